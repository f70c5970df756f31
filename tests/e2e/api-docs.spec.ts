import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

/** The "try it" form of one endpoint, by its accessible name ("Try POST /api/convert"). */
const tryForm = (page: Page, name: string) =>
  page.getByRole("form", { name: `Try ${name}`, exact: true });

/** Loads /api and waits until React has hydrated it (the theme toggle renders only then). */
async function openDocs(page: Page) {
  await page.goto("/api");
  await expect(page.getByRole("button", { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
}

test.describe("API documentation: try it", () => {
  test("sends the request with fetch and shows the answer in place", async ({ page }) => {
    await openDocs(page);
    const card = page.locator("#convert");
    await tryForm(page, "POST /api/convert")
      .getByRole("button", { name: "Send POST request" })
      .click();
    await expect(card.getByRole("status")).toHaveText("200 OK");
    await expect(card.getByLabel("Response body")).toContainText('"result": "1.524"');
    await expect(card.getByLabel("Response headers")).toContainText(
      "content-type: application/json",
    );
    await expect(page).toHaveURL(/\/api$/);

    const units = tryForm(page, "GET /api/units");
    await units.getByLabel("q (required)").fill("fahrenheit");
    await units.getByRole("button", { name: "Send GET request" }).click();
    await expect(page.locator("#lookupUnits").getByRole("status")).toHaveText("200 OK");
    await expect(page.locator("#lookupUnits").getByLabel("Response body")).toContainText(
      '"id": "fahrenheit"',
    );
    await expectAccessible(page);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectAccessible(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a GET form opens the endpoint's JSON", async ({ page }) => {
      await page.goto("/api");
      const units = tryForm(page, "GET /api/units");
      await units.getByLabel("q (required)").fill("psi");
      await units.getByRole("button", { name: "Send GET request" }).click();
      await expect(page).toHaveURL(/\/api\/units\?q=psi$/);
      expect(JSON.parse((await page.locator("body").textContent()) ?? "")).toMatchObject({
        query: "psi",
        units: [{ unit: { id: "psi" } }],
      });
    });

    test("a JSON body posts to the page, which shows the answer", async ({ page }) => {
      await page.goto("/api");
      const form = tryForm(page, "POST /api/convert/batch");
      await form
        .getByLabel("Request body (JSON)")
        .fill('{ "items": [{ "query": "1 mile in km" }] }');
      await form.getByRole("button", { name: "Send POST request" }).click();
      const card = page.locator("#convertBatch");
      await expect(card.getByRole("status")).toHaveText("200 OK");
      await expect(card.getByLabel("Response body")).toContainText('"result": "1.609344"');
      // The body sent stays in the form, to change and send again.
      await expect(form.getByLabel("Request body (JSON)")).toHaveValue(
        '{ "items": [{ "query": "1 mile in km" }] }',
      );
    });
  });
});
