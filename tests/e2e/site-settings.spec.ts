import type { Browser, Page } from "@playwright/test";
import { executeSql, expect, expectAccessibleInBothThemes, test } from "./fixtures";

// Every test comes from an address of its own (sign-ups and messages are limited per address).
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": randomAddress() });
});

// The tests share one D1 with the other spec files: back to the defaults (banner off, light
// theme), with a new version so the running Worker reads the settings again.
test.afterEach(async () => {
  await executeSql(
    "DELETE FROM site_settings; UPDATE catalogue_version SET version = lower(hex(randomblob(8)));",
  );
});

function randomAddress() {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

const banner = (page: Page) => page.getByRole("complementary", { name: "Announcement" });
const bannerForm = (page: Page) => page.getByRole("region", { name: "Announcement banner" });

/** A visitor of their own: another browser context, having chosen cookies already. */
async function newVisitor(browser: Browser) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "CF-Connecting-IP": randomAddress() },
  });
  await context.addInitScript(() =>
    localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true })),
  );
  return context.newPage();
}

async function saveBanner(page: Page, { on, text }: { on: boolean; text?: string }) {
  await page.goto("/admin/settings");
  const form = bannerForm(page);
  await form.getByLabel("Show the banner").setChecked(on);
  if (text !== undefined) await form.getByLabel("Text").fill(text);
  // Saved before the caller goes on: a visitor's reload right after must not race the write.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.startsWith("/admin/settings"),
  );
  await form.getByRole("button", { name: "Save Announcement banner" }).click();
  await saved;
}

test("an admin turns the banner on, a visitor dismisses it, the admin turns it off", async ({
  page,
  browser,
  signInAsNewAdmin,
}) => {
  const text = `Scheduled maintenance ${crypto.randomUUID().slice(0, 8)}`;
  await signInAsNewAdmin(page);
  await saveBanner(page, { on: true, text });
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Settings Saved",
  );
  await expect(banner(page)).toContainText(text);

  const visitor = await newVisitor(browser);
  await visitor.goto("/");
  await expect(banner(visitor)).toContainText(text);
  await banner(visitor).getByRole("button", { name: "Dismiss announcement" }).click();
  await expect(banner(visitor)).toBeHidden();
  // Remembered: hidden before the first paint on the next page.
  await visitor.goto("/length");
  await expect(visitor.locator("h1")).toBeVisible();
  await expect(banner(visitor)).toBeHidden();

  // A new announcement shows again, even to a visitor who dismissed the last one.
  await saveBanner(page, { on: true, text: `${text}, now at 22:00` });
  await visitor.reload();
  await expect(banner(visitor)).toContainText("now at 22:00");

  await saveBanner(page, { on: false });
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Settings Saved",
  );
  await visitor.reload();
  await expect(visitor.locator("h1")).toBeVisible();
  await expect(banner(visitor)).toHaveCount(0);
  await visitor.context().close();
});

test("a page with the banner passes axe in the light and the dark theme", async ({
  page,
  signInAsNewAdmin,
}) => {
  // The Settings tab itself is checked with every other tab in admin.spec.ts.
  await signInAsNewAdmin(page);
  await saveBanner(page, { on: true, text: "Accessible announcement" });
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the forms save, refuse with a message, and the default theme applies", async ({
    page,
    signInAsNewAdmin,
  }) => {
    await signInAsNewAdmin(page);
    await page.goto("/admin/settings");
    const appearance = page.getByRole("region", { name: "Default theme" });
    await appearance.getByLabel("For visitors who have not chosen one").selectOption("dark");
    await appearance.getByRole("button", { name: "Save Default theme" }).click();
    await expect(page.getByText("The site shows the new settings now")).toBeVisible();
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);

    await page.goto("/admin/settings");
    const limits = page.getByRole("region", { name: "API limits" });
    await limits.getByLabel("Per second").fill("0");
    await limits.getByRole("button", { name: "Save API limits" }).click();
    await expect(page.getByRole("alert")).toContainText("apiLimits.perSecond must be at least 1");

    await saveBanner(page, { on: true, text: "Shown without JavaScript" });
    await expect(page.getByText("The site shows the new settings now")).toBeVisible();
    await page.goto("/");
    await expect(banner(page)).toContainText("Shown without JavaScript");
    // Dismissing needs JavaScript: without it the banner simply stays, with no dead button.
    await expect(banner(page).getByRole("button")).toBeHidden();
  });
});
