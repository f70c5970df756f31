import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** The expandable card of a question (its <details>), within `scope` if given. */
function card(page: Page, question: string, scope = page.locator("main")) {
  return scope.locator("details", { has: page.locator("summary", { hasText: question }) });
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search the FAQ" });
}

/** Loads the page and waits until React has hydrated it (the theme toggle renders only then). */
async function openFaq(page: Page, path = "/faq") {
  await page.goto(path);
  await expect(page.getByRole("button", { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
}

test.describe("FAQ", () => {
  test("shows the popular questions, then every question under its category", async ({ page }) => {
    await openFaq(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }),
    ).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute(
      "placeholder",
      "Search frequently asked questions...",
    );

    const popular = page.getByRole("region", { name: "Most Popular Questions" });
    await expect(popular.locator("details")).toHaveCount(5);
    await expect(popular.locator("summary").filter({ hasText: "Popular" })).toHaveCount(5);
    await expect(card(page, "Are the currency exchange rates live?", popular)).toContainText(
      "Using Converters",
    );

    const all = page.getByRole("region", { name: "All Questions" });
    for (const category of [
      "General",
      "Using Converters",
      "Technical",
      "Account & Privacy",
      "Troubleshooting",
    ]) {
      await expect(all.getByRole("heading", { level: 3, name: category })).toBeVisible();
    }
    const general = page.getByRole("region", { name: /^General/ });
    await expect(card(page, "Can I suggest a converter or a unit?", general)).toContainText(
      "General",
    );

    const support = page.getByRole("heading", { name: "Still have questions?" }).locator("..");
    await expect(support.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(support.getByRole("link", { name: "Help Center" })).toHaveAttribute(
      "href",
      "/help",
    );
  });

  test("describes every question to search engines as FAQPage data", async ({ page }) => {
    await page.goto("/faq");
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? "null");
    expect(data["@type"]).toBe("FAQPage");
    const questionCount = await page
      .getByRole("region", { name: "All Questions" })
      .locator("details")
      .count();
    expect(data.mainEntity).toHaveLength(questionCount);
    expect(data.mainEntity).toContainEqual(
      expect.objectContaining({ "@type": "Question", name: "What is UnitWise?" }),
    );
  });

  test("keeps one question open at a time", async ({ page }) => {
    await openFaq(page);
    const popular = page.getByRole("region", { name: "Most Popular Questions" });
    const first = card(page, "What is UnitWise?", popular);
    const second = card(page, "How accurate are the conversions?", popular);
    const elsewhere = card(page, "Why can't I convert Russian rubles (RUB)?");

    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open");
    await expect(first).toContainText(/\d+ converters in \d+ categories/);

    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open");
    await expect(first).not.toHaveAttribute("open");

    await elsewhere.locator("summary").click();
    await expect(elsewhere).toHaveAttribute("open");
    await expect(second).not.toHaveAttribute("open");

    // Clicking the open question closes it: none is open.
    await elsewhere.locator("summary").click();
    await expect(page.locator("main details[open]")).toHaveCount(0);
  });

  test("filters as you type, counts the results and keeps the term in the URL", async ({
    page,
  }) => {
    await openFaq(page);
    await searchBox(page).fill("RATES");

    await expect(page.getByRole("heading", { name: "Search Results (2)" })).toBeVisible();
    await expect(page.getByText("Showing results for “RATES”")).toBeVisible();
    await expect(page.getByRole("region", { name: "Most Popular Questions" })).toHaveCount(0);
    const results = page.getByRole("region", { name: "Search Results (2)" });
    await expect(results.locator("summary")).toHaveText([
      /Are the currency exchange rates live\?/,
      /Why can't I convert Russian rubles \(RUB\)\?/,
    ]);
    // Every result still shows its category.
    await expect(results.locator("summary").nth(1)).toContainText("Troubleshooting");

    await expect(page).toHaveURL(/\/faq\?q=RATES$/);
    await page.reload();
    await expect(searchBox(page)).toHaveValue("RATES");
    await expect(page.getByRole("heading", { name: "Search Results (2)" })).toBeVisible();
  });

  test("shows the search of the URL after back and forward", async ({ page }) => {
    await openFaq(page);
    await searchBox(page).fill("ruble");
    await expect(page).toHaveURL(/\?q=ruble$/);

    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Most Popular Questions" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\?q=ruble$/);
    await expect(searchBox(page)).toHaveValue("ruble");
    await expect(page.getByRole("heading", { name: "Search Results (1)" })).toBeVisible();
  });

  test("says so when nothing matches, and Clear Search brings every question back", async ({
    page,
  }) => {
    await openFaq(page);
    await searchBox(page).fill("blorpx");

    await expect(page.getByRole("heading", { name: "No questions found" })).toBeVisible();
    await expect(page.getByText("We couldn't find any questions matching “blorpx”.")).toBeVisible();
    await expect(
      page.getByText("Try different keywords or browse all questions below."),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "All Questions" })).toBeVisible();
    await expect(page).toHaveURL(/\?q=blorpx$/);

    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByRole("heading", { name: "Most Popular Questions" })).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test("is accessible in the light and the dark theme", async ({ page }) => {
    await openFaq(page, "/faq?q=rates");
    await card(page, "Are the currency exchange rates live?").locator("summary").click();
    await expectAccessible(page);

    await openFaq(page);
    await card(page, "What is UnitWise?").first().locator("summary").click();
    await expectAccessible(page);

    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await card(page, "What is UnitWise?").first().locator("summary").click();
    await expectAccessible(page);

    await openFaq(page, "/faq?q=blorpx");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectAccessible(page);
  });
});

test.describe("FAQ without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("searches with the form and clears the search", async ({ page }) => {
    await page.goto("/faq");
    await searchBox(page).fill("ruble");
    await searchBox(page).press("Enter");

    await expect(page).toHaveURL(/\/faq\?q=ruble$/);
    await expect(page.getByRole("heading", { name: "Search Results (1)" })).toBeVisible();
    await expect(page.getByText("Showing results for “ruble”")).toBeVisible();

    await searchBox(page).fill("blorpx");
    await page
      .getByRole("search", { name: "Search the FAQ" })
      .getByRole("button", { name: "Search" })
      .click();
    await expect(page.getByRole("heading", { name: "No questions found" })).toBeVisible();

    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(page).toHaveURL(/\/faq\??$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Most Popular Questions" })).toBeVisible();
  });

  test("opens an answer", async ({ page }) => {
    await page.goto("/faq");
    const question = card(page, "Is there an API I can use?");
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open");
    // The server's limits (playwright.config.ts raises them): the answer states the settings'.
    await expect(
      question.getByText("1,000,000 requests per hour and 1,000 per second"),
    ).toBeVisible();
  });
});
