import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleInBothThemes, test } from "./fixtures";

// Every test comes from an address of its own (sign-ups and messages are limited per address).
test.beforeEach(async ({ page }) => {
  const byte = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` });
});

const tabs = (page: Page) => page.getByRole("navigation", { name: "Admin sections" });

test("an admin reads a visitor's message, marks it handled and deletes it", async ({
  page,
  signInAsNewAdmin,
}) => {
  const subject = `Question ${crypto.randomUUID().slice(0, 8)}`;
  const sent = await page.request.post("/contact", {
    form: {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      subject,
      message: "<b>Is</b> a nanosecond really 30 cm of wire?",
    },
    maxRedirects: 0,
  });
  expect(sent.status()).toBeLessThan(400);
  await signInAsNewAdmin(page);

  await page.goto("/admin");
  await expect(tabs(page).getByRole("link", { name: "Converters" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectAccessible(page);

  await tabs(page)
    .getByRole("link", { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  const message = page.getByRole("article", { name: subject });
  await expect(message).toContainText("<b>Is</b> a nanosecond");
  await expect(message).toContainText("Unhandled");
  await expectAccessible(page);

  await message.getByRole("button", { name: "Mark handled" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Message marked as handled",
  );
  await expect(message).toContainText("Handled");
  await expect(message.getByRole("button", { name: "Mark unhandled" })).toBeVisible();

  await message.getByText("Delete…").click();
  await message.getByRole("button", { name: "Delete message" }).click();
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText(
    "Message deleted",
  );
  await expect(message).toHaveCount(0);
});

test("every tab of the dashboard passes axe in the light and the dark theme", async ({
  page,
  signInAsNewAdmin,
}) => {
  // Ten tabs, axe twice on each: 90 s was not enough with the load average near 10 on two cores.
  test.setTimeout(180_000);
  await signInAsNewAdmin(page);
  await page.goto("/admin");
  const links = tabs(page).getByRole("link");
  const paths = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
  );
  // Converters … Settings, Messages and Users: each its own URL.
  expect(paths).toHaveLength(10);
  for (const path of paths) {
    await page.goto(path);
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveAttribute("href", path);
    await expectAccessibleInBothThemes(page);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs are links that work", async ({ page, signInAsNewAdmin }) => {
    await signInAsNewAdmin(page);
    await page.goto("/admin");
    await tabs(page).getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(tabs(page).getByRole("link", { name: "Users" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("heading", { name: "Users" })).toBeVisible();
    await tabs(page).getByRole("link", { name: "Blog Posts" }).click();
    await expect(page).toHaveURL(/\/admin\/blog-posts$/);
    await expect(page.getByText(/\d+ published, \d+ drafts?\./)).toBeVisible();
    await tabs(page).getByRole("link", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { name: "Analytics", exact: true })).toBeVisible();
  });
});
