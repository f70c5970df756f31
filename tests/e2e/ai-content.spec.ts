import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

// docs/decisions/044-converter-guides.md. The local writer serves (no network): guides are
// written by the local queue consumer. The tests' D1 outlives a run, so each test first deletes
// the guides it needs missing.

test.beforeEach(async ({ page }) => {
  const byte = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` });
});

const TAB = "/admin/ai-content";
const unique = () => crypto.randomUUID().slice(0, 8);

async function withoutGuides(page: Page, slugs: readonly string[]) {
  for (const slug of slugs) {
    const response = await page.request.delete(`/api/content/${slug}`);
    expect([200, 404]).toContain(response.status());
  }
}

const item = (page: Page, converterName: string) =>
  page.getByRole("article", { name: converterName, exact: true });
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });
/** Every converter has a guide and none is on its way: "81 of 81 converters have a guide". */
const allDone = (page: Page) => page.getByText(/^(\d+) of \1 converters have a guide/);

test("an admin generates all, watches progress reach done, edits a guide; a visitor reads it", async ({
  page,
  browser,
  signInAsNewAdmin,
}) => {
  test.slow();
  await signInAsNewAdmin(page);
  await withoutGuides(page, ["energy-converter", "frequency-converter", "torque-converter"]);
  await page.goto(TAB);
  await expect(page.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();

  await page.getByRole("button", { name: "Generate all" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /^Generated \d+ new article/ }),
  ).toBeVisible();
  // The progress is read from D1 every two seconds until the queue has written them all.
  await expect(allDone(page)).toBeVisible({ timeout: 60_000 });
  const energy = item(page, "Energy Converter");
  await expect(energy.getByText("Published", { exact: true })).toBeVisible();

  const word = unique();
  await energy.getByRole("link", { name: "Edit the Energy Converter guide" }).click();
  const form = page.getByRole("form", { name: "Edit the Energy Converter guide" });
  await form.getByLabel("Meta title").fill(`Energy, in plain words ${word}`);
  await expect(form.getByText(/^\d+\/60 characters$/)).toBeVisible();
  const content = form.getByLabel("Content (HTML)");
  await content.fill(`${await content.inputValue()}<p>Checked by hand: ${word}.</p>`);
  await form.getByLabel("Keywords").fill(" energy , joule,, ");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(notifications(page)).toContainText("Content Updated");
  await expect(energy.getByText("Edited by an admin", { exact: false })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto("/energy-converter");
  await expect(visitor.getByText(`Checked by hand: ${word}.`)).toBeVisible();
  await expect(
    visitor.getByRole("heading", { name: `Energy, in plain words ${word}` }),
  ).toBeVisible();
  await expect(visitor.locator('meta[name="keywords"]')).toHaveAttribute(
    "content",
    /energy, joule/,
  );
  await visitor.close();
});

test("the AI Content tab's edit form is accessible in the light and the dark theme", async ({
  page,
  signInAsNewAdmin,
}) => {
  // The tab itself is checked with every other tab in admin.spec.ts.
  await signInAsNewAdmin(page);
  await page.goto(`${TAB}?edit=length-converter`);
  await expect(page.getByRole("form", { name: "Edit the Length Converter guide" })).toBeVisible();
  await expectAccessibleInBothThemes(page, { include: "form" });
});

test("a converter page with its guide and pictures is accessible in the light and the dark theme", async ({
  page,
  signInAsNewAdmin,
}) => {
  await signInAsNewAdmin(page);
  // The length guide exists (written now if an earlier run left none).
  await page.request.post("/api/content/generate-all");
  await expect(async () => {
    expect((await page.request.get("/api/content/length-converter")).status()).toBe(200);
  }).toPass({ timeout: 30_000 });
  await page.goto("/length-converter");
  const guide = page
    .getByRole("region", { name: /Length/ })
    .filter({ hasText: "Written by UnitWise's local writer" });
  // Its pictures; the pair's table of values is Quick Reference's (decision 062).
  await expect(guide.getByRole("img").first()).toBeVisible();
  await expect(guide.getByRole("list").first()).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("generate all, progress by reload, and send to draft work with the forms alone", async ({
    page,
    signInAsNewAdmin,
  }) => {
    test.slow();
    await signInAsNewAdmin(page);
    await withoutGuides(page, ["power-converter"]);
    await page.goto(TAB);
    await page.getByRole("button", { name: "Generate all" }).click();
    await expect(page.getByText(/^Generated \d+ new article/)).toBeVisible();
    await expect(async () => {
      await page.goto(TAB);
      await expect(allDone(page)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });

    const power = item(page, "Power Converter");
    await power.getByRole("button", { name: "Send to draft: the Power Converter guide" }).click();
    // Without JavaScript the toast is a status line: its description.
    await expect(
      page.getByRole("status").filter({ hasText: "Visitors no longer see this guide" }),
    ).toBeVisible();
    await expect(power.getByText("Draft", { exact: true })).toBeVisible();
    const visitor = await page.request.get("/power-converter");
    expect(await visitor.text()).not.toContain('id="converter-guide"');
    await power.getByRole("button", { name: "Publish the Power Converter guide" }).click();
    await expect(power.getByText("Published", { exact: true })).toBeVisible();
    expect(await (await page.request.get("/power-converter")).text()).toContain(
      'id="converter-guide"',
    );
  });
});
