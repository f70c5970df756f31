import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

// docs/decisions/042-converter-articles.md. Each test writes the article of a converter of its
// own; the tests' D1 outlives a run, so each starts by deleting that article.

// Every test comes from an address of its own (sign-ups are limited per address).
test.beforeEach(async ({ page }) => {
  const byte = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` });
});

const TAB = "/admin/blog-content";

async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();
}

/** The admin's first step: the converter has no article (whatever an earlier run left). */
async function withoutArticle(page: Page, slug: string) {
  const response = await page.request.delete(`/api/blogs/${slug}`);
  expect([200, 404]).toContain(response.status());
}

const card = (page: Page, converterName: string) =>
  page.getByRole("article", { name: converterName, exact: true });
const notifications = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });
const unique = () => crypto.randomUUID().slice(0, 8);

test("an admin writes a converter's article in the tab and a visitor reads it on the converter page", async ({
  page,
  browser,
  signInAsNewAdmin,
}) => {
  await signInAsNewAdmin(page);
  await withoutArticle(page, "time-converter");
  const title = `Time, measured ${unique()}`;

  await page.goto(TAB);
  await waitForHydration(page);
  const time = card(page, "Time Converter");
  await expect(time).toContainText("No article");
  await time.getByRole("link", { name: "Create the Time Converter article" }).click();

  const form = page.getByRole("form", { name: "Create the Time Converter article" });
  await expect(form.getByLabel("Title")).toHaveValue("Time Converter - Complete Guide");
  await expect(form.getByLabel("Article (markdown)")).toHaveValue(/## How to convert/);
  await expect(form.getByLabel("Published")).toBeChecked();
  await form.getByLabel("Title").fill(title);
  await form
    .getByLabel("Article (markdown)")
    .fill(
      "## Seconds and minutes\n\nA minute is **60 seconds**.\n\n<script>window.owned = true</script>",
    );
  await form.getByLabel("Meta description").fill("Seconds, minutes and hours.");
  await expect(form.getByText("27/160 characters.")).toBeVisible();
  await form.getByRole("button", { name: "Create article" }).click();

  await expect(notifications(page)).toContainText("Blog content saved successfully!");
  await expect(time).toContainText("Published");
  await expect(time).toContainText(title);
  await expect(time).toContainText("A minute is **60 seconds**.");

  // A visitor: no session, so the page may come from the Worker's cache of rendered pages.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const reader = await visitor.newPage();
  await reader.goto("/time-converter");
  const article = reader.getByRole("region", { name: title });
  await expect(article.getByRole("heading", { name: "Seconds and minutes" })).toBeVisible();
  await expect(article).toContainText("A minute is 60 seconds.");
  expect(await reader.evaluate(() => "owned" in window)).toBe(false);

  // Taken back to drafts, it leaves the page at once.
  await time.getByRole("button", { name: "Move to drafts: the Time Converter article" }).click();
  await expect(notifications(page)).toContainText("Blog content moved to drafts");
  await expect(time).toContainText("Draft");
  await reader.goto("/time-converter");
  await expect(reader.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
  await expect(reader.getByRole("region", { name: title })).toHaveCount(0);
  await visitor.close();

  await time.getByText("Delete…").click();
  await time.getByRole("button", { name: "Delete article" }).click();
  await expect(notifications(page)).toContainText("Blog content deleted successfully!");
  await expect(time).toContainText("No article");
});

test("the Blog Content tab and its form are accessible in the light and the dark theme", async ({
  page,
  signInAsNewAdmin,
}) => {
  // axe in two themes on each of its pages: twice the work of a one-theme test.
  test.slow();
  await signInAsNewAdmin(page);
  // One article of each state on the list.
  for (const [converterKey, isPublished] of [
    ["area", false],
    ["speed", true],
  ] as const) {
    const created = await page.request.post("/api/blogs", {
      data: { converterKey, isPublished },
    });
    expect([201, 409]).toContain(created.status());
  }
  await page.goto(TAB);
  await waitForHydration(page);
  await expectAccessibleInBothThemes(page);

  await page.goto(`${TAB}?edit=pressure`);
  await waitForHydration(page);
  await expect(page.getByRole("form", { name: /the Pressure Converter article$/ })).toBeVisible();
  await expectAccessibleInBothThemes(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin creates, edits and publishes an article with the forms alone", async ({
    page,
    signInAsNewAdmin,
  }) => {
    await signInAsNewAdmin(page);
    await withoutArticle(page, "angle-converter");
    const title = `Degrees and radians ${unique()}`;

    await page.goto(TAB);
    const angle = card(page, "Angle Converter");
    await angle.getByRole("link", { name: "Create the Angle Converter article" }).click();
    await expect(page).toHaveURL(/\?edit=angle#article-angle$/);
    const create = page.getByRole("form", { name: "Create the Angle Converter article" });
    await expect(create.getByLabel("Title")).toHaveValue("Angle Converter - Complete Guide");
    await expect(create.getByText(/^\d+\/160 characters\./)).toBeVisible();
    await create.getByRole("button", { name: "Create article" }).click();
    await expect(page.getByText("Blog content saved successfully!")).toBeVisible();
    await expect(angle).toContainText("Published");
    await expect(angle).toContainText("Angle Converter - Complete Guide");

    // Cancel is a link back that leaves the article as it was.
    await angle.getByRole("link", { name: "Edit the Angle Converter article" }).click();
    const edit = page.getByRole("form", { name: "Edit the Angle Converter article" });
    await edit.getByLabel("Title").fill("Not saved");
    await edit.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/blog-content#article-angle$/);
    await expect(angle).toContainText("Angle Converter - Complete Guide");

    await angle.getByRole("link", { name: "Edit the Angle Converter article" }).click();
    await edit.getByLabel("Title").fill(title);
    await edit.getByLabel("Article (markdown)").fill("## Radians\n\nA full turn is 2π radians.");
    await edit.getByLabel("Published").uncheck();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Blog content saved successfully!")).toBeVisible();
    await expect(angle).toContainText("Draft");
    await expect(angle).toContainText(title);

    await angle.getByRole("button", { name: "Publish the Angle Converter article" }).click();
    await expect(page.getByText("Blog content published")).toBeVisible();
    await expect(angle).toContainText("Published");

    // A visitor reads it.
    await page.context().clearCookies();
    await page.goto("/angle-converter");
    const article = page.getByRole("region", { name: title });
    await expect(article.getByRole("heading", { name: "Radians", exact: true })).toBeVisible();
    await expect(article).toContainText("A full turn is 2π radians.");
  });
});
