import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, PORT, test } from "./fixtures";

// The blog as visitors and admins use it, against the production build with the seeded posts
// (seeds/0001_blog_posts.sql). Admins are signed in through the account API by the fixtures'
// `signInAsNewAdmin`; accounts.spec.ts drives the real sign-up, sign-in and operator's grant.

const INCH = "Why an Inch Is Exactly 25.4 Millimeters";
const GALLONS = "US Gallons vs Imperial Gallons: Why They Differ by 20%";
const PREFIXES = "Why Your 1 TB Drive Shows 931 GB: Decimal vs Binary Prefixes";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

// Sign-ups are limited per address: every test comes from an address of its own.
test.beforeEach(async ({ page }) => {
  const byte = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` });
});

/** The theme toggle renders only once React has hydrated the page. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();
}

const notification = (page: Page) =>
  page.getByRole("region", { name: "Notifications (F8)" }).getByRole("status");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search blog posts" });
const categories = (page: Page) => page.getByRole("navigation", { name: "Categories" });
const postLink = (page: Page, title: string) =>
  page.getByRole("main").getByRole("link", { name: title, exact: true });
const postCard = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });

/** A page in a fresh, signed-out browser context. */
async function visitorPage(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe("reading the blog", () => {
  test("a visitor reads the list, searches, filters by category and opens a post", async ({
    page,
  }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "UnitWise Blog" })).toBeVisible();
    for (const title of [INCH, GALLONS, PREFIXES]) {
      await expect(postLink(page, title)).toBeVisible();
    }
    const inchCard = postCard(page, INCH);
    await expect(inchCard).toContainText("UnitWise Team");
    await expect(inchCard).toContainText("January 14, 2025");
    await expect(inchCard).toContainText("History of Measurement");
    await expect(inchCard.getByRole("list", { name: "Tags" })).toContainText("length");
    await expect(inchCard.getByRole("list", { name: "Tags" })).toContainText("+3");
    await expect(page.getByRole("link", { name: "Create New Post" })).toHaveCount(0);

    // Live search: the list filters as you type, and the URL follows.
    await searchBox(page).fill("GALLON");
    await expect(postLink(page, INCH)).toHaveCount(0);
    await expect(postLink(page, GALLONS)).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?q=GALLON$/);

    // A category on top of the search: nothing left, and the empty state says why.
    await categories(page).getByRole("link", { name: "Technology" }).click();
    await expect(page).toHaveURL(/\/blog\?q=GALLON&category=Technology$/);
    await expect(page.getByRole("heading", { name: "No blog posts found" })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search terms or category filter."),
    ).toBeVisible();
    await searchBox(page).fill("");
    await expect(postLink(page, PREFIXES)).toBeVisible();
    await expect(postLink(page, GALLONS)).toHaveCount(0);
    await expect(categories(page).getByRole("link", { name: "Technology" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await categories(page).getByRole("link", { name: "All" }).click();
    await expect(postLink(page, INCH)).toBeVisible();

    await postLink(page, INCH).click();
    await expect(page).toHaveURL(/\/blog\/why-an-inch-is-exactly-25-4-millimeters$/);
    await expect(page.getByRole("heading", { level: 1, name: INCH })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "The 1959 agreement" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("January 14, 2025");
    await expect(page.getByRole("heading", { level: 2, name: "More Articles" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(postLink(page, GALLONS)).toBeVisible();
  });

  test("a missing post is 'Blog Post Not Found' with status 404", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the list and a post are accessible in the light and the dark theme", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await expectAccessibleInBothThemes(page);
    await page.goto("/blog/decimal-vs-binary-storage-prefixes");
    await expect(page.getByRole("table").first()).toBeVisible();
    await waitForHydration(page);
    await expectAccessibleInBothThemes(page);
  });
});

test.describe("reading the blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search and category filter work as plain links and forms", async ({ page }) => {
    await page.goto("/blog");
    await searchBox(page).fill("kelvin");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=kelvin$/);
    await expect(
      postLink(page, "Celsius, Fahrenheit and Kelvin: Three Scales, One Temperature"),
    ).toBeVisible();
    await expect(postLink(page, INCH)).toHaveCount(0);

    await page.goto("/blog");
    await categories(page).getByRole("link", { name: "History of Measurement" }).click();
    await expect(page).toHaveURL(/category=History\+of\+Measurement/);
    await expect(postLink(page, INCH)).toBeVisible();
    await expect(postLink(page, GALLONS)).toHaveCount(0);
    // The search keeps the category.
    await searchBox(page).fill("pound");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/category=History\+of\+Measurement&q=pound|q=pound.*category/);
    await expect(
      postLink(page, "The Pound Is Defined by the Kilogram: 0.45359237 kg, Exactly"),
    ).toBeVisible();
    await expect(postLink(page, INCH)).toHaveCount(0);

    await postLink(page, "The Pound Is Defined by the Kilogram: 0.45359237 kg, Exactly").click();
    await expect(
      page.getByRole("heading", { level: 2, name: "A definition from 1959" }),
    ).toBeVisible();
  });
});

test.describe("writing the blog", () => {
  test("an admin writes, previews, saves a draft, uploads an image and publishes; a visitor reads it", async ({
    page,
    browser,
    signInAsNewAdmin,
  }) => {
    test.slow();
    await signInAsNewAdmin(page);
    await page.goto("/blog");
    await waitForHydration(page);
    const title = `Rods, Poles and Perches ${crypto.randomUUID().slice(0, 6)}`;
    const slug = title.toLowerCase().replace(/,/g, "").replace(/\s+/g, "-");

    await page.getByRole("link", { name: "Create New Post" }).click();
    const editor = page.getByRole("form", { name: "Create New Blog Post" });
    await expect(editor).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // The slug follows the title while creating (docs/product.md#blog-rules).
    await editor.getByLabel("Title", { exact: true }).fill(title);
    await expect(editor.getByLabel("URL Slug")).toHaveValue(slug);

    // Saving without the required fields is refused in place.
    await editor.getByRole("button", { name: "Save Draft" }).click();
    await expect(notification(page)).toContainText("Validation Error");
    await expect(notification(page)).toContainText(
      "Please fill in all required fields (title, slug, excerpt, content)",
    );

    await editor.getByLabel("Excerpt").fill("An old English unit of length: 16½ feet.");
    await editor.getByLabel("Category").fill("History of Measurement");
    const content = editor.getByLabel("Content");
    await content.fill("A rod is 5.0292 meters");
    // The toolbar: select "rod" and make it bold; then a heading line.
    await content.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(2, 5));
    await editor.getByRole("button", { name: "Bold" }).click();
    await expect(content).toHaveValue("A **rod** is 5.0292 meters");
    await content.press("End");
    await content.pressSequentially("\nExactly");
    await editor.getByRole("button", { name: "Heading 2" }).click();
    await expect(content).toHaveValue("A **rod** is 5.0292 meters\n## Exactly");

    // Tags: Enter or the plus button; duplicates ignored; x removes.
    const tagBox = editor.getByRole("textbox", { name: /^Tags/ });
    await tagBox.fill("length");
    await tagBox.press("Enter");
    await tagBox.fill("  surveying ");
    await editor.getByRole("button", { name: "Add tag" }).click();
    await tagBox.fill("LENGTH");
    await tagBox.press("Enter");
    await tagBox.fill("oops");
    await tagBox.press("Enter");
    await editor.getByRole("button", { name: "Remove tag oops" }).click();
    await expect(editor.getByRole("list", { name: "Tags of this post" })).toHaveText(
      /^length\s*surveying$/,
    );

    // Preview, rendered by the server.
    await editor.getByRole("button", { name: "Preview" }).click();
    const preview = editor.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 2, name: "Exactly" })).toBeVisible();
    await expect(preview.locator("strong", { hasText: "rod" })).toBeVisible();
    await expect(preview).toContainText(title);
    await expect(preview).toContainText("History of Measurement");
    await expect(editor.getByLabel("Excerpt")).toBeHidden();
    await editor.getByRole("button", { name: "Edit" }).click();
    await expect(editor.getByLabel("Excerpt")).toBeVisible();

    // The server refuses a slug another post has; the editor keeps everything typed.
    const slugBox = editor.getByLabel("URL Slug");
    await slugBox.fill("why-an-inch-is-exactly-25-4-millimeters");
    await editor.getByRole("button", { name: "Save Draft" }).click();
    await expect(notification(page)).toContainText("Error");
    await expect(notification(page)).toContainText(
      'A blog post with the URL slug "why-an-inch-is-exactly-25-4-millimeters" already exists.',
    );
    await expect(slugBox).toHaveAttribute("aria-invalid", "true");
    await expect(content).toHaveValue("A **rod** is 5.0292 meters\n## Exactly");
    await slugBox.fill(slug);

    await editor.getByRole("button", { name: "Save Draft" }).click();
    await expect(notification(page)).toContainText("Draft Saved");
    await expect(notification(page)).toContainText("Blog post saved as draft successfully!");
    await expect(page).toHaveURL(/\/blog$/);
    const drafts = page.getByRole("region", { name: "Draft Posts (Admin Only)" });
    await expect(drafts.getByRole("link", { name: title, exact: true })).toBeVisible();

    // A draft does not exist for visitors.
    const visitor = await visitorPage(browser);
    expect((await visitor.page.goto(`/blog/${slug}`))?.status()).toBe(404);
    await visitor.page.goto("/blog");
    await expect(postLink(visitor.page, title)).toHaveCount(0);

    // Edit the draft: a featured image, refused SVG first.
    await drafts.getByRole("link", { name: `Edit "${title}"` }).click();
    const edit = page.getByRole("form", { name: "Edit Blog Post" });
    await expect(edit.getByRole("button", { name: "Publish Existing" })).toBeVisible();
    await edit.getByRole("button", { name: "Upload Image" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload featured image" });
    await dialog.getByLabel("Image file").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(notification(page)).toContainText("Upload Error");
    await expect(notification(page)).toContainText("SVG images are not accepted");
    await dialog.getByLabel("Image file").setInputFiles({
      name: "rod.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(notification(page)).toContainText("Featured image uploaded successfully!");
    await expect(dialog).toBeHidden();
    const image = edit.locator('img[src^="/images/blog/"]');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);

    await edit.getByRole("button", { name: "Publish Now" }).click();
    await expect(notification(page)).toContainText("Published!");
    await expect(notification(page)).toContainText("Blog post updated and published successfully!");
    await expect(drafts.getByRole("link", { name: title, exact: true })).toHaveCount(0);

    // The visitor now finds it, with its image, and reads it.
    await visitor.page.goto("/blog");
    await waitForHydration(visitor.page);
    const card = postCard(visitor.page, title);
    await expect(card.locator('img[src^="/images/blog/"]')).toBeVisible();
    await postLink(visitor.page, title).click();
    await expect(visitor.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.page.getByRole("heading", { level: 2, name: "Exactly" })).toBeVisible();
    // The post's own tags come first; 'More Articles' cards follow.
    await expect(visitor.page.getByRole("list", { name: "Tags" }).first()).toHaveText(
      /^length\s*surveying$/,
    );
    await expect(visitor.page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^http://localhost:${PORT}/images/blog/`),
    );
    await visitor.close();

    // Clean up through the UI: delete with confirmation.
    await page.getByRole("link", { name: `Delete "${title}"` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete blog post" });
    await expect(confirm).toContainText(
      `Are you sure you want to delete "${title}"? This action cannot be undone.`,
    );
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(notification(page)).toContainText("Blog post deleted successfully!");
    await expect(postLink(page, title)).toHaveCount(0);
  });
});
