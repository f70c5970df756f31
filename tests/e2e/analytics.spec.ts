import type { Browser, Page } from "@playwright/test";
import { executeSql, expect, expectAccessibleInBothThemes, test } from "./fixtures";

// The Analytics tab (docs/decisions/047-first-party-analytics.md): a scripted visitor's visit
// shows in the admin's figures; the tab passes axe in both themes; its forms work without
// JavaScript.

/** A desktop Chrome's user agent: headless Chromium names itself a bot, and bots are not counted. */
const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

function randomAddress() {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": randomAddress() });
});

interface Report {
  totals: Record<string, number>;
  topConverters: Array<{ key: string; name: string; count: number }>;
  topPages: Array<{ path: string; count: number }>;
  searchesWithoutResult: Array<{ query: string; count: number }>;
}

async function report(page: Page): Promise<Report> {
  const answer = await page.request.get("/api/admin/analytics?days=7");
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Report;
}

const countOf = (
  list: Array<{ count: number } & Record<string, unknown>>,
  field: string,
  value: string,
) => list.find((item) => item[field] === value)?.count ?? 0;

/** A visitor of their own, in a browser that counts as a person's, having chosen cookies. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext({
    userAgent: CHROME,
    extraHTTPHeaders: { "CF-Connecting-IP": randomAddress() },
  });
  await context.addInitScript(() =>
    localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true })),
  );
  return context.newPage();
}

test("the tab charts what a visitor did: pages, a conversion and a search that found nothing", async ({
  page,
  browser,
  signInAsNewAdmin,
}) => {
  await signInAsNewAdmin(page);
  const before = await report(page);
  const missing = `zorkmid${crypto.randomUUID().slice(0, 6).replace(/\d/g, "q")} to quatloos`;

  const visitor = await newVisitor(browser);
  // A document: counted by the server.
  await visitor.goto("/");
  const searchLink = visitor.getByRole("banner").getByRole("link", { name: "Search" });
  await expect(searchLink).toHaveAttribute("aria-haspopup", "dialog");
  // A page reached inside the site: reported by the page.
  await visitor
    .getByRole("region", { name: "Common Converters", exact: true })
    .getByRole("link", { name: "Length Converter" })
    .click();
  await expect(visitor).toHaveURL(/\/length-converter$/);
  // Typing is not a conversion until the value settles; then it is counted once.
  await visitor.getByLabel(/Value to convert/).pressSequentially("42", { delay: 50 });
  await expect(visitor.getByRole("region", { name: "Conversion Result" })).toContainText("42");
  // A search in the dialog that finds nothing.
  await searchLink.click();
  const box = visitor
    .getByRole("dialog", { name: "Search converters" })
    .getByRole("combobox", { name: "Search converters" });
  await box.fill(missing);
  await expect(visitor.getByRole("dialog", { name: "Search converters" })).toContainText(
    "No converters found",
  );

  // Counts are written within a couple of seconds of the last request (the isolate sends after a
  // second, its shard writes after another: ANALYTICS_FLUSH_SECONDS is 1 in playwright.config.ts).
  await expect(async () => {
    const after = await report(page);
    expect(countOf(after.topPages, "path", "/")).toBe(countOf(before.topPages, "path", "/") + 1);
    expect(countOf(after.topPages, "path", "/length-converter")).toBe(
      countOf(before.topPages, "path", "/length-converter") + 1,
    );
    expect(countOf(after.topConverters, "key", "length")).toBe(
      countOf(before.topConverters, "key", "length") + 1,
    );
    expect(after.totals.searches).toBe((before.totals.searches ?? 0) + 1);
    expect(countOf(after.searchesWithoutResult, "query", missing)).toBe(1);
  }).toPass({ timeout: 15_000 });
  await visitor.context().close();

  const after = await report(page);
  await page.goto("/admin/analytics?days=7");
  const misses = page.getByRole("region", { name: "Searches with no result" });
  await expect(misses.getByRole("row", { name: `${missing} 1` })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Top converters" }).getByRole("row", {
      name: `Length Converter ${countOf(after.topConverters, "key", "length")}`,
    }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /Daily totals/ })).toBeVisible();
  await expect(page.getByText("Conversions", { exact: true }).first()).toBeVisible();
});

test.describe("the saved GA events decide what goes to the tag queue", () => {
  test.afterEach(async () => {
    await executeSql(
      "UPDATE analytics_events SET enabled = 1 WHERE event = 'click'; UPDATE analytics_events SET category = 'navigation' WHERE event = 'page_view'; UPDATE catalogue_version SET version = lower(hex(randomblob(8)));",
    );
  });

  test("a disabled event is not sent, an enabled one is sent as configured", async ({ page }) => {
    await executeSql(
      "UPDATE analytics_events SET enabled = 0 WHERE event = 'click'; UPDATE analytics_events SET category = 'reading' WHERE event = 'page_view'; UPDATE catalogue_version SET version = lower(hex(randomblob(8)));",
    );
    await page.goto("/");
    const searchLink = page.getByRole("banner").getByRole("link", { name: "Search" });
    await expect(searchLink).toHaveAttribute("aria-haspopup", "dialog");
    await page
      .getByRole("region", { name: "Common Converters", exact: true })
      .getByRole("link", { name: "Length Converter" })
      .click();
    await expect(page).toHaveURL(/\/length-converter$/);
    const commands = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) =>
          Array.from(entry),
        ),
      );
    await expect
      .poll(commands)
      .toContainEqual([
        "event",
        "page_view",
        expect.objectContaining({ page_path: "/length-converter", event_category: "reading" }),
      ]);
    expect((await commands()).filter((command) => command[1] === "converter_click")).toEqual([]);
  });
});

test("the tab passes axe in the light and the dark theme", async ({ page, signInAsNewAdmin }) => {
  await signInAsNewAdmin(page);
  await page.goto("/admin/analytics");
  await page.getByText("The daily figures as a table").click();
  await expectAccessibleInBothThemes(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.afterEach(async () => {
    await executeSql(
      "UPDATE analytics_events SET label = '', enabled = 1 WHERE event = 'search'; UPDATE catalogue_version SET version = lower(hex(randomblob(8)));",
    );
  });

  test("the range form, an event's form and 'Send test event' work", async ({
    page,
    signInAsNewAdmin,
  }) => {
    await signInAsNewAdmin(page);
    await page.goto("/admin/analytics");
    await page.getByLabel("Range").selectOption("90");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/days=90/);
    await page.getByText("The daily figures as a table").click();
    await expect(page.getByRole("table", { name: "Daily totals" }).getByRole("row")).toHaveCount(
      91,
    );

    const search = page.getByRole("region", { name: "search", exact: true });
    await search.getByLabel("Label").fill("site-search");
    await search.getByLabel("Send this event").uncheck();
    await search.getByRole("button", { name: "Save search" }).click();
    await expect(page).toHaveURL(/\/admin\/analytics\?days=90$/);
    await expect(
      page.getByRole("status").filter({ hasText: "The site shows the new settings now" }),
    ).toBeVisible();
    const saved = page.getByRole("region", { name: "search", exact: true });
    await expect(saved.getByLabel("Label")).toHaveValue("site-search");
    await expect(saved.getByLabel("Send this event")).not.toBeChecked();

    // The tests' server has a measurement id but no API secret.
    await saved.getByRole("button", { name: "Send test event search" }).click();
    await expect(
      page.getByRole("region", { name: "search", exact: true }).getByRole("status"),
    ).toContainText("Google Analytics is not configured: set GA_MEASUREMENT_ID and GA_API_SECRET");
  });
});
