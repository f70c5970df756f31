import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, PORT, test } from "./fixtures";

/**
 * The embedded converters (docs/decisions/079-embeds.md) as another site shows them: framed by a
 * page of another origin, converting as one types, setting no cookie; without JavaScript; from
 * the <unitwise-converter> element; and offered on the converter page.
 */

const SITE = `http://localhost:${PORT}`;
/**
 * A page of another site: served by a server of this test's own on 127.0.0.1 (another site than
 * localhost, and on the loopback address, which Chrome's Local Network Access lets frame
 * localhost without asking).
 */
async function hostPage(page: Page, body: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(
      `<!DOCTYPE html><html lang="en"><head><title>A recipe blog</title></head><body><h1>Bread</h1>${body}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  hosts.push(server);
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
}

const hosts: Server[] = [];
test.afterEach(async () => {
  await Promise.all(hosts.splice(0).map((server) => new Promise((done) => server.close(done))));
});

test.use({ consented: false });

test("another site frames a converter that converts as one types and sets no cookie", async ({
  page,
}) => {
  await hostPage(
    page,
    `<iframe src="${SITE}/embed/length-converter/foot-to-meter" title="Length converter" width="560" height="240"></iframe>`,
  );
  const frame = page.frameLocator('iframe[title="Length converter"]');
  await expect(frame.locator("#embed-result")).toHaveText("1 ft = 0.3048 m");
  await frame.getByLabel("Value").fill("5280");
  await frame.getByLabel("To").selectOption("mile");
  await expect(frame.locator("#embed-result")).toHaveText("5280 ft = 1 mi");
  await expect(frame.getByRole("link", { name: "Length Converter on UnitWise" })).toHaveAttribute(
    "href",
    `${SITE}/length-converter?value=5280&from=foot&to=mile`,
  );
  expect(await page.context().cookies(SITE)).toEqual([]);
});

test("the element from one script puts the converter on a page, in the theme asked for", async ({
  page,
}) => {
  await hostPage(
    page,
    `<script src="${SITE}/embed.js" async></script><unitwise-converter converter="temperature-converter" from="celsius" to="fahrenheit" theme="dark" title="Temperature converter"></unitwise-converter>`,
  );
  const frame = page.frameLocator('iframe[title="Temperature converter"]');
  await frame.getByLabel("Value").fill("100");
  await expect(frame.locator("#embed-result")).toHaveText("100 °C = 212 °F");
  await expect(frame.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("an embed passes axe in the light and the dark theme", async ({ page }) => {
  for (const theme of ["light", "dark"]) {
    await page.goto(`/embed/length-converter?theme=${theme}`);
    await expect(page.locator("#embed-result")).toContainText(" = ");
    await expectAccessible(page);
  }
});

test("the converter page offers the code in three sizes and a preview, accessibly", async ({
  page,
}) => {
  await page.goto("/length-converter?from=mile&to=kilometer");
  const section = page.getByRole("region", { name: "Embed this converter" });
  await section.getByText("Show the code and a preview").click();
  await expect(section.getByLabel(/^Compact/)).toHaveValue(
    `<iframe src="${SITE}/embed/length-converter/mile-to-kilometer" title="Length Converter by UnitWise" width="320" height="360" style="border:0" loading="lazy"></iframe>`,
  );
  await expect(section.getByLabel(/^Wide/)).toHaveValue(/width="560" height="240"/);
  const preview = page.frameLocator('iframe[title="Preview: the embedded Length Converter"]');
  await expect(preview.locator("#embed-result")).toHaveText("1 mi = 1.609344 km");
  await expectAccessible(page, { include: 'section[aria-labelledby="embed-converter"]' });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the embed's form converts on the server", async ({ page }) => {
    await page.goto("/embed/length-converter/foot-to-meter");
    await page.getByLabel("Value").fill("3");
    await page.getByLabel("To").selectOption("inch");
    await page.getByRole("button", { name: "Convert" }).click();
    await expect(page).toHaveURL(/\/embed\/length-converter\?value=3&from=foot&to=inch$/);
    await expect(page.locator("#embed-result")).toHaveText("3 ft = 36 in");
  });
});
