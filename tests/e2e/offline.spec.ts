import { expect, test } from "./fixtures";

// The only tests that need the service worker, which the other tests block.
test.use({ serviceWorkers: "allow" });

test("the site is installable: a manifest with icons and a service worker", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await request.get(href ?? "")).json();
  expect(manifest).toMatchObject({
    name: expect.any(String),
    start_url: "/",
    display: "standalone",
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
  const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(registration).toMatch(/\/$/);
});

test("a converter page visited once keeps converting offline", async ({ page, context }) => {
  await page.goto("/length-converter");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Reload under the worker's control so the page and its assets pass through it and are kept.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect(page.getByRole("button", { name: "Swap units" })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Length Converter" })).toBeVisible();
  // Hydrated from cached scripts: the copy button only exists once JavaScript runs.
  await expect(page.getByRole("button", { name: "Copy result" })).toBeAttached();
  await page.getByLabel("From unit").selectOption("mile");
  await page.getByLabel("To unit").selectOption("kilometer");
  await page.getByLabel(/Value to convert/).fill("26.2");
  await expect(page.locator("#converter-result")).toHaveText("42.1648128");
  await context.setOffline(false);
});
