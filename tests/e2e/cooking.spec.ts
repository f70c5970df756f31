import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

// The cooking converter (decision 051): an ingredient turns cups into grams, with its density
// and source on the page, with and without JavaScript.

test("picking an ingredient converts a cup of it to grams, and the URL keeps it", async ({
  page,
}) => {
  await page.goto("/cooking-converter");
  // Hydrated first (the copy button needs JavaScript): picking an ingredient before then would
  // be a plain form field's change, which the browser does not submit.
  await expect(page.getByRole("button", { name: /Copy result|Copied/ })).toBeAttached();
  const result = page.locator("#converter-result");
  // All-purpose flour until another is chosen: USDA's 125 g a cup.
  await expect(page.getByLabel("Ingredient")).toHaveValue("all-purpose-flour");
  await page.getByLabel(/^Value to convert/).fill("1");
  await expect(result).toHaveText("125");
  await expect(page.getByText("Source: USDA FoodData Central, SR Legacy 20081")).toBeVisible();

  await page.getByLabel("Ingredient").selectOption("granulated-sugar");
  await expect(page).toHaveURL(/ingredient=granulated-sugar/);
  await expect(result).toHaveText("200");
  await expect(page.getByRole("heading", { name: "Granulated sugar" })).toBeVisible();
  await expect(page.getByRole("row", { name: "1 tbsp 12.5 g" })).toBeVisible();

  // Back from grams to cups, in the browser.
  await page.getByLabel("From unit").selectOption("gram");
  await page.getByLabel("To unit").selectOption("us-cup");
  await page.getByLabel(/^Value to convert/).fill("100");
  await expect(result).toHaveText("0.5");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form carries the ingredient and the server converts", async ({ page }) => {
    await page.goto("/cooking-converter");
    await page.getByLabel(/^Value to convert/).fill("2");
    await page.getByLabel("Ingredient").selectOption("butter");
    await page
      .getByRole("form", { name: "Converter" })
      .getByRole("button", { name: "Convert" })
      .click();
    await expect(page).toHaveURL(/value=2.*ingredient=butter/);
    await expect(page.locator("#converter-result")).toHaveText("454");
    await expect(page.getByText("Density: 0.959472894164795 g/mL")).toBeVisible();
  });

  test("an unknown ingredient is named, and flour is shown instead", async ({ page }) => {
    await page.goto("/cooking-converter?ingredient=moon-dust");
    await expect(page.getByText("There is no ingredient “moon-dust” here")).toBeVisible();
    await expect(page.locator("#converter-result")).toHaveText("125");
  });
});

test("the cooking converter passes axe in the light and the dark theme", async ({ page }) => {
  // axe in two themes on each of its pages: twice the work of a one-theme test.
  test.slow();
  await page.goto("/cooking-converter?ingredient=honey");
  await expect(page.getByRole("heading", { name: "Honey" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
