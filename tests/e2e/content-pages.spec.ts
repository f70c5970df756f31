import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

interface CategoryCount {
  name: string;
  converters: number;
}

/** The catalogue's real counts, as the public API reports them. */
async function catalogue(request: APIRequestContext) {
  const response = await request.get("/api/categories");
  expect(response.ok()).toBe(true);
  const { categories } = (await response.json()) as { categories: CategoryCount[] };
  const converters = categories.reduce((sum, category) => sum + category.converters, 0);
  return { categories, converters };
}

const LEGAL_PAGES = [
  {
    path: "/privacy",
    title: "Privacy Policy",
    sections: [
      "Introduction",
      "Information We Collect",
      "How We Use Information",
      "Cookies and Browser Storage",
      "Advertising and Analytics Providers",
      "How We Share Information",
      "How Long We Keep Information",
      "Your Rights and Choices",
      "Security",
      "Children Under 13",
      "International Data Transfers",
      "Contact",
      "Changes to This Policy",
    ],
  },
  {
    path: "/terms",
    title: "Terms of Service",
    sections: [
      "Acceptance of Terms",
      "Description of Service",
      "User Accounts and Registration",
      "Acceptable Use Policy",
      "Intellectual Property Rights",
      "Advertising and Third-Party Services",
      "Privacy and Data Protection",
      "Disclaimers and Limitation of Liability",
      "Termination",
      "Governing Law and Dispute Resolution",
      "Changes to Terms",
      "Contact Information",
    ],
  },
  {
    path: "/content-policy",
    title: "Content Policy",
    sections: [
      "Content Quality Standards",
      "Prohibited Content",
      "Advertising Program Compliance",
      "User-Generated Content Guidelines",
      "Moderation and Reporting",
      "Policy Updates and Contact",
    ],
  },
];

const ALL_PAGES = ["/about", "/features", ...LEGAL_PAGES.map((page) => page.path)];

/** The h2 of a numbered legal section reads "3. Title". */
function sectionHeading(page: Page, number: number, title: string) {
  return page.getByRole("main").getByRole("heading", { level: 2, name: `${number}. ${title}` });
}

for (const legal of LEGAL_PAGES) {
  test(`${legal.path} shows its title, date, sections and a working table of contents`, async ({
    page,
  }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(`${legal.title} | UnitWise`);
    await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
    await expect(page.getByText("Last updated November 28, 2026")).toBeVisible();
    await expect(page.locator("time[datetime='2026-11-28']")).toHaveText("November 28, 2026");

    const main = page.getByRole("main");
    for (const [index, title] of legal.sections.entries()) {
      await expect(sectionHeading(page, index + 1, title)).toBeVisible();
    }

    const toc = main.getByRole("navigation", { name: "On this page" });
    const entries = toc.getByRole("link");
    await expect(entries).toHaveCount(legal.sections.length);

    // The last entry jumps to its section: the URL gains the anchor and the heading is in view.
    const last = legal.sections.length;
    const lastTitle = legal.sections.at(-1) ?? "";
    await entries.nth(last - 1).click();
    await expect(sectionHeading(page, last, lastTitle)).toBeInViewport();
    const hash = await page.evaluate(() => window.location.hash);
    expect(hash).not.toBe("");
    await expect(page.locator(`section${hash}`)).toContainText(lastTitle);
  });
}

test("/privacy#cookies explains each cookie category and how to change the choice", async ({
  page,
}) => {
  await page.goto("/privacy#cookies");
  const cookies = page.locator("section#cookies");
  await expect(cookies.getByRole("heading", { level: 2 })).toHaveText(
    "4. Cookies and Browser Storage",
  );
  await expect(cookies.getByRole("heading", { level: 2 })).toBeInViewport();
  for (const category of ["Necessary", "Analytics", "Marketing", "Personalization"]) {
    await expect(
      cookies.locator("li > strong", { hasText: new RegExp(`^${category} \\(`) }),
    ).toBeVisible();
  }
  for (const key of ["cookie-consent", "theme"]) {
    await expect(cookies.getByRole("cell", { name: key, exact: true })).toBeVisible();
  }
  await expect(cookies).toContainText("Cookie Settings in the footer");
});

