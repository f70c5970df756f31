import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

// Every test comes from an address of its own.
test.beforeEach(async ({ page }) => {
  const byte = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` });
});

const notification = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

// Built-in converters are shared by every other browser test: this one adds its own and renames it.
test("an admin adds and renames a converter; a visitor finds it by its new name and old URL", async ({
  page,
  browser,
  signInAsNewAdmin,
}) => {
  const id = crypto.randomUUID().slice(0, 6);
  const name = `Pace ${id} Converter`;
  const renamed = `Stride ${id} Converter`;
  await signInAsNewAdmin(page);

  await page.goto("/admin/converters");
  await page.getByText("Add a converter").click();
  const form = page.locator("form", { has: page.getByRole("button", { name: "Add converter" }) });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Description").fill("Steps in feet, meters and inches.");
  await form.getByLabel("Units").fill("foot, meter, inch");
  await form.getByRole("button", { name: "Add converter" }).click();
  await expect(notification(page)).toContainText("Converter created successfully");
  const oldSlug = `pace-${id}-converter`;
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText(`/${oldSlug}`);

  await page.getByRole("link", { name: `Edit ${name}` }).click();
  const edit = page.locator("form", { has: page.getByRole("button", { name: "Save" }) });
  await edit.getByLabel("Name").fill(renamed);
  await edit.getByLabel("URL slug").fill(`stride-${id}-converter`);
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(notification(page)).toContainText("Converter updated successfully");
  await expect(page.getByRole("row", { name: new RegExp(renamed) })).toBeVisible();

  // A visitor, in a browser of their own.
  const visitor = await browser.newPage();
  await visitor.goto("/");
  const searchLink = visitor.getByRole("banner").getByRole("link", { name: "Search" });
  await expect(searchLink).toHaveAttribute("aria-haspopup", "dialog");
  await searchLink.click();
  const dialog = visitor.getByRole("dialog", { name: "Search converters" });
  await dialog.getByRole("combobox", { name: "Search converters" }).fill(`Stride ${id}`);
  await dialog.getByRole("option", { name: new RegExp(renamed) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/stride-${id}-converter$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(renamed);

  await visitor.goto(`/${oldSlug}?value=2&from=foot&to=meter`);
  await expect(visitor).toHaveURL(new RegExp(`/stride-${id}-converter\\?value=2`));
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(renamed);
  await visitor.close();

  // Deleted: gone for visitors.
  const row = page.getByRole("row", { name: new RegExp(renamed) });
  await row.getByText("Delete…").click();
  await row.getByRole("button", { name: "Delete converter" }).click();
  await expect(notification(page)).toContainText("Converter deleted successfully");
  const gone = await page.request.get(`/stride-${id}-converter`);
  expect(gone.status()).toBe(404);
});

test("a converter's edit form is accessible in the light and the dark theme", async ({
  page,
  signInAsNewAdmin,
}) => {
  // The tabs themselves are checked with every other tab in admin.spec.ts.
  await signInAsNewAdmin(page);
  await page.goto("/admin/converters?edit=length");
  await expectAccessibleInBothThemes(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a category and a converter are edited with plain forms", async ({
    page,
    signInAsNewAdmin,
  }) => {
    await signInAsNewAdmin(page);
    await page.goto("/admin/categories");
    const other = page.locator("li", {
      has: page.getByRole("button", { name: "Save Other Converters" }),
    });
    // Saved as it is: the form round-trips without a change.
    await other.getByRole("button", { name: "Save Other Converters" }).click();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await expect(page.getByText("Category updated successfully")).toBeVisible();

    await page.goto("/admin/converters?edit=typography");
    const edit = page.locator("form", { has: page.getByRole("button", { name: "Save" }) });
    await expect(edit.getByLabel("Name")).toHaveValue("Typography Converter");
    await edit.getByLabel("URL slug").fill("about");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText("one of the site's own pages");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/converters$/);
  });
});
