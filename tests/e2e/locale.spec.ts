import { expect, expectAccessible, test } from "./fixtures";

/** Numbers as the visitor's locale writes them (decision 053). */

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("types 1,5 m and reads feet with a decimal comma, with no hydration mismatch", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await page.goto("/length-converter?value=1&from=meter&to=foot");
    // The server already wrote the result the German way.
    await expect(page.locator("#converter-result")).toHaveText("3,28083989501312");
    // Hydrated: the copy button needs JavaScript.
    await expect(page.getByRole("button", { name: /Copy result|Copied/ })).toBeAttached();
    const value = page.locator("#converter-value");
    await value.fill("1,5");
    await expect(page.locator("#converter-result")).toHaveText("4,92125984251969");
    await value.fill("1.234,5");
    await expect(page.locator("#converter-result")).toHaveText("4.050,1968503937");
    // Read the German way, and said so.
    await value.fill("1,500");
    await expect(page.locator("#converter-result")).toHaveText("4,92125984251969");
    await expect(page.locator("#converter-value-reading")).toHaveText(
      "Read as 1,5: in de-DE a comma is the decimal sign",
    );
    // Swap puts the result back in the German way, and reads it back.
    await page.getByRole("button", { name: "Swap units" }).click();
    await expect(value).toHaveValue("4,92125984251969");
    await expect(page.locator("#converter-result")).toHaveText("1,5");
    expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`a unit pair's table, formula and visual caption use a decimal comma (${theme})`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      if (theme === "dark") {
        await page.goto("/");
        await page.evaluate(() => localStorage.setItem("theme", "dark"));
      }
      await page.goto("/length-converter/mile-to-kilometer");
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      // Hydrated: the copy button needs JavaScript; the server's figures stay as they were.
      await expect(page.getByRole("button", { name: /Copy result|Copied/ })).toBeAttached();
      const table = page.getByRole("table").filter({ hasText: "miles (mi)" }).first();
      await expect(table.getByRole("row", { name: "0,5 0,804672" })).toBeVisible();
      await expect(table.getByRole("row", { name: "1.000 1.609,344" })).toBeVisible();
      await expect(page.getByText("multiply the value by 1,609344").first()).toBeVisible();
      // The drawing's own caption: a published guide on the page has figures with captions too.
      const caption = page
        .getByRole("region", { name: "Visual Representation" })
        .locator("figcaption");
      await expect(caption).toHaveText(
        "1 mile is 1,609344 kilometers, about 15 times the length of a football pitch",
      );
      // The caption follows the widget: 2,5 miles.
      await page.locator("#converter-value").fill("2,5");
      await expect(caption).toHaveText(/^2,5 miles is 4,02336 kilometers/);
      await expectAccessible(page);
      expect(problems.filter((text) => /hydrat/i.test(text))).toEqual([]);
    });
  }

  test("a question naming an ingredient, typed in the search dialog, is answered the German way", async ({
    page,
  }) => {
    await page.goto("/");
    const searchLink = page.getByRole("banner").getByRole("link", { name: "Search" });
    await expect(searchLink).toHaveAttribute("aria-haspopup", "dialog");
    await searchLink.click();
    const dialog = page.getByRole("dialog", { name: "Search converters" });
    await dialog.getByRole("combobox", { name: "Search converters" }).fill("1,5 cup flour in g");
    const cooking = dialog.getByRole("option").first();
    await expect(cooking).toContainText("Cooking Converter");
    await page.keyboard.press("Enter");
    // The cooking page shows all-purpose flour already: it answers the question there.
    await expect(page).toHaveURL(/\/cooking-converter\?/);
    await expect(page.getByText("1,5 cup (US) all-purpose flour =")).toBeVisible();
    await expect(page.locator("#converter-result")).toHaveText("187,5");
    await expect(page.getByText("With all-purpose flour, 0,528344104716297 g/mL")).toBeVisible();
  });

  test("chooses another number format and keeps it", async ({ page }) => {
    await page.goto("/length-converter?value=1234.5&from=meter&to=foot");
    await page.getByRole("link", { name: "change" }).click();
    await expect(page.getByRole("heading", { name: "Number format" })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Format").selectOption("en-US");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/length-converter$/);
    await page.goto("/length-converter?value=1234.5&from=meter&to=foot");
    await expect(page.locator("#converter-result")).toHaveText("4,050.1968503937");
  });
});
