import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

// What visitors keep (docs/decisions/052-what-visitors-keep.md): remembered units, Recent and
// Favourites in the browser, merged into the account on sign-in, and /account.

const PASSWORD = "correct horse battery staple";
const LENGTH = "/length-converter";

const byte = () => Math.floor(Math.random() * 256);
const address = () => `10.${byte()}.${byte()}.${byte()}`;

/** A visitor who allowed personalization (the fixture's default choice turns it off). */
async function personalizedPage(browser: Browser, ip = address()): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  await context.addInitScript(() => {
    if (localStorage.getItem("cookie-consent")) return;
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        personalization: true,
      }),
    );
  });
  return context.newPage();
}

const searchLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search" });

/** The header's Search link opens the dialog only once React has hydrated the page. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(searchLink(page)).toHaveAttribute("aria-haspopup", "dialog");
}

/** The browser's copy, read from the page. */
const kept = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem("unitwise-kept") ?? "{}") as {
        owner?: string | null;
        preferences?: Array<{ converter: string; from: string; to: string }>;
        history?: Array<{ value: string; from: string; to: string }>;
        calculations?: Array<{ query: string }>;
        favourites?: Array<{ converter: string; from?: string }>;
      },
  );

async function register(page: Page, username: string, ip: string) {
  const response = await page.request.post("/api/auth/register", {
    data: { username, password: PASSWORD },
    headers: { "CF-Connecting-IP": ip },
  });
  expect(response.status()).toBe(201);
}

async function signIn(page: Page, username: string, ip: string) {
  const response = await page.request.post("/api/auth/login", {
    data: { username, password: PASSWORD },
    headers: { "CF-Connecting-IP": ip },
  });
  expect(response.status()).toBe(200);
}

test("a visitor's units are remembered across a reload, from the server's first paint", async ({
  browser,
}) => {
  const page = await personalizedPage(browser);
  await gotoHydrated(page, LENGTH);
  await page.getByLabel("From unit").selectOption("mile");
  await page.getByLabel("To unit").selectOption("kilometer");
  await page.getByLabel("Significant digits").selectOption("5");
  await expect
    .poll(async () => (await kept(page)).preferences?.[0])
    .toMatchObject({ converter: "length-converter", from: "mile", to: "kilometer" });

  // The bare URL again: the server renders the remembered units (no switch after hydration).
  const html = await (await page.request.get(LENGTH)).text();
  expect(html).toMatch(/<option[^>]*value="mile"[^>]*selected/);
  await page.goto(LENGTH);
  await expect(page.getByLabel("From unit")).toHaveValue("mile");
  await expect(page.getByLabel("To unit")).toHaveValue("kilometer");
  await expect(page.getByLabel("Significant digits")).toHaveValue("5");
  // A URL naming its units still wins.
  await page.goto(`${LENGTH}?from=inch&to=centimeter`);
  await expect(page.getByLabel("From unit")).toHaveValue("inch");

  // The conversion is in Recent on the home page and in the search dialog, one click to repeat.
  await gotoHydrated(page, "/");
  const recent = page.getByRole("region", { name: "Recent conversions" });
  await expect(recent.getByRole("link", { name: /1 mile → kilometer/ })).toBeVisible();
  await searchLink(page).click();
  const dialog = page.getByRole("dialog", { name: "Search converters" });
  await dialog.getByRole("link", { name: /1 mile → kilometer/ }).click();
  await expect(page).toHaveURL(/\/length-converter\?value=1&from=mile&to=kilometer/);
  await page.context().close();
});