test("the footer's Cookie Settings link leads to the cookie section without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/terms");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Cookie Settings", exact: true })
    .click();
  await expect(page).toHaveURL(/\/privacy#cookies$/);
  await expect(page.locator("section#cookies h2")).toBeInViewport();
  await context.close();
});

test("the legal pages state the minimum age, notice period and deletion window", async ({
  page,
}) => {
  await page.goto("/terms");
  const main = page.getByRole("main");
  await expect(main).toContainText("You must be at least 13 years old to use the Service.");
  await expect(main).toContainText("we will give at least 30 days' notice");

  await page.goto("/privacy");
  await expect(page.locator("section#retention")).toContainText("removed within 30 days");
  await expect(page.locator("section#contact")).toContainText("privacy@unitwise.app");
  await expect(
    page.locator("section#contact").getByRole("link", { name: "privacy@unitwise.app" }),
  ).toHaveAttribute("href", "mailto:privacy@unitwise.app");
});

test("the about page shows its mission, six feature cards with the catalogue's real counts, and its story", async ({
  page,
  request,
}) => {
  const { categories, converters } = await catalogue(request);
  expect(converters).toBeGreaterThan(0);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About UnitWise" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Our mission" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Our story" })).toBeVisible();

  const cards = page.getByRole("heading", { level: 3 });
  for (const title of [
    `${converters} Converters`,
    "Lightning Fast",
    "Precision Accurate",
    "Mobile First",
    "User Friendly",
    "Always Free",
  ]) {
    await expect(cards.filter({ hasText: title })).toHaveCount(1);
  }
  const firstCard = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: `${converters} Converters` }),
  });
  await expect(firstCard).toContainText(
    `${converters} converters in ${categories.length} categories`,
  );
  // The unit count is measured from the unit tables and rounded down: "1,100+" for 1,140 units.
  await expect(firstCard).toContainText(/\d,\d00\+ units/);
  await expect(page.getByRole("main")).not.toContainText("80+");
});

test("the features page covers each feature, counts every category and links onward", async ({
  page,
  request,
}) => {
  const { categories, converters } = await catalogue(request);
  await page.goto("/features");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Features" })).toBeVisible();
  for (const heading of [
    "Exact conversions",
    "Ask in plain words",
    "Results the way you say them",
    `${categories.length} categories, ${converters} converters`,
    "Built for everyday use",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }

  // Examples are answered by the engine as the page renders.
  await expect(main).toContainText("1 in = 0.0254 m");
  await expect(main).toContainText("5 ft 3 in to cm → 160.02 cm");
  await expect(main).toContainText("1.75 m = 5 ft 8.9 in");

  for (const category of categories) {
    const count = category.converters;
    const card = main.getByRole("listitem").filter({
      has: page.getByRole("heading", { level: 3, name: category.name }),
    });
    await expect(card).toContainText(`${count} converter`);
  }

  await expect(main.getByRole("link", { name: "Read the API documentation" })).toHaveAttribute(
    "href",
    "/api",
  );
  await expect(main.getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/help");
  await expect(main.getByRole("link", { name: "Length Converter", exact: true })).toHaveAttribute(
    "href",
    "/length-converter",
  );
  await expect(main.getByRole("link", { name: "How UnitWise uses cookies" })).toHaveAttribute(
    "href",
    "/privacy#cookies",
  );
});

for (const path of ALL_PAGES) {
  test(`${path} is accessible in the light and the dark theme`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expectAccessible(page);

    // The toggle switches the same page to dark: no second load (theme.spec.ts tests reloads).
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expectAccessible(page);
  });
}
