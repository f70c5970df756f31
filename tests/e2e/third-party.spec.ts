import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";

test.use({ consented: false });

const isThirdParty = (request: Request) => !/^https?:\/\/localhost[:/]/.test(request.url());

/** Records every request that leaves for another host; answers them so nothing hangs. */
async function recordThirdParty(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (isThirdParty(request)) requests.push(request.url());
  });
  await page.route(/^https:\/\/(?!localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  return requests;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

test("no request leaves for a third party before consent", async ({ page }) => {
  const requests = await recordThirdParty(page);
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await page.goto("/length-converter?value=3&from=foot&to=meter");
  await expect(page.locator("#converter-result")).toHaveText("0.9144");
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
});

test("Reject All keeps every third party away", async ({ page }) => {
  const requests = await recordThirdParty(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Reject All" }).click();
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(requests).toEqual([]);
});

test("Accept All loads the configured analytics and ads tags", async ({ page }) => {
  const requests = await recordThirdParty(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect
    .poll(() =>
      requests.some((url) => url.includes("googletagmanager.com/gtag/js?id=G-E2ETEST123")),
    )
    .toBe(true);
  await expect
    .poll(() => requests.some((url) => url.includes("adsbygoogle.js?client=ca-pub-1234567890")))
    .toBe(true);
});

test("analytics consent alone loads analytics but no ads", async ({ page }) => {
  const requests = await recordThirdParty(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Customize" }).click();
  await page.getByRole("switch", { name: "Analytics" }).check();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect.poll(() => requests.some((url) => url.includes("googletagmanager.com"))).toBe(true);
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(requests.some((url) => url.includes("googlesyndication.com"))).toBe(false);
});
