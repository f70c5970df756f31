import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";
import { E2E_PORT, E2E_STATE } from "../../scripts/e2e-server.mjs";

// axe-core's own build, evaluated into the page once per document. (`@axe-core/playwright`
// re-injects it on every scan and finishes each scan in a new blank page: on a busy 2-core
// machine that cost seconds per scan and pushed tests past their timeout.)
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The port of the server the tests drive (playwright.config.ts starts it). */
export const PORT = E2E_PORT;

/**
 * Resolves once the running CSS transitions and animations have ended: of the whole page, or of
 * one element (and its subtree). Endless ones (spinners) and paused ones are not waited for, and
 * the wait ends at the latest a moment after the last one's scheduled end: an animation whose
 * `finished` never settles (seen on the 80-row Converters tab after a theme switch under load)
 * cannot hang a test.
 */
export async function transitionsSettled(target: Page | Locator) {
  // Runs in the page, so it refers to nothing outside itself.
  const settle = async (root: Element | null) => {
    const running = root ? root.getAnimations({ subtree: true }) : document.getAnimations();
    const ending = running.filter(
      (animation) =>
        animation.playState === "running" &&
        animation.effect?.getComputedTiming().endTime !== Infinity,
    );
    const remaining = ending.map((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const left = Number(timing?.endTime ?? 0) - Number(timing?.localTime ?? 0);
      return left / Math.abs(animation.playbackRate || 1);
    });
    const latest = Math.max(0, ...remaining);
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, latest + 250)),
    ]);
  };
  if ("goto" in target) await target.evaluate(settle, null);
  else await target.evaluate(settle);
}

/**
 * Resolves once the page has hydrated: the mark app/entry.client.tsx sets when the first commit's
 * effects have run (the same one the benchmarks read).
 */
export async function hydrationMarked(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName("unitwise:hydrated").length > 0);
}

/**
 * The layout shift a page has had since it loaded and not caused by the visitor, as it stands
 * after `settleMs` more (for what arrives late: a zone picked up, an ad slot filled).
 */
export function layoutShift(page: Page, settleMs = 500): Promise<number> {
  return page.evaluate(
    (settle) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
          }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), settle);
      }),
    settleMs,
  );
}

/** Makes an account an admin the way an operator does: the project's own script, on the tests' D1. */
export async function grantAdmin(username: string) {
  await promisify(execFile)(
    "node",
    ["scripts/admin.mjs", "grant", username, "--persist-to", E2E_STATE],
    { env: process.env },
  );
}

/** A sign-up's or sign-in's own address: both are limited per address, and a run makes many. */
function someAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 256);
  return { "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` };
}

const PASSWORD = "correct horse battery staple";

/**
 * A POST of a test's setup. wrangler dev's proxy now and then loses its kept-alive connection to
 * the Worker and, unlike for a GET, does not try again ("Error inside ProxyWorker … Network
 * connection lost", a 500 that is not the app's JSON: twice in 26 CI runs). Such an answer is
 * tried once more, with the data `data()` gives then; any answer of the app's own is final.
 */
async function setupPost(api: APIRequestContext, url: string, data: () => object) {
  const send = () => api.post(url, { data: data(), headers: someAddress() });
  const answer = await send();
  const fromProxy =
    answer.status() === 500 && !answer.headers()["content-type"]?.includes("application/json");
  return fromProxy ? send() : answer;
}

/** Registers a new account through the account API; resolves with its id and name. */
async function registerAccount(api: APIRequestContext, prefix: string) {
  let username = "";
  // A new name for a second try: the first may have been saved before the connection was lost.
  const registered = await setupPost(api, "/api/auth/register", () => {
    username = `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
    return { username, password: PASSWORD };
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: string };
  return { id, username };
}

async function signIn(api: APIRequestContext, username: string) {
  const login = await setupPost(api, "/api/auth/login", () => ({ username, password: PASSWORD }));
  expect(login.status()).toBe(200);
}

/**
 * Signs a new admin in in `page`'s browser context (through the account API); `grantingAdmin`
 * gives it the role.
 */
async function signInAsNewAdmin(page: Page, grantingAdmin: APIRequestContext) {
  const { id, username } = await registerAccount(page.request, "chief");
  const granted = await grantingAdmin.patch(`/api/admin/users/${encodeURIComponent(id)}`, {
    data: { isAdmin: true },
    headers: { Origin: `http://localhost:${PORT}` },
  });
  expect(granted.status()).toBe(200);
  await signIn(page.request, username);
}

