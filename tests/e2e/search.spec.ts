import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleInBothThemes, test } from "./fixtures";

const searchLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search converters" });
const searchBox = (page: Page) => dialog(page).getByRole("combobox", { name: "Search converters" });
const options = (page: Page) => dialog(page).getByRole("option");

/** Loads a page and waits until the header's Search link opens the dialog (i.e. hydration). */
async function gotoHydrated(page: Page, path = "/") {
  await page.goto(path);
  await expect(searchLink(page)).toHaveAttribute("aria-haspopup", "dialog");
}

test("the Search button opens the dialog with the cursor in the search box", async ({ page }) => {
  await gotoHydrated(page);
  await expect(searchLink(page)).toHaveAttribute("href", "/search");
  await searchLink(page).click();

  await expect(dialog(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveAttribute("placeholder", "Search converters...");
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
  // An empty query lists nothing; a hint says what to type.
  await expect(options(page)).toHaveCount(0);
  await expect(dialog(page).getByRole("status")).toContainText("psi");
  expect(new URL(page.url()).pathname).toBe("/");
});

test("Ctrl+K opens the dialog from anywhere and Escape closes it", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.keyboard.press("Control+k");
  await expect(dialog(page)).toBeVisible();
  await expect(searchBox(page)).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  expect(new URL(page.url()).pathname).toBe("/about");

  // Meta+K (Cmd+K on a Mac) works too; the Esc button closes it for touch screens.
  await page.keyboard.press("Meta+k");
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Esc to close search" }).click();
  await expect(dialog(page)).toBeHidden();
});

test("a unit finds its converter: psi → Pressure, kelvin → Temperature", async ({ page }) => {
  await gotoHydrated(page);
  await searchLink(page).click();

  await searchBox(page).fill("psi");
  const pressure = options(page).first();
  await expect(pressure).toContainText("Pressure Converter");
  await expect(pressure).toHaveAttribute("href", "/pressure-converter");
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
  // Each result shows its description and its category's name.
  await expect(pressure).toContainText(/convert/i);
  await expect(pressure).toContainText(/Converters$/);

  await searchBox(page).fill("kelvin");
  await expect(options(page).first()).toContainText("Temperature Converter");
  await expect(options(page).first()).toHaveAttribute("href", "/temperature-converter");
});

test("arrow keys move the active result and Enter opens it", async ({ page }) => {
  await gotoHydrated(page);
  await page.keyboard.press("Control+k");
  await searchBox(page).fill("temperature");
  await expect(options(page).nth(1)).toBeVisible();
  const first = options(page).nth(0);
  const second = options(page).nth(1);
  await expect(first).toHaveAttribute("aria-selected", "true");

  await page.keyboard.press("ArrowDown");
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(first).toHaveAttribute("aria-selected", "false");
  await expect(searchBox(page)).toHaveAttribute(
    "aria-activedescendant",
    (await second.getAttribute("id"))!,
  );
  await expect(searchBox(page)).toBeFocused();

  await page.keyboard.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");
  // Up from the first result wraps to the last.
  await page.keyboard.press("ArrowUp");
  await expect(options(page).last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(second).toHaveAttribute("aria-selected", "true");

  const href = await second.getAttribute("href");
  expect(href).toMatch(/^\/[a-z-]+-converter$/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(dialog(page)).toBeHidden();
});

test("a query without matches says so", async ({ page }) => {
  await gotoHydrated(page);
  await searchLink(page).click();
  await searchBox(page).fill("xyzzy");
  await expect(dialog(page).getByText('No converters found for "xyzzy"')).toBeVisible();
  await expect(options(page)).toHaveCount(0);
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");

  await searchBox(page).fill("  ");
  await expect(dialog(page).getByText(/No converters found/)).toBeHidden();
  await expect(options(page)).toHaveCount(0);
});

test("each query change shows a loading state for 100 ms", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-01-01T00:00:00Z") });
  await gotoHydrated(page);
  await searchLink(page).click();
  await searchBox(page).fill("kelvin");
  await expect(options(page).first()).toContainText("Temperature Converter");

  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(new Date("2026-01-01T01:00:00Z"));
  await searchBox(page).fill("psi");
  await expect(searchBox(page)).toHaveAttribute("aria-busy", "true");
  await expect(dialog(page).getByRole("status")).toHaveText("Searching…");
  await page.clock.runFor(99);
  await expect(searchBox(page)).toHaveAttribute("aria-busy", "true");
  await page.clock.runFor(1);
  await expect(options(page).first()).toContainText("Pressure Converter");
  await expect(searchBox(page)).not.toHaveAttribute("aria-busy");
});

test("a click on the backdrop or on a result closes the dialog", async ({ page }) => {
  await gotoHydrated(page);
  await searchLink(page).click();
  await expect(dialog(page)).toBeVisible();
  // The dialog sits at the top centre; the bottom-left corner is backdrop.
  const viewport = page.viewportSize()!;
  await page.mouse.click(10, viewport.height - 10);
  await expect(dialog(page)).toBeHidden();
  await expect(searchLink(page)).toBeFocused();

  await searchLink(page).click();
  // Each opening starts afresh.
  await expect(searchBox(page)).toHaveValue("");
  await searchBox(page).fill("kelvin");
  await options(page).filter({ hasText: "Temperature Converter" }).click();
  await expect(page).toHaveURL(/\/temperature-converter$/);
  await expect(dialog(page)).toBeHidden();
});

test("the index is fetched once, on first opening, and is cacheable", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/search-index.json") fetched.push(request.url());
  });
  await gotoHydrated(page);
  expect(fetched).toEqual([]);

  const response = page.waitForResponse((r) => r.url().endsWith("/search-index.json"));
  await searchLink(page).click();
  expect((await response).headers()["cache-control"]).toBe("public, max-age=3600");
  await searchBox(page).fill("psi");
  await expect(options(page).first()).toContainText("Pressure Converter");

  await page.keyboard.press("Escape");
  await searchLink(page).click();
  await searchBox(page).fill("kelvin");
  await expect(options(page).first()).toContainText("Temperature Converter");
  expect(fetched).toHaveLength(1);
});

test("the dialog is accessible in the light and dark themes", async ({ page }) => {
  await gotoHydrated(page);
  await searchLink(page).click();
  await searchBox(page).fill("temperature");
  await expect(options(page).nth(1)).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page);

  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await gotoHydrated(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.keyboard.press("Control+k");
  await searchBox(page).fill("xyzzy");
  await expect(dialog(page).getByText('No converters found for "xyzzy"')).toBeVisible();
  await expectAccessible(page);
  await searchBox(page).fill("psi");
  await expect(options(page).first()).toContainText("Pressure Converter");
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Search link leads to /search, which searches on the server", async ({ page }) => {
    await page.goto("/");
    await searchLink(page).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search converters" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );

    const form = page.getByRole("search");
    await form.getByRole("searchbox", { name: "Search converters" }).fill("psi");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=psi$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("link").first()).toContainText("Pressure Converter");
    await expect(main.getByRole("link").first()).toHaveAttribute("href", "/pressure-converter");
    await expect(main.getByRole("searchbox")).toHaveValue("psi");
  });

  test("/search shows the same empty message", async ({ page }) => {
    await page.goto("/search?q=xyzzy");
    await expect(page.getByText('No converters found for "xyzzy"')).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(0);
  });
});

test("the /search page is accessible in the light and dark themes", async ({ page }) => {
  await gotoHydrated(page, "/search?q=kelvin");
  await expect(page.getByRole("main").getByRole("link").first()).toContainText(
    "Temperature Converter",
  );
  await expectAccessibleInBothThemes(page);
});
