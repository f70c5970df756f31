import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

/** Unit pair pages, /{converter}/{from}-to-{to} (docs/decisions/050-unit-pair-pages.md). */

const PAIR = "/length-converter/mile-to-kilometer";
const result = (page: Page) => page.locator("#converter-result");

/** Opens a page and waits until it is hydrated (the copy button needs JavaScript). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("button", { name: /Copy result|Copied/ })).toBeAttached();
}

test("the converter starts at the pair and stays interactive; the URL is the pair's", async ({
  page,
}) => {
  await open(page, PAIR);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Miles to kilometers (mi to km)",
  );
  await expect(page.getByLabel("From unit")).toHaveValue("mile");
  await expect(page.getByLabel("To unit")).toHaveValue("kilometer");
  await expect(result(page)).toHaveText("1.609344");

  await page.getByLabel(/Value to convert/).fill("5");
  await expect(result(page)).toHaveText("8.04672");
  await expect(page).toHaveURL(`${PAIR}?value=5&from=mile&to=kilometer`);

  // Back at the state the path says, the URL is the path alone again.
  await page.getByLabel(/Value to convert/).fill("1");
  await expect(page).toHaveURL(PAIR);
});

test("the inverse pair is a link to its own page, preset to it", async ({ page }) => {
  await open(page, PAIR);
  await page.getByRole("link", { name: "Kilometers to miles" }).click();
  await expect(page).toHaveURL("/length-converter/kilometer-to-mile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Kilometers to miles (km to mi)",
  );
  await expect(page.getByLabel("From unit")).toHaveValue("kilometer");
  await expect(page.getByLabel("To unit")).toHaveValue("mile");
  await expect(result(page)).toHaveText("0.621371192237334");
});

test("a pair's page and an unknown pair's page pass axe in the light and the dark theme", async ({
  page,
}) => {
  // axe in two themes on each of its pages: twice the work of a one-theme test.
  test.slow();
  for (const path of [PAIR, "/currency-converter/usd-to-eur", "/length-converter/mile-to-gram"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path.endsWith("gram") ? 404 : 200);
    await expectAccessibleInBothThemes(page);
  }
});
