import type { APIRequestContext, Page } from "@playwright/test";
import { codeSnifferErrors, nuCheckerErrors } from "./checkers";
import { PORT, expect, switchTheme, test } from "./fixtures";

// Every page type passes the checkers others use on the site besides axe: HTML_CodeSniffer
// (WCAG 2 AA, what pa11y runs) in both themes, and the Nu Html Checker (the W3C validator) on
// the served HTML. docs/decisions/061-markup-checkers.md.

/** The converter page checked: it carries a guide, whose markdown tables the checkers read. */
const CONVERTER = "/length-converter";

/** One page of each type a visitor reaches without signing in. */
const PUBLIC_PAGES = [
  "/",
  "/?expand=engineering#category-engineering",
  CONVERTER,
  `${CONVERTER}/mile-to-kilometer`,
  "/search?q=foot",
  "/calculator?q=3%20kWh%2F100km%20to%20J%2Fm",
  "/time-zone-converter?at=2026-11-01T01:30&from=New+York&to=London&to=Kolkata",
  "/time-zone-converter/new-york-to-london",
  "/meeting-planner?place=New+York&place=London&place=Tokyo&date=2026-12-01",
  "/date-calculator?mode=add&date=2026-11-28&amount=90&unit=days&op=add",
  "/blog",
  "/about",
  "/features",
  "/contact",
  "/bug-report",
  "/faq",
  "/help",
  "/api",
  "/login",
  "/register",
  "/number-format",
  "/privacy",
  "/terms",
  "/content-policy",
  "/no-such-page",
  // Other languages' pages (decision 080): a converter, a pair, home, help, a form, the API page.
  "/de/length-converter?from=foot&to=meter",
  "/ja/temperature-converter/celsius-to-fahrenheit",
  "/fr",
  "/es/help",
  "/pt-br/login",
  "/ja/api",
  "/de/no-such-page",
];

/** The pages of a signed-in admin, besides the dashboard's tabs (read from its navigation). */
const ACCOUNT_PAGES = ["/account", "/change-password", "/blog?editor=new"];

/**
 * Makes sure the converter checked has a published guide (the tests' server seeds none): an
 * admin queues one and the local writer writes it.
 */
async function withGuide(admin: APIRequestContext) {
  const slug = CONVERTER.slice(1);
  if ((await admin.get(`/api/content/${slug}`)).ok()) return;
  const queued = await admin.post(`/api/content/${slug}/regenerate`, {
    headers: { Origin: `http://localhost:${PORT}` },
  });
  expect(queued.status()).toBe(202);
  await expect
    .poll(async () => (await admin.get(`/api/content/${slug}`)).status(), { timeout: 60_000 })
    .toBe(200);
}

/** A published post's page: the first the blog list links to. */
function blogPostPath(blogListHtml: string) {
  const path = /href="(\/blog\/[a-z0-9-]+)"/.exec(blogListHtml)?.[1];
  expect(path, "the blog lists a post").toBeTruthy();
  return path ?? "";
}

/** The dashboard's tabs, each its own URL. */
async function adminTabPaths(page: Page) {
  await page.goto("/admin");
  const paths = await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link")
    .evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
  expect(paths).toHaveLength(10);
  return paths;
}

/**
 * Loads each page and runs HTML_CodeSniffer on it in the light theme, then in the dark theme
 * switched in place (one load for both: colours are what a theme changes); fails with every error
 * found. A page's served HTML may name more pages to check (`more`).
 */
async function expectCodeSnifferClean(
  page: Page,
  paths: readonly string[],
  more: (path: string, html: string) => string[] = () => [],
) {
  const errors: string[] = [];
  const queue = [...paths];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await page.goto(path);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    for (const error of await codeSnifferErrors(page)) errors.push(`${path} (light): ${error}`);
    await switchTheme(page, "dark");
    for (const error of await codeSnifferErrors(page)) errors.push(`${path} (dark): ${error}`);
    await switchTheme(page, "light");
    queue.unshift(...more(path, (await response?.text()) ?? ""));
  }
  expect(errors, errors.join("\n")).toEqual([]);
}

/**
 * Thirteen to twenty-two page loads, each checked in both themes: 48–78 s per theme measured on
 * the 2-core machine under other work (load 12–15), so twice that and some margin.
 */
const CHECKS_TIMEOUT = 300_000;

/** The blog list names the post to check. */
const blogPost = (path: string, html: string) => (path === "/blog" ? [blogPostPath(html)] : []);

test("public pages pass HTML_CodeSniffer (WCAG 2 AA) in the light and the dark theme", async ({
  page,
  grantingAdmin,
}) => {
  test.setTimeout(CHECKS_TIMEOUT);
  await withGuide(grantingAdmin);
  await expectCodeSnifferClean(page, PUBLIC_PAGES, blogPost);
});

test("an admin's pages pass HTML_CodeSniffer (WCAG 2 AA) in the light and the dark theme", async ({
  page,
  signInAsNewAdmin,
}) => {
  test.setTimeout(CHECKS_TIMEOUT);
  await signInAsNewAdmin(page);
  await expectCodeSnifferClean(page, [...ACCOUNT_PAGES, ...(await adminTabPaths(page))]);
});

test("the served HTML of every page type passes the Nu Html Checker", async ({
  page,
  grantingAdmin,
  signInAsNewAdmin,
}) => {
  test.slow();
  await withGuide(grantingAdmin);
  const documents: Array<{ name: string; html: string }> = [];
  const fetchPage = async (path: string) => {
    const response = await page.request.get(path);
    documents.push({ name: path, html: await response.text() });
    return response.text();
  };
  // An embed is its own document, without the site's theme switch: axe checks it in both
  // themes (embed.spec.ts), the Nu checker here.
  for (const path of [...PUBLIC_PAGES, "/embed/length-converter/foot-to-meter?theme=dark"]) {
    const html = await fetchPage(path);
    for (const post of blogPost(path, html)) await fetchPage(post);
  }
  await signInAsNewAdmin(page);
  for (const path of [...ACCOUNT_PAGES, ...(await adminTabPaths(page))]) await fetchPage(path);
  const errors = await nuCheckerErrors(documents);
  expect(errors, errors.join("\n")).toEqual([]);
});
