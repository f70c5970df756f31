import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

// axe-core's own build, evaluated into the page once per document. (`@axe-core/playwright`
// re-injects it on every scan and finishes each scan in a new blank page: on a busy 2-core
// machine that cost seconds per scan and pushed tests past their timeout.)
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** The port of the server the tests drive (playwright.config.ts starts it). */
export const PORT = Number(process.env.E2E_PORT ?? 8788);

/**
 * Resolves once the running CSS transitions and animations have ended: of the whole page, or of
 * one element (and its subtree). Endless ones (spinners) are not waited for.
 */
export async function transitionsSettled(target: Page | Locator) {
  // Runs in the page, so it refers to nothing outside itself.
  const settle = async (root: Element | null) => {
    const running = root ? root.getAnimations({ subtree: true }) : document.getAnimations();
    const ending = running.filter(
      (animation) => animation.effect?.getComputedTiming().endTime !== Infinity,
    );
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  };
  if ("goto" in target) await target.evaluate(settle, null);
  else await target.evaluate(settle);
}

/** Makes an account an admin the way an operator does: the project's own script, on the tests' D1. */
export async function grantAdmin(username: string) {
  await promisify(execFile)(
    "node",
    ["scripts/admin.mjs", "grant", username, "--persist-to", `.wrangler/e2e-state-${PORT}`],
    { env: process.env },
  );
}

/**
 * A new admin, signed in in this page's browser context (through the account API). Sign-ups and
 * sign-ins are limited per address, and the context's API calls do not carry the page's headers:
 * each sign-up and its sign-in name an address of their own.
 */
export async function signInAsNewAdmin(page: Page) {
  const username = `chief-${crypto.randomUUID().slice(0, 8)}`;
  const password = "correct horse battery staple";
  const byte = () => Math.floor(Math.random() * 256);
  // Sign-ins are limited per address too (20 per 15 minutes): the whole run signs in more often.
  const headers = { "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` };
  const registered = await page.request.post("/api/auth/register", {
    data: { username, password },
    headers,
  });
  expect(registered.status()).toBe(201);
  await grantAdmin(username);
  const login = await page.request.post("/api/auth/login", {
    data: { username, password },
    headers,
  });
  expect(login.status()).toBe(200);
}

/** Runs SQL on the tests' local D1, as an operator would with wrangler. */
export async function executeSql(sql: string) {
  await promisify(execFile)(
    "wrangler",
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      `.wrangler/e2e-state-${PORT}`,
      "--command",
      sql,
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
}

/**
 * Fails with the list of serious or critical accessibility violations, if any. Every axe rule
 * runs; by default over the whole page (what the dedicated accessibility tests use), or only
 * over `include`, a CSS selector for what a step has just changed (a dialog, a menu, a form).
 */
export async function expectAccessible(page: Page, { include }: { include?: string } = {}) {
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
    { include, options: { resultTypes: ["violations"] } satisfies RunOptions },
  );
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  expect(serious, serious.join("\n")).toEqual([]);
}

/** Pages start as a returning visitor who has chosen cookies, unless a test says otherwise. */
export const test = base.extend<{ consented: boolean }>({
  consented: [true, { option: true }],
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