test("without personalization nothing is remembered, but a star is kept", async ({ page }) => {
  // The fixture's visitor chose necessary cookies only. The page's clock is the test's, so
  // "long enough for a conversion to settle" is exact, not a wait.
  await page.clock.install();
  await gotoHydrated(page, LENGTH);
  await page.getByLabel("From unit").selectOption("yard");
  await page.getByRole("button", { name: "Favourite: Length Converter" }).click();
  await expect(page.getByRole("button", { name: "Favourite: Length Converter" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // Past the second a conversion takes to settle: the units would have been recorded now.
  await page.clock.runFor(2000);
  const copy = await kept(page);
  expect(copy.preferences ?? []).toEqual([]);
  expect(copy.history ?? []).toEqual([]);
  expect(copy.favourites).toMatchObject([{ converter: "length-converter" }]);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("unitwise_units");

  await gotoHydrated(page, "/");
  const favourites = page.getByRole("region", { name: "Favourites" });
  await expect(favourites.getByRole("link", { name: /Length Converter/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent conversions" })).toHaveCount(0);
});

test("history, calculations and favourites survive sign-in on a new device", async ({
  browser,
}) => {
  const ip = address();
  const username = `ada-${crypto.randomUUID().slice(0, 8)}`;
  const laptop = await personalizedPage(browser, ip);
  await register(laptop, username, ip);

  // Signed out on the laptop: a conversion and a starred pair.
  await gotoHydrated(laptop, LENGTH);
  await laptop.getByLabel(/Value to convert/).fill("42");
  await laptop.getByLabel("To unit").selectOption("foot");
  await laptop.getByRole("button", { name: "Favourite: meters to feet" }).click();
  await expect.poll(async () => (await kept(laptop)).history?.[0]).toMatchObject({ value: "42" });
  // A calculation answered on the calculator joins its Recent calculations.
  await gotoHydrated(laptop, `/calculator?q=${encodeURIComponent("5 ft + 3 in to cm")}`);
  await expect(
    laptop
      .getByRole("region", { name: "Recent calculations" })
      .getByRole("link", { name: "5 ft + 3 in to cm" }),
  ).toHaveAttribute("href", "/calculator?q=5+ft+%2B+3+in+to+cm");

  // Signing in merges the browser's copy into the account.
  await signIn(laptop, username, ip);
  await gotoHydrated(laptop, "/");
  await expect.poll(async () => (await kept(laptop)).owner).toEqual(expect.any(String));

  // A new browser: signing in brings the account's lists.
  const phone = await personalizedPage(browser, ip);
  await signIn(phone, username, ip);
  await gotoHydrated(phone, "/");
  await expect(
    phone.getByRole("region", { name: "Recent conversions" }).getByRole("link", {
      name: /42 meter → foot/,
    }),
  ).toBeVisible();
  await expect(
    phone.getByRole("region", { name: "Favourites" }).getByRole("link", { name: /meter → foot/ }),
  ).toBeVisible();
  await phone
    .getByRole("region", { name: "Recent calculations" })
    .getByRole("link", { name: "5 ft + 3 in to cm" })
    .click();
  await expect(phone.getByTestId("calculation-answer")).toHaveText("160.02 cm");
  // Its bare converter page opens with the account's units.
  await phone.goto(LENGTH);
  await expect(phone.getByLabel("To unit")).toHaveValue("foot");

  // /account shows them; 'Clear' empties the list, on the page and in the browser's copy.
  await gotoHydrated(phone, "/account");
  await expect(phone.getByText("42 meter → foot")).toBeVisible();
  await phone.getByRole("button", { name: "Clear recent conversions" }).click();
  await expect(phone.getByText("No recent conversions.")).toBeVisible();
  await expect(
    phone.getByRole("status").filter({ hasText: "Recent conversions cleared." }),
  ).toBeVisible();
  await expect.poll(async () => (await kept(phone)).history).toEqual([]);

  // Signing out forgets the account's copy in this browser.
  await phone.request.post("/api/auth/logout", { headers: { "CF-Connecting-IP": ip } });
  await gotoHydrated(phone, "/");
  await expect.poll(async () => (await kept(phone)).owner ?? null).toBeNull();
  await laptop.context().close();
  await phone.context().close();
});

test("/account and the kept lists pass axe in the light and the dark theme", async ({
  browser,
}) => {
  // axe in two themes on each of its pages: twice the work of a one-theme test.
  test.slow();
  const ip = address();
  const username = `axe-${crypto.randomUUID().slice(0, 8)}`;
  const page = await personalizedPage(browser, ip);
  await register(page, username, ip);
  await gotoHydrated(page, LENGTH);
  await page.getByLabel("From unit").selectOption("mile");
  await page.getByRole("button", { name: "Favourite: Length Converter" }).click();
  await expect.poll(async () => (await kept(page)).history?.length ?? 0).toBeGreaterThan(0);
  await expectAccessibleInBothThemes(page);

  await gotoHydrated(page, "/");
  await expect(page.getByRole("region", { name: "Recent conversions" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await searchLink(page).click();
  await expect(
    page
      .getByRole("dialog", { name: "Search converters" })
      .getByRole("region", { name: "Favourites" }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page, { include: "dialog" });

  await signIn(page, username, ip);
  await gotoHydrated(page, "/account");
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await page.context().close();
});
