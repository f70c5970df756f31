import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

const box = (page: Page) => page.getByRole("searchbox", { name: "Expression to calculate" });
const answer = (page: Page) => page.getByTestId("calculation-answer");

test("an expression typed on /calculator is answered with its steps, accessibly in both themes", async ({
  page,
}) => {
  await page.goto("/calculator");
  await expect(page.getByRole("heading", { name: "Unit calculator" })).toBeVisible();
  await box(page).fill("3 kWh/100km to J/m");
  await box(page).press("Enter");
  await expect(page).toHaveURL(/\/calculator\?q=3\+kWh%2F100km\+to\+J%2Fm$/);
  await expect(answer(page)).toHaveText("108 J/m");
  await page.getByText("How it was worked out").click();
  await expect(
    page.getByText('"kWh/100km" is the kilowatt-hour per 100 kilometers: 36 kg·m/s²'),
  ).toBeVisible();
  // The converter that owns the dimension is a link away.
  await expect(page.getByRole("link", { name: "Energy Consumption Converter" })).toHaveAttribute(
    "href",
    "/energy-consumption-converter",
  );
  await expectAccessibleInBothThemes(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calculator's form works, and says why it refuses", async ({ page }) => {
    await page.goto("/calculator");
    await box(page).fill("60 mph * 2 h");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(answer(page)).toHaveText("193.12128 km");
    await expect(page.getByText("(120 mi)")).toBeVisible();
    await box(page).fill("60 mph + 2 h");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("alert")).toHaveText("I can't add a speed (length/time) to a time");
  });

  test("a converter page's question box answers a calculation in place", async ({ page }) => {
    await page.goto("/length-converter");
    const question = page.getByRole("searchbox", { name: "Type a conversion" });
    await question.fill("5 ft + 3 in to cm");
    await page.locator("form", { has: question }).getByRole("button", { name: "Convert" }).click();
    await expect(page).toHaveURL(/\/length-converter\?q=5\+ft\+%2B\+3\+in\+to\+cm$/);
    await expect(answer(page)).toHaveText("160.02 cm");
    await page.getByText("How it was worked out").click();
    await expect(page.getByText('"in" is the inch: 0.0254 m')).toBeVisible();
  });
});

test("the search dialog answers a calculation, and Enter opens it in the calculator", async ({
  page,
}) => {
  await page.goto("/about");
  const search = page.getByRole("banner").getByRole("link", { name: "Search" });
  await expect(search).toHaveAttribute("aria-haspopup", "dialog");
  await search.click();
  const dialog = page.getByRole("dialog", { name: "Search converters" });
  await dialog.getByRole("combobox", { name: "Search converters" }).fill("60 mph * 2 h to km");
  await expect(dialog.getByRole("link", { name: "= 193.12128 km" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/calculator\?q=60\+mph\+\*\+2\+h\+to\+km$/);
  await expect(answer(page)).toHaveText("193.12128 km");
});
