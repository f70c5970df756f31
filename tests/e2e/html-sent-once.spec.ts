import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Server HTML sent once (docs/decisions/056-html-sent-once.md): the document's data names the
 * converter page's sections and the footer by key, and the browser takes their markup from the
 * page it hydrates; later navigations bring the markup with their data.
 */

/** Console errors and uncaught exceptions (a hydration mismatch is one in production React). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  // Hydrated: the copy button needs JavaScript.
  await expect(page.getByRole("button", { name: /Copy result|Copied/ })).toBeAttached();
}

const faq = (page: Page) => page.locator('section[aria-labelledby="converter-faq"] details');

test("the sections hydrate from the page and stay as they are while the page's data reloads", async ({
  page,
}) => {
  const problems = problemsOf(page);
  await open(page, "/length-converter?value=2&from=foot&to=meter");
  await expect(page.locator("#converter-education")).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage Cookie Settings" })).toBeAttached();

  // The visitor opens the second answer; a mark on the element shows whether it is replaced.
  const second = faq(page).nth(1);
  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open", "");
  await second.evaluate((element) => element.setAttribute("data-probe", "kept"));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // A question that asks what the page shows reloads the page's data through the router, and
  // the converter keeps its state (a new state would start a new page).
  await page.getByLabel("Type a conversion").fill("2 feet to meters");
  await page.getByRole("button", { name: "Convert", exact: true }).first().click();
  await expect(page).toHaveURL(/q=2\+feet\+to\+meters/);
  await expect(page.locator("#converter-result")).toHaveText("0.6096");

  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await expect(second).toHaveAttribute("data-probe", "kept");
  await expect(second).toHaveAttribute("open", "");
  expect(problems).toEqual([]);
});

test("a related converter's link brings that converter's sections with its data", async ({
  page,
}) => {
  const problems = problemsOf(page);
  await open(page, "/length-converter");
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .locator('section[aria-labelledby="related-converters"]')
    .getByRole("link", { name: /Area Converter/ })
    .click();
  await expect(page).toHaveURL(/\/area-converter$/);
  await expect(page.locator("#converter-education")).toContainText(/area/i);
  await expect(page.locator("#converter-education")).not.toContainText(/length/i);
  await expect(faq(page).first()).toContainText(/square/i);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  // The widget's lists' options came with the data too: the area converter's units, and they
  // work (React sets the choice among options it did not write).
  await expect(page.locator("#converter-from option[value=meter]")).toHaveCount(0);
  await page.locator("#converter-from").selectOption("acre");
  await expect(page).toHaveURL(/from=acre/);
  await expect(page.locator("#converter-from")).toHaveValue("acre");
  // The footer is the same on every page: still there, still working through the router.
  await page.getByRole("link", { name: "About", exact: true }).last().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(problems).toEqual([]);
});

test("the home page hydrates its sections from the page; 'View All' adds the cards the data brought", async ({
  page,
}) => {
  const problems = problemsOf(page);
  await page.goto("/");
  const common = page.locator('section[aria-labelledby="category-common"]');
  const viewAll = common.getByRole("button", { name: "View All 23 Common Converters" });
  await expect(viewAll).toBeVisible(); // a button once hydrated (a link before)
  const cards = common.locator("#category-common-cards > li");
  await expect(cards).toHaveCount(8);
  const first = await cards.first().textContent();
  await viewAll.click();
  await expect(cards).toHaveCount(23); // 20 converters and the 3 time tools
  await common.getByRole("button", { name: "Show Less" }).click();
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toHaveText(first ?? "");
  await expect(page.getByRole("link", { name: "Explore Converters" })).toBeVisible();
  expect(problems).toEqual([]);
});
