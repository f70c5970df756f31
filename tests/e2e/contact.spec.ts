import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleInBothThemes, test } from "./fixtures";

// The browser tests' D1 state outlives a run, and each form takes five messages per address an
// hour: every test sends from an address of its own.
test.beforeEach(async ({ page }) => {
  const byte = () => Math.floor(Math.random() * 256);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${byte()}.${byte()}.${byte()}` });
});

/** The theme toggle renders only once React has hydrated the page. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();
}

const contactForm = (page: Page) => page.getByRole("form", { name: "Send us a message" });
const bugForm = (page: Page) => page.getByRole("form", { name: "Tell us what went wrong" });

async function fillContactForm(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    "First Name": "Ada",
    "Last Name": "Lovelace",
    Email: "ada@example.com",
    Subject: "Analytical engine units",
    Message: "Could you add a converter for engine cycles?",
    ...overrides,
  };
  const form = contactForm(page);
  for (const [label, value] of Object.entries(values)) {
    await form.getByLabel(label).fill(value ?? "");
  }
}

async function fillBugForm(page: Page) {
  const form = bugForm(page);
  await form.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await form.getByLabel("Email").fill("grace@example.com");
  await form.getByLabel("Page or converter").fill("/length-converter");
  await form.getByLabel("What happened?").fill("1 foot converts to 0.3 m.");
  await form.getByLabel("What did you expect to happen?").fill("0.3048 m");
}

test("sends a message with JavaScript, showing 'Sending…' while it goes", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await fillContactForm(page);

  // Hold the submission until the pending state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/contact.data*", async (route) => {
    await held;
    await route.continue();
  });
  const response = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact.data",
  );
  await page.getByRole("button", { name: "Send Message" }).click();
  const pending = page.getByRole("button", { name: "Sending…" });
  await expect(pending).toBeDisabled();
  release();

  expect((await response).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Thanks, Ada — your message has been sent",
  );
  await expect(contactForm(page)).toBeHidden();
  await expectAccessible(page, { include: "main" });

  await page.getByRole("link", { name: "Send another message" }).click();
  await expect(contactForm(page).getByLabel("First Name")).toHaveValue("");
});

test("shows each server-side field error next to its field and focuses the first", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  // Values the browser's own checks let through but the server refuses.
  await fillContactForm(page, { "First Name": "   ", Email: "ada@localhost" });
  await page.getByRole("button", { name: "Send Message" }).click();

  const form = contactForm(page);
  const firstName = form.getByLabel("First Name");
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toHaveAccessibleDescription("Enter your first name");
  await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
    "Enter a valid email address, like name@example.com",
  );
  await expect(form.getByLabel("Subject")).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Subject")).toHaveValue("Analytical engine units");
  await expectAccessible(page, { include: "main form" });

  await firstName.fill("Ada");
  await form.getByLabel("Email").fill("ada@example.com");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Thanks, Ada");
});

test("sends a bug report with JavaScript", async ({ page }) => {
  await page.goto("/bug-report");
  await waitForHydration(page);
  await fillBugForm(page);
  await page.getByRole("button", { name: "Send Report" }).click();
  await expect(page.getByRole("heading", { name: "Bug report sent" })).toBeFocused();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Thanks, Grace Hopper — your bug report has been sent",
  );
});

test("a link can name the page a bug report is about", async ({ page }) => {
  await page.goto("/bug-report?page=%2Ftemperature-converter");
  await expect(bugForm(page).getByLabel("Page or converter")).toHaveValue("/temperature-converter");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form sends and confirms", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, { "First Name": "Charles" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "Thanks, Charles — your message has been sent",
    );
  });

  test("field errors come back with what was typed", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, { Email: "ada@localhost" });
    await page.getByRole("button", { name: "Send Message" }).click();
    const form = contactForm(page);
    await expect(form.getByLabel("Email")).toHaveAccessibleDescription(
      "Enter a valid email address, like name@example.com",
    );
    await expect(form.getByLabel("Email")).toHaveValue("ada@localhost");
    await expect(form.getByLabel("Message")).toHaveValue(
      "Could you add a converter for engine cycles?",
    );
  });

  test("the bug-report form sends and confirms", async ({ page }) => {
    await page.goto("/bug-report");
    await fillBugForm(page);
    await page.getByRole("button", { name: "Send Report" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(
      "your bug report has been sent",
    );
  });
});

test("both forms, with their errors showing, are accessible in the light and the dark theme", async ({
  page,
}) => {
  // axe in two themes on each of its pages: twice the work of a one-theme test.
  test.slow();
  for (const path of ["/contact", "/bug-report"]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectAccessibleInBothThemes(page);

    // Values that pass the browser's own checks but that the server refuses.
    const form = path === "/contact" ? contactForm(page) : bugForm(page);
    for (const field of await form.locator("input[required], textarea[required]").all()) {
      const type = await field.getAttribute("type");
      await field.fill(type === "email" ? "someone@localhost" : " ");
    }
    await form.getByRole("button", { name: /^Send/ }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectAccessibleInBothThemes(page, { include: "main form" });
  }
});
