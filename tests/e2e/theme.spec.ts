import { expect, expectAccessible, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  // Record the theme class at the moment <body> is first parsed, i.e. before first paint.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { themeAtFirstPaint: string }).themeAtFirstPaint =
          document.documentElement.className;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
});

test("light is the default theme", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
});

test("the theme toggle persists across reloads and applies before first paint", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(
    await page.evaluate(
      () => (window as unknown as { themeAtFirstPaint: string }).themeAtFirstPaint,
    ),
  ).toContain("dark");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  // The whole home page is checked in the dark theme by home.spec.ts; here the toggle's header.
  await expectAccessible(page, { include: "header" });

  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("the not-found page is accessible in the dark theme", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.goto("/missing-page");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectAccessible(page);
});