/** Runs SQL on the tests' local D1, as an operator would with wrangler. */
export async function executeSql(sql: string) {
  await promisify(execFile)(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", E2E_STATE, "--command", sql],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
}

/**
 * Fails with the list of serious or critical accessibility violations, if any. Every axe rule
 * runs, or only `rules`; by default over the whole page (what the dedicated accessibility tests
 * use), or only over `include`, a CSS selector for what a step has just changed (a dialog, a
 * menu, a form).
 */
export async function expectAccessible(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] } = {},
) {
  await page.waitForLoadState();
  // Colours still fading after a theme switch, or a dialog still sliding in, would have axe
  // measure contrast between two frames.
  await transitionsSettled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ({ include, options }) => {
      const { axe } = window as unknown as {
        axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
      };
      return axe.run(include ? { include: [include] } : document, options);
    },
    {
      include,
      options: {
        resultTypes: ["violations"],
        ...(rules && { runOnly: { type: "rule", values: rules } }),
      } satisfies RunOptions,
    },
  );
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  expect(serious, serious.join("\n")).toEqual([]);
}

/**
 * Switches the page to `theme` in place with its own toggle, which renders once the page is
 * hydrated. A click event dispatched on it leaves an open menu or modal dialog open.
 */
export async function switchTheme(page: Page, theme: "light" | "dark") {
  // By what it does, not its label: the label is in the page's language.
  await page.locator(`button[data-theme-to="${theme}"]`).dispatchEvent("click");
  const html = page.locator("html");
  if (theme === "dark") await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/** The axe rules whose outcome depends on colours: the dark theme changes nothing else. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * `expectAccessible` in the light theme, then its colour rules in the dark theme switched in
 * place, then back to light: the theme is a class on <html> whose `dark:` styles set colours
 * only, so one page load checks both (theme.spec.ts tests that the choice survives a reload and
 * applies before the first paint).
 */
export async function expectAccessibleInBothThemes(
  page: Page,
  { include }: { include?: string } = {},
) {
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await expectAccessible(page, { include });
  await switchTheme(page, "dark");
  await expectAccessible(page, { include, rules: COLOUR_RULES });
  await switchTheme(page, "light");
}

/**
 * Pages start as a returning visitor who has chosen cookies, unless a test says otherwise.
 * `signInAsNewAdmin(page)` signs a new admin in in the page's browser context.
 */
export const test = base.extend<
  { consented: boolean; signInAsNewAdmin: (page: Page) => Promise<void> },
  { grantingAdmin: APIRequestContext }
>({
  consented: [true, { option: true }],
  // An admin of this test worker's own, signed in in a request context, who grants the role to
  // the new admins the tests sign in as. It becomes one the way an operator makes the first admin:
  // the project's script (`grantAdmin`, a few seconds: wrangler and a workerd of its own); each
  // test's admin then gets the role from it through the Users tab's API (milliseconds), as from a
  // second admin. Set up once per worker, on the first test that asks; a failed setup is tried
  // again by the next worker.
  grantingAdmin: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });
      const { username } = await registerAccount(api, "root");
      await grantAdmin(username);
      await signIn(api, username);
      await use(api);
      await api.dispose();
    },
    { scope: "worker" },
  ],
  signInAsNewAdmin: async ({ grantingAdmin }, use) => {
    await use((page) => signInAsNewAdmin(page, grantingAdmin));
  },
  page: async ({ page, consented }, use) => {
    if (consented) {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem("e2e-consent-set")) {
          localStorage.setItem(
            "cookie-consent",
            JSON.stringify({
              necessary: true,
              analytics: false,
              marketing: false,
              personalization: false,
            }),
          );
          sessionStorage.setItem("e2e-consent-set", "1");
        }
      });
    }
    await use(page);
  },
});

export { expect };
