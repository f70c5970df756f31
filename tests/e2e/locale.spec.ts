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
