import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

const PASSWORD = "correct horse battery staple";

// The browser tests' D1 state outlives a run and sign-ups are limited per address: every test
// comes from an address of its own and uses new usernames.
test.beforeEach(async ({ page }) => {
  const byte = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` });
});

const newUsername = (prefix = "grace") => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** The theme toggle renders only once React has hydrated the page. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();
}

const accountButton = (page: Page) => page.locator("header summary", { hasText: "Account" });
const notification = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

/** Signs up with the page's form, then signs in: the browser ends up on the home page. */
async function signUpAndIn(page: Page, username: string, { hydrated = true } = {}) {
  await page.goto("/register");
  if (hydrated) await waitForHydration(page);
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("First name").fill("Grace");
  await form.getByLabel("Last name").fill("Hopper");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Email").fill("grace@example.com");
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, username);
  await expect(page).toHaveURL(/\/$/);
}

async function signIn(page: Page, username: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
}

test("a visitor downloads their data, deletes the account and cannot sign in again", async ({
  page,
  context,
}) => {
  const username = newUsername();
  await signUpAndIn(page, username);
  await waitForHydration(page);

  // 'Download my data' saves a JSON file of the account, without any hash.
  await accountButton(page).click();
  const menu = page.locator("header details[open]");
  const downloading = page.waitForEvent("download");
  await menu.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("unitwise-account.json");
  const text = await readFile(await download.path(), "utf8");
  const data = JSON.parse(text) as Record<string, unknown>;
  expect(data).toMatchObject({
    username,
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    isAdmin: false,
  });
  expect(data.sessions).toHaveLength(1);
  expect(text).not.toContain("$scrypt$");
  expect(text).not.toMatch(/[0-9a-f]{64}/);

  // 'Delete account' asks for the password: a wrong one is refused by its field.
  await page.goto("/");
  await waitForHydration(page);
  await accountButton(page).click();
  await page.locator("header details[open]").getByRole("link", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Delete account" });
  await form.getByLabel("Password", { exact: true }).fill("not my password");
  await form.getByRole("button", { name: "Delete account" }).click();
  await expect(form.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(
    /Password is incorrect/,
  );
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Delete account" }).click();

  // Home, signed out, with a toast; the session cookie is gone.
  await expect(page).toHaveURL(/\/$/);
  await expect(notification(page)).toContainText("Your account has been deleted");
  expect((await context.cookies()).some((c) => c.name === "unitwise_session")).toBe(false);
  await accountButton(page).click();
  await expect(
    page.locator("header details[open]").getByRole("link", { name: "Sign in" }),
  ).toBeVisible();

  // The account is gone: signing in again fails.
  await page.goto("/login");
  await waitForHydration(page);
  await signIn(page, username);
  await expect(page.getByRole("alert")).toContainText("Invalid username or password");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the delete form works as a plain form", async ({ page, context }) => {
    const username = newUsername("nojs");
    await signUpAndIn(page, username, { hydrated: false });
    await accountButton(page).click();
    await page.getByRole("link", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/delete-account$/);

    const form = page.getByRole("form", { name: "Delete account" });
    await form.getByLabel("Password", { exact: true }).fill("not my password");
    await form.getByRole("button", { name: "Delete account" }).click();
    await expect(
      page.getByRole("form", { name: "Delete account" }).getByLabel("Password", { exact: true }),
    ).toHaveAccessibleDescription(/Password is incorrect/);

    const retry = page.getByRole("form", { name: "Delete account" });
    await retry.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await retry.getByRole("button", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("main").getByRole("status").first()).toContainText(
      "Your account has been deleted",
    );
    expect((await context.cookies()).some((c) => c.name === "unitwise_session")).toBe(false);

    await page.goto("/login");
    await signIn(page, username);
    await expect(page.getByRole("alert")).toContainText("Invalid username or password");
  });
});

test("the delete-account page and the menu are accessible in the light and the dark theme", async ({
  page,
}) => {
  // axe in two themes on each of its pages: twice the work of a one-theme test.
  test.slow();
  await signUpAndIn(page, newUsername("axe"));
  await page.goto("/delete-account");
  await waitForHydration(page);
  await expectAccessibleInBothThemes(page);

  // With the refusal showing.
  const form = page.getByRole("form", { name: "Delete account" });
  await form.getByLabel("Password", { exact: true }).fill("not my password");
  await form.getByRole("button", { name: "Delete account" }).click();
  await expect(form.getByText("Password is incorrect")).toBeVisible();
  await expectAccessibleInBothThemes(page, { include: "main" });

  await accountButton(page).click();
  await expect(page.locator("header details[open]")).toContainText("Download my data");
  await expectAccessibleInBothThemes(page, { include: "header" });
});
