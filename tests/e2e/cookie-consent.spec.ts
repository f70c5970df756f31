import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

// These tests start as a first-time visitor who has made no cookie choice.
test.use({ consented: false });

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookie-consent") ?? "null"));

/** The consent-mode commands queued for the analytics tag, in order. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === "consent"),
  );

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

test("a first visit shows the banner, marks the body and defaults consent to denied", async ({
  page,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(page.locator("body")).toHaveClass(/cookie-banner-active/);
  expect(await consentCommands(page)).toContainEqual([
    "consent",
    "default",
    {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
  ]);
  expect(await storedConsent(page)).toBeNull();
  await expectAccessibleInBothThemes(page);
});

test("Accept All turns every category on, hides the banner and is remembered", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.locator("body")).not.toHaveClass(/cookie-banner-active/);
  expect(await storedConsent(page)).toEqual({
    necessary: true,
    analytics: true,
    marketing: true,
    personalization: true,
  });
  expect((await consentCommands(page)).at(-1)).toEqual([
    "consent",
    "update",
    {
      analytics_storage: "granted",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    },
  ]);

  await page.reload();
  await expect(page.getByRole("button", { name: /Switch to dark theme/ })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  // A returning visitor's choice is applied before any tag could load.
  expect((await consentCommands(page)).slice(0, 2).map((c) => c[1])).toEqual(["default", "update"]);
});

for (const how of ["Reject All", "Close cookie banner"]) {
  test(`${how} keeps only necessary cookies`, async ({ page }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: how }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });
  });
}

test("Customize saves a chosen mix; Cancel closes only the dialog", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Customize" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Necessary" })).toBeChecked();
  await expect(dialog.getByRole("switch", { name: "Necessary" })).toBeDisabled();
  await expectAccessibleInBothThemes(page, { include: 'dialog[open], [role="dialog"]' });

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeVisible();

  await banner(page).getByRole("button", { name: "Customize" }).click();
  await dialog.getByRole("switch", { name: "Analytics" }).check();
  await dialog.getByRole("button", { name: "Save Preferences" }).click();
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toEqual({
    necessary: true,
    analytics: true,
    marketing: false,
    personalization: false,
  });
  expect((await consentCommands(page)).at(-1)).toEqual([
    "consent",
    "update",
    {
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
  ]);
});

test("Cookie Settings in the footer forgets the choice and asks again", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toBeHidden();

  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Cookie Settings", exact: true })
    .click();
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
  expect(new URL(page.url()).pathname).toBe("/");
});

test("the router learns the banner's privacy link with the page's other links: one set of paths asked for", async ({
  page,
}) => {
  // The server's copy of the banner carries the link's discovery mark (decision 095); without
  // it the interactive banner's link made the router ask a second time, for other paths, and
  // render the page again. A change to the page while the first answer is on its way makes React
  // Router ask for the same paths again (seen on a slow host): the answer is immutable, so the
  // browser's cache gives it. What counts is that no request asks for paths the first did not.
  const manifestRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/__manifest") manifestRequests.push(request.url());
  });
  const firstAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === "/__manifest");
  await page.goto("/");
  await firstAnswer;
  expect(new URL(manifestRequests[0] ?? "/").searchParams.get("paths")?.split(",")).toContain(
    "/privacy",
  );

  await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeEnabled();
  // The router asks for what it discovers 100 ms after the last change: a second question, from
  // the interactive banner, would come within half a second of quiet.
  await page.waitForLoadState("networkidle");
  expect(new Set(manifestRequests)).toEqual(new Set([manifestRequests[0]]));
  const askedOnHome = manifestRequests.length;

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await banner(page)
    .getByRole("link", { name: /privacy/i })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Followed through the router, with the route it already knew: the privacy page may ask for
  // the links it shows, never for itself.
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  for (const url of manifestRequests.slice(askedOnHome)) {
    expect(new URL(url).searchParams.get("paths")?.split(",")).not.toContain("/privacy");
  }
});
