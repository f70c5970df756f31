import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

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
  await reloadUnderServiceWorker(page);
  await expect(page.getByRole("button", { name: "Swap units" })).toBeVisible();
  // The exact engine loads once the page is idle (decision 049), with the chunks it imports: a
  // visitor who stays that long has them kept for offline use too. Wait until the worker has
  // stored the page, the engine and every script the page has fetched.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const scripts = performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name))
            .filter((url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"))
            .map((url) => url.pathname);
          const kept = new Set<string>();
          for (const name of await caches.keys()) {
            for (const request of await (await caches.open(name)).keys()) {
              kept.add(new URL(request.url).pathname);
            }
          }
          const engine = scripts.some((path) => /\/calculation-[\w-]+\.js$/.test(path));
          const page = kept.has(location.pathname);
          return page && engine && scripts.every((path) => kept.has(path));
        }),
      { timeout: 20_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Length Converter" })).toBeVisible();
  // Hydrated from cached scripts: the copy button only exists once JavaScript runs.
  await expect(page.getByRole("button", { name: "Copy result" })).toBeAttached();
  await page.getByLabel("From unit").selectOption("mile");
  await page.getByLabel("To unit").selectOption("kilometer");
  await page.getByLabel(/Value to convert/).fill("26.2");
  await expect(page.locator("#converter-result")).toHaveText("42.1648128");
  // The page under a query never asked for (a link with other values) is the page kept, not
  // the home page.
  await page.goto("/length-converter?value=3&from=foot&to=meter");
  await expect(page.getByRole("heading", { level: 1, name: "Length Converter" })).toBeVisible();
  await context.setOffline(false);
});

test("keeps nothing of a signed-in visitor's account or admin pages, nor their data", async ({
  page,
  signInAsNewAdmin,
}) => {
  await signInAsNewAdmin(page);
  await page.goto("/");
  await reloadUnderServiceWorker(page);
  await expect(page.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();

  // Moving inside the site fetches each page's `.data` through the worker.
  const accountMenu = page.locator("header summary", { hasText: "Account" });
  const pages: Array<[link: string, path: string, heading: string]> = [
    ["Your account", "/account", "Your Account"],
    ["Admin Dashboard", "/admin", "Admin Dashboard"],
  ];
  for (const [link, path, heading] of pages) {
    const data = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(`${path}.data`),
    );
    await accountMenu.click();
    await page.getByRole("link", { name: link }).click();
    expect((await data).ok()).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }

  const kept = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((path) => /^\/(account|admin)\b/.test(path))).toEqual([]);
});

/** Waits for the service worker, then reloads under its control so the page and its assets pass through it. */
async function reloadUnderServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}
