import type { Browser, Page } from "@playwright/test";
import { executeSql, expect, expectAccessible, layoutShift, test } from "./fixtures";

/**
 * The AdSense tab (docs/decisions/048-ad-slots.md): slots an admin adds show on the public pages
 * in space kept for them, only for visitors who allowed marketing, without moving the page.
 * The test server's publisher id comes from its configuration (playwright.config.ts).
 */

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": randomAddress() });
});

// The slots these tests add are named "E2E …": removed after each test, with a new version so the
// running Worker reads the slots (and renders its cached pages) again.
test.afterEach(async () => {
  await executeSql(
    "DELETE FROM ad_slots WHERE name LIKE 'E2E %'; DELETE FROM site_settings WHERE key = 'announcement'; UPDATE catalogue_version SET version = lower(hex(randomblob(8)));",
  );
});

function randomAddress() {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** A slot id of digits no other test uses. */
const newSlotId = () => String(Math.floor(1e9 + Math.random() * 8e9));

/**
 * A visitor who has chosen cookies (`marketing` or not), in a browser context of their own. Every
 * request for another host (Google's scripts) is answered here: nothing leaves the machine.
 */
async function newVisitor(
  browser: Browser,
  {
    marketing,
    theme = "light",
    width = 1280,
  }: { marketing: boolean; theme?: string; width?: number },
) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "CF-Connecting-IP": randomAddress() },
    viewport: { width, height: 800 },
  });
  await context.addInitScript(
    ({ marketing, theme }) => {
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ necessary: true, analytics: false, marketing, personalization: false }),
      );
      localStorage.setItem("theme", theme);
    },
    { marketing, theme },
  );
  const thirdParty: string[] = [];
  await context.route(/^https?:\/\/(?!localhost)/, (route) => {
    thirdParty.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return { page: await context.newPage(), thirdParty };
}

interface NewSlot {
  name: string;
  slot: string;
  format: string;
  size?: string;
  placement?: string;
}

async function addSlot(page: Page, { name, slot, format, size, placement }: NewSlot) {
  await page.goto("/admin/adsense");
  await page.getByText("Add an ad slot").click();
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Add ad slot" }) });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Slot id").fill(slot);
  await form.getByLabel("Format").selectOption(format);
  if (size) await form.getByLabel("Size").selectOption(size);
  if (placement) await form.getByLabel("Placement").selectOption(placement);
  await form.getByRole("button", { name: "Add ad slot" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Ad slot added",
  );
}

const slotBox = (page: Page, slot: string) => page.locator(`ins[data-ad-slot="${slot}"]`);

test("an admin's slot shows to visitors who allowed marketing, in its reserved space, until turned off", async ({
  page,
  browser,
  signInAsNewAdmin,
}) => {
  const slot = newSlotId();
  const name = `E2E header ${slot}`;
  await signInAsNewAdmin(page);
  await addSlot(page, { name, slot, format: "horizontal", size: "728x90", placement: "header" });
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("On");

  const { page: visitor, thirdParty } = await newVisitor(browser, { marketing: true });
  await visitor.goto("/length-converter");
  const box = slotBox(visitor, slot);
  await expect(box).toBeVisible();
  expect(await box.boundingBox()).toMatchObject({ width: 728, height: 90 });
  await expect(visitor.locator(".ad-slot", { has: box })).toContainText("Advertisement");
  // Handed to AdSense once shown, and AdSense's script requested for the configured account.
  // The script element is added first; its request reaches the route handler a moment later.
  await expect(box).toHaveAttribute("data-ad-requested", "");
  await expect
    .poll(() => thirdParty.some((url) => url.includes("adsbygoogle.js?client=ca-pub-1234567890")))
    .toBe(true);

  // A visitor who refused marketing gets neither the space nor a request to Google.
  const { page: refused, thirdParty: refusedRequests } = await newVisitor(browser, {
    marketing: false,
  });
  await refused.goto("/length-converter");
  await expect(refused.locator("h1")).toBeVisible();
  await expect(slotBox(refused, slot)).toBeHidden();
  await refused.waitForLoadState("networkidle");
  expect(refusedRequests).toEqual([]);

  await page.getByRole("button", { name: `Turn off ${name}` }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Ad slot turned off",
  );
  await visitor.reload();
  await expect(visitor.locator("h1")).toBeVisible();
  await expect(slotBox(visitor, slot)).toHaveCount(0);
  await visitor.context().close();
  await refused.context().close();
});

test("slots and the banner move nothing as the page loads (CLS ≤ 0.01), and pass axe in light and dark", async ({
  page,
  browser,
  signInAsNewAdmin,
}) => {
  // Four slots added through the tab, a setting written with wrangler, three visitors and axe in
  // two themes: about 20 s alone, more than the default 30 s on a busy 2-core machine.
  test.slow();
  await signInAsNewAdmin(page);
  const slots = {
    header: newSlotId(),
    content: newSlotId(),
    sidebar: newSlotId(),
    footer: newSlotId(),
  };
  await addSlot(page, {
    name: `E2E top ${slots.header}`,
    slot: slots.header,
    format: "horizontal",
    placement: "header",
  });
  await addSlot(page, {
    name: `E2E mid ${slots.content}`,
    slot: slots.content,
    format: "rectangle",
    placement: "content",
  });
  await addSlot(page, {
    name: `E2E side ${slots.sidebar}`,
    slot: slots.sidebar,
    format: "vertical",
    size: "300x600",
    placement: "sidebar",
  });
  await addSlot(page, {
    name: `E2E end ${slots.footer}`,
    slot: slots.footer,
    format: "auto",
    size: "responsive",
    placement: "footer",
  });
  await executeSql(
    `INSERT OR REPLACE INTO site_settings (key, value) VALUES ('announcement', '{"enabled":true,"text":"E2E maintenance tonight","link":null}'); UPDATE catalogue_version SET version = lower(hex(randomblob(8)));`,
  );

  for (const theme of ["light", "dark"] as const) {
    const { page: visitor } = await newVisitor(browser, { marketing: true, theme });
    await visitor.goto("/length-converter?value=3&from=foot&to=meter");
    await expect(visitor.getByRole("complementary", { name: "Announcement" })).toBeVisible();
    for (const slot of Object.values(slots)) await expect(slotBox(visitor, slot)).toBeVisible();
    await expect(slotBox(visitor, slots.sidebar)).toHaveAttribute("data-ad-requested", "");
    const shift = await layoutShift(visitor, 1000);
    expect(shift, `cumulative layout shift in ${theme}`).toBeLessThanOrEqual(0.01);
    if (theme === "dark") await expect(visitor.locator("html")).toHaveClass(/dark/);
    await expectAccessible(visitor);
    await visitor.context().close();
  }

  // On a phone: the sidebar's slot is not shown (nor asked for), the others are.
  const { page: phone } = await newVisitor(browser, { marketing: true, width: 390 });
  await phone.goto("/length-converter");
  await expect(slotBox(phone, slots.header)).toBeVisible();
  await expect(slotBox(phone, slots.sidebar)).toBeHidden();
  await expect(slotBox(phone, slots.header)).toHaveAttribute("data-ad-requested", "");
  await expect(slotBox(phone, slots.sidebar)).not.toHaveAttribute("data-ad-requested", "");
  await phone.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tab's forms add, refuse with 'Missing Information', and turn off", async ({
    page,
    signInAsNewAdmin,
  }) => {
    await signInAsNewAdmin(page);
    await page.goto("/admin/adsense");
    await page.getByText("Add an ad slot").click();
    await page.getByRole("button", { name: "Add ad slot" }).click();
    await expect(page.getByRole("alert")).toContainText("Missing Information");
    await expect(page.getByRole("alert")).toContainText("Please fill in all required fields");

    const slot = newSlotId();
    const name = `E2E plain ${slot}`;
    await page.getByText("Add an ad slot").click();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Slot id").fill(slot);
    await page.getByLabel("Format").selectOption("auto");
    await page.getByRole("button", { name: "Add ad slot" }).click();
    await expect(page.getByRole("main").getByRole("status").first()).toContainText("Ad slot added");
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("content");
    await expect(row).toContainText("On");

    await page.getByRole("button", { name: `Turn off ${name}` }).click();
    await expect(page.getByRole("main").getByRole("status").first()).toContainText(
      "Ad slot turned off",
    );
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Off");
  });
});
