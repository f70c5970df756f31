import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  grantAdmin,
  PORT,
  test,
} from "./fixtures";

const PASSWORD = "correct horse battery staple";
const NEW_PASSWORD = "a brand new passphrase";

// The browser tests' D1 state outlives a run and sign-ups are limited per address: every test
// comes from an address of its own and uses new usernames.
test.beforeEach(async ({ page }) => {
  const byte = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` });
});

const newUsername = (prefix = "ada") => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

/** The theme toggle renders only once React has hydrated the page. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();
}

const accountButton = (page: Page) => page.locator("header summary", { hasText: "Account" });
const notification = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" });

async function register(page: Page, username: string, { hydrated = true } = {}) {
  await page.goto("/register");
  if (hydrated) await waitForHydration(page);
  const form = page.getByRole("form", { name: "Create an account" });
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function signIn(page: Page, username: string, password = PASSWORD) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** The session cookie's value in the browser (the local server uses the plain name). */
async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "unitwise_session");
  expect(cookie, "session cookie").toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  return `unitwise_session=${cookie?.value}`;
}

/** Whether a request with this Cookie header is signed in, asked from outside the browser. */
async function signedInStatus(request: APIRequestContext, cookie: string) {
  return (await request.get("/api/auth/user", { headers: { Cookie: cookie } })).status();
}

test("register → sign in → change password → sign out → the old session is refused", async ({
  page,
  context,
  playwright,
}) => {
  const username = newUsername();
  const outside = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });

  // Sign up: the submit waits for matching passwords.
  await page.goto("/register");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Create an account" });
  const submit = form.getByRole("button", { name: "Sign up" });
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(submit).toBeDisabled();
  const confirm = form.getByLabel("Confirm password", { exact: true });
  await confirm.fill(`${PASSWORD}!`);
  await expect(confirm).toHaveAccessibleDescription("Passwords don't match");
  await expect(submit).toBeDisabled();
  await confirm.fill(PASSWORD);
  await expect(form.getByText("Passwords don't match")).toBeHidden();
  await submit.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(notification(page)).toContainText("Account created successfully! Please log in.");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await expect(page.getByText("Sign in to access the admin dashboard")).toBeVisible();

  // Sign in, with the show/hide toggle on the password.
  const loginForm = page.getByRole("form", { name: "Sign in" });
  await loginForm.getByLabel("Username").fill(username);
  const password = loginForm.getByLabel("Password", { exact: true });
  await password.fill(PASSWORD);
  await loginForm.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await loginForm.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await loginForm.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(notification(page)).toContainText("Logged in successfully");
  const firstSession = await sessionCookie(context);
  expect(await signedInStatus(outside, firstSession)).toBe(200);

  // The account menu.
  await accountButton(page).click();
  const menu = page.locator("header details[open]");
  await expect(menu).toContainText("Ada Lovelace");
  await expect(menu).toContainText(`@${username}`);
  await expect(menu.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
  await expectAccessible(page, { include: "header" });

  // Change the password in the dialog.
  await menu.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await expect(dialog).toBeVisible();
  const change = dialog.getByRole("button", { name: "Change Password" });
  await dialog.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel("Confirm new password", { exact: true }).fill("something else");
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await expect(change).toBeDisabled();
  await dialog.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await expectAccessible(page, { include: 'dialog[open], [role="dialog"]' });
  await change.click();
  await expect(dialog).toBeHidden();
  await expect(notification(page)).toContainText("Password changed successfully");

  // The session from before the change is over; the browser holds a new one.
  expect(await signedInStatus(outside, firstSession)).toBe(401);
  const secondSession = await sessionCookie(context);
  expect(secondSession).not.toBe(firstSession);
  expect(await signedInStatus(outside, secondSession)).toBe(200);

  // Sign out.
  await accountButton(page).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(notification(page)).toContainText("Logged out successfully");
  await accountButton(page).click();
  await expect(
    page.locator("header details[open]").getByRole("link", { name: "Sign in" }),
  ).toBeVisible();
  await expect(
    page.locator("header details[open]").getByRole("link", { name: "Sign up" }),
  ).toBeVisible();
  // A copy of the cookie kept from before is refused: the session is gone on the server.
  expect(await signedInStatus(outside, secondSession)).toBe(401);

  // Only the new password works now.
  await page.goto("/login");
  await waitForHydration(page);
  await signIn(page, username);
  await expect(page.getByRole("alert")).toContainText("Invalid username or password");
  await signIn(page, username, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await outside.dispose();
});

test("the change-password dialog keeps a wrong current password open with its error", async ({
  page,
}) => {
  const username = newUsername();
  await register(page, username);
  await signIn(page, username);
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  await accountButton(page).click();
  await page.getByRole("button", { name: "Change Password" }).click();
  const dialog = page.getByRole("dialog", { name: "Change Password" });
  await dialog.getByLabel("Current password", { exact: true }).fill("not my password");
  await dialog.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Change Password" }).click();
  const current = dialog.getByLabel("Current password", { exact: true });
  await expect(current).toHaveAccessibleDescription("Current password is incorrect");
  await expect(current).toBeFocused();
  await expect(dialog).toBeVisible();
});

test("admins get the dashboard link and the dashboard", async ({ page }) => {
  const admin = newUsername("root");
  await register(page, admin);
  await grantAdmin(admin);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  await accountButton(page).click();
  await page.getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const overview = page.getByRole("list", { name: "Overview" });
  await expect(overview).toContainText("Total converters");
  await expect(overview).toContainText("Categories");
  await expect(overview).toContainText("Popular converters");
  await expectAccessible(page);
});

test("a signed-in non-admin gets 'Access Denied' with 403, then the home page", async ({
  page,
}) => {
  const user = newUsername("plain");
  await register(page, user);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/$/);
  // The page goes home by itself after 5 s. The data of that navigation is held until the
  // accessibility scan is over, so the scan, however slow, cannot race the redirect.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Admin access required")).toBeVisible();
  await expectAccessible(page);
  release();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test("signed out, /admin leads to sign-in and back", async ({ page }) => {
  const admin = newUsername("boss");
  await register(page, admin);
  await grantAdmin(admin);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
  await waitForHydration(page);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign up, sign in, change password and sign out all work", async ({ page }) => {
    const username = newUsername("nojs");
    await register(page, username, { hydrated: false });
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Account created successfully! Please log in.",
    );

    await signIn(page, username);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("main").getByRole("status").first()).toContainText(
      "Logged in successfully",
    );

    // The account menu opens without JavaScript; 'Change Password' is then a page.
    await accountButton(page).click();
    await expect(page.locator("header details[open]")).toContainText(`@${username}`);
    await page.getByRole("link", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel("Confirm new password", { exact: true }).fill("mismatch here");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(
      page.getByRole("form", { name: "Change password" }).getByLabel("Confirm new password"),
    ).toHaveAccessibleDescription("Passwords don't match");
    const retry = page.getByRole("form", { name: "Change password" });
    await retry.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await retry.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await retry.getByLabel("Confirm new password", { exact: true }).fill(NEW_PASSWORD);
    await retry.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();

    await accountButton(page).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("main").getByRole("status").first()).toContainText(
      "Logged out successfully",
    );

    await page.goto("/login");
    await signIn(page, username, PASSWORD);
    await expect(page.getByRole("alert")).toContainText("Invalid username or password");
    await signIn(page, username, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
  });

  test("the sign-up form answers 'Passwords don't match' from the server", async ({ page }) => {
    await page.goto("/register");
    const form = page.getByRole("form", { name: "Create an account" });
    await form.getByLabel("Username").fill(newUsername());
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByLabel("Confirm password", { exact: true }).fill(`${PASSWORD}?`);
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(
      page.getByRole("form", { name: "Create an account" }).getByLabel("Confirm password"),
    ).toHaveAccessibleDescription("Passwords don't match");
  });
});

test("the account pages, menu and dialog are accessible in the light and the dark theme", async ({
  page,
}) => {
  // axe in two themes on each of its pages: twice the work of a one-theme test.
  test.slow();
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectAccessibleInBothThemes(page);
  }
  // Errors showing.
  await page.goto("/login");
  await waitForHydration(page);
  await signIn(page, newUsername("nobody"), "wrong password");
  await expect(page.getByRole("alert")).toContainText("Invalid username or password");
  await expectAccessibleInBothThemes(page, { include: "main" });

  // Signed out menu, then signed in menu and dialog.
  await accountButton(page).click();
  await expectAccessibleInBothThemes(page, { include: "header" });
  const username = newUsername("axe");
  await register(page, username);
  await signIn(page, username);
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);
  await accountButton(page).click();
  await expectAccessibleInBothThemes(page, { include: "header" });
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByRole("dialog", { name: "Change Password" })).toBeVisible();
  await expectAccessibleInBothThemes(page, { include: 'dialog[open], [role="dialog"]' });
});
