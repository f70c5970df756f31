import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** An expandable element (<details>) by the text of its own <summary>, within `scope`. */
function expandable(scope: Page | Locator, text: string) {
  // The summary's parent, not "details that contain such a summary": categories nest articles.
  return scope.locator("summary", { hasText: text }).locator("..");
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search help articles" });
}

/** Loads the page and waits until React has hydrated it (the theme toggle renders only then). */
async function openHelp(page: Page, path = "/help") {
  await page.goto(path);
  await expect(page.getByRole("button", { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
}

const CATEGORIES = [
  "Getting Started",
  "Using Converters",
  "Mobile & Desktop",
  "API & Integration",
  "Account & Settings",
];

test.describe("Help center", () => {
  test("shows popular articles and collapsed categories whose articles open in place", async ({
    page,
  }) => {
    await openHelp(page);
    await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();

    const popular = page.getByRole("region", { name: "Popular Articles" });
    await expect(popular.locator("details").first()).toBeVisible();
    expect(await popular.locator("details").count()).toBeGreaterThanOrEqual(4);

    const categories = page.getByRole("region", { name: "Browse by Category" });
    const categoryCards = categories.locator(":scope > ul > li > details");
    await expect(categoryCards).toHaveCount(CATEGORIES.length);
    for (const [index, name] of CATEGORIES.entries()) {
      await expect(categoryCards.nth(index).locator(":scope > summary")).toContainText(name);
      await expect(categoryCards.nth(index)).not.toHaveAttribute("open");
    }

    const api = categoryCards.nth(3);
    await api.locator(":scope > summary").click();
    await expect(api).toHaveAttribute("open");
    const quickStart = expandable(api, "API quick start");
    await expect(quickStart).toBeVisible();
    await expect(quickStart.getByText("GET /api/convert?value=5&from=ft&to=m")).toBeHidden();

    await quickStart.locator("summary").click();
    await expect(quickStart.getByText("GET /api/convert?value=5&from=ft&to=m")).toBeVisible();
    await expect(quickStart.getByRole("link", { name: /Full API documentation/ })).toHaveAttribute(
      "href",
      "/api",
    );

    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "Read the FAQ" })).toHaveAttribute("href", "/faq");
  });

  test("searches titles and descriptions as you type", async ({ page }) => {
    await openHelp(page);
    await searchBox(page).fill("installing");

    const results = page.getByRole("region", { name: "Search Results (2)" });
    await expect(results).toBeVisible();
    await expect(page.getByText("Showing results for “installing”")).toBeVisible();
    await expect(results.locator("summary")).toHaveText([
      /Installing UnitWise on your phone.*Mobile & Desktop/,
      /Installing UnitWise on your computer.*Mobile & Desktop/,
    ]);
    await expect(page.getByRole("heading", { name: "Popular Articles" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/help\?q=installing$/);

    // A phrase found only in an article's body is not searched (docs/product.md#search-rules).
    await searchBox(page).fill("European Central Bank");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
  });

  test("says so when nothing matches, and Clear Search brings the articles back", async ({
    page,
  }) => {
    await openHelp(page, "/help?q=blorpx");
    await expect(searchBox(page)).toHaveValue("blorpx");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("We couldn't find any articles matching “blorpx”.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Browse by Category" })).toBeVisible();

    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByRole("heading", { name: "Popular Articles" })).toBeVisible();
    await expect(page).toHaveURL(/\/help$/);
  });

  test("is accessible in the light and the dark theme", async ({ page }) => {
    await openHelp(page);
    await page.locator("#category-api-integration > summary").click();
    await expandable(page, "Rate limits and errors").locator("summary").click();
    await expectAccessible(page);

    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await openHelp(page, "/help?q=quick");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expandable(page, "API quick start").locator("summary").click();
    await expectAccessible(page);

    await openHelp(page, "/help?q=blorpx");
    await expectAccessible(page);
  });
});

test.describe("Help center without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("searches with the form, clears it, and opens categories and articles", async ({ page }) => {
    await page.goto("/help");
    await searchBox(page).fill("api");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/help\?q=api$/);
    await expect(page.getByRole("heading", { name: /^Search Results \(\d+\)$/ })).toBeVisible();
    await expect(page.getByText("Showing results for “api”")).toBeVisible();

    await searchBox(page).fill("blorpx");
    await searchBox(page).press("Enter");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(page).toHaveURL(/\/help\??$/);
    await expect(page.getByRole("heading", { name: "Popular Articles" })).toBeVisible();

    const account = page.locator("#category-account-settings");
    await account.locator(":scope > summary").click();
    await expect(account).toHaveAttribute("open");
    const article = expandable(account, "Creating an account");
    await article.locator("summary").click();
    await expect(article.getByText("Choose a username and a password")).toBeVisible();
  });
});
