import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

const result = (page: Page) => page.locator("#converter-result");

/** Opens a converter page and waits until it is hydrated (the copy button needs JavaScript). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole("button", { name: /Copy result|Copied/ })).toBeAttached();
}

test.describe("with JavaScript", () => {
  test("converts as you type and the URL follows", async ({ page }) => {
    await open(page, "/length-converter");
    await page.getByLabel("From unit").selectOption("foot");
    await page.getByLabel("To unit").selectOption("meter");
    await page.getByLabel(/Value to convert/).fill("5");
    await expect(result(page)).toHaveText("1.524");
    await expect(page.getByRole("region", { name: "Conversion Result" })).toContainText(
      "5 ft = 1.524 m",
    );
    await expect(page).toHaveURL(/value=5&from=foot&to=meter/);

    await page.getByLabel(/Value to convert/).fill("5 ft");
    await expect(result(page)).toHaveText("");
  });

  test("the engine is not part of the page's load; it arrives once the page is idle", async ({
    page,
  }) => {
    const url = "/length-converter?value=5&from=foot&to=meter";
    const engineChunk = /\/assets\/calculation-[\w-]+\.js/;
    // Neither preloaded nor imported by the page's first scripts.
    const html = await (await page.request.get(url)).text();
    expect(html).toContain("1.524");
    expect(html).not.toMatch(engineChunk);

    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await open(page, url);
    await expect(result(page)).toHaveText("1.524");
    await expect(page.getByRole("row", { name: "10 3.048", exact: true })).toBeVisible();
    // The pair's sections: the server's markup until the pair changes, then React's.
    const information = page.getByRole("region", { name: "Conversion Information" });
    await expect(information).toContainText("About the meter (m)");
    await expect.poll(() => scripts.filter((path) => engineChunk.test(path))).toHaveLength(1);

    await page.getByLabel(/Value to convert/).fill("7");
    await expect(result(page)).toHaveText("2.1336");
    await page.getByLabel("To unit").selectOption("inch");
    await expect(result(page)).toHaveText("84");
    await expect(page.getByRole("row", { name: "10 120", exact: true })).toBeVisible();
    await expect(information).toContainText("About the inch (in)");
    await expect(information).not.toContainText("About the meter");
  });

  test("swap exchanges the units and carries the result; reset sets the value to 1", async ({
    page,
  }) => {
    await open(page, "/length-converter?value=5&from=foot&to=meter");
    // The page itself, as a document or as the router's data for it.
    const pageRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/length-converter"))
        pageRequests.push(request.url());
    });
    await page.getByRole("button", { name: "Swap units" }).click();
    await expect(page.getByLabel("From unit")).toHaveValue("meter");
    await expect(page.getByLabel("To unit")).toHaveValue("foot");
    await expect(page.getByLabel(/Value to convert/)).toHaveValue("1.524");
    await expect(result(page)).toHaveText("5");

    await page.getByRole("link", { name: "Reset value to 1" }).click();
    await expect(page.getByLabel(/Value to convert/)).toHaveValue("1");
    // Once the page has hydrated both happen in the browser: the page is not asked for again.
    expect(pageRequests).toEqual([]);
  });

  test("copies the result and confirms for two seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page, "/temperature-converter?value=100&from=celsius&to=fahrenheit");
    await expect(result(page)).toHaveText("212");
    await page.getByRole("button", { name: "Copy result" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("212");
    await expect(page.getByRole("button", { name: "Copy result" })).toBeVisible({ timeout: 4000 });

    await page.getByLabel(/Value to convert/).fill("");
    await expect(page.getByRole("button", { name: "Copy result" })).toBeDisabled();
  });

  test("a popular conversion card sets the units and value", async ({ page }) => {
    await open(page, "/weight-converter?value=7");
    const cards = page
      .getByRole("region", { name: "Popular Conversions" })
      .or(page.locator("section[aria-labelledby=popular-conversions]"));
    await cards.getByRole("link").nth(1).click();
    await expect(page.getByLabel("From unit")).toHaveValue("pound");
    await expect(page.getByLabel("To unit")).toHaveValue("kilogram");
    await expect(page.getByLabel(/Value to convert/)).toHaveValue("1");
    await expect(result(page)).toHaveText("0.45359237");
  });

  test("the precision select changes the significant digits", async ({ page }) => {
    await open(page, "/angle-converter?value=1&from=degree&to=radian");
    await expect(result(page)).toHaveText("0.0174532925199433");
    await page.getByLabel("Significant digits").selectOption("5");
    await expect(result(page)).toHaveText("0.017453");
    await expect(page).toHaveURL(/precision=5/);
  });

  test("free text converts and moves to the right converter", async ({ page }) => {
    await open(page, "/length-converter");
    await page.getByLabel("Type a conversion").fill("100 km/h in mph");
    await page.getByRole("button", { name: "Convert", exact: true }).first().click();
    await expect(page).toHaveURL(/\/speed-converter\?/);
    await expect(result(page)).toHaveText("62.1371192237334");
  });

  test("compound results for feet and inches", async ({ page }) => {
    await open(page, "/length-converter?value=175&from=centimeter&to=foot");
    await expect(page.getByRole("region", { name: "Conversion Result" })).toContainText(
      "5 ft 8.9 in",
    );
  });

  test("the visual representation draws when scrolled to and follows the values", async ({
    page,
  }) => {
    await open(page, "/length-converter?value=5&from=foot&to=meter");
    const canvas = page.locator("figure canvas");
    await expect(canvas).toHaveAccessibleName(/^5 feet is 1.524 meters/);
    const paintedPixels = () =>
      canvas.evaluate((element) => {
        const node = element as HTMLCanvasElement;
        const context = node.getContext("2d");
        if (!context || node.width === 0 || node.height === 0) return 0;
        const { data } = context.getImageData(0, 0, node.width, node.height);
        let painted = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) painted++;
        return painted;
      });
    const drawing = () => canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
    await canvas.scrollIntoViewIfNeeded();
    await expect.poll(paintedPixels).toBeGreaterThan(1000);
    const first = await drawing();

    await page.getByLabel(/Value to convert/).fill("500");
    await expect(canvas).toHaveAccessibleName(/^500 feet is 152.4 meters/);
    await expect.poll(drawing).not.toBe(first);
  });

  test("is accessible in light and dark themes", async ({ page }) => {
    await open(page, "/length-converter?value=5&from=foot&to=meter");
    await expectAccessibleInBothThemes(page);
    await open(page, "/case-converter");
    await expectAccessibleInBothThemes(page);
  });

  test("an unknown converter shows Converter Not Found", async ({ page }) => {
    const response = await page.goto("/teleport-converter");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Converter Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form converts on the server and swap works", async ({ page }) => {
    await page.goto("/length-converter");
    await page.getByLabel(/Value to convert/).fill("5");
    await page.getByLabel("From unit").selectOption("foot");
    await page.getByLabel("To unit").selectOption("meter");
    await page.getByRole("button", { name: "Convert", exact: true }).last().click();
    await expect(page).toHaveURL(/value=5&from=foot&to=meter/);
    await expect(result(page)).toHaveText("1.524");

    await page.getByRole("button", { name: "Swap units" }).click();
    await expect(page.getByLabel("From unit")).toHaveValue("meter");
    await expect(result(page)).toHaveText("5");
  });

  test("free text works", async ({ page }) => {
    await page.goto("/length-converter");
    await page.getByLabel("Type a conversion").fill("5 ft 3 in to cm");
    await page.getByRole("button", { name: "Convert", exact: true }).first().click();
    await expect(page.getByText("5 ft 3 in = 160.02 cm")).toBeVisible();
  });
});
