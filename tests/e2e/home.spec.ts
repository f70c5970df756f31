import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

interface CategoryInfo {
  id: string;
  name: string;
  converters: number;
}

const CARDS_BEFORE_EXPANSION = 8;
/** The Common category's cards: its converters and the time tools (app/catalogue/site-tools.ts). */
const TIME_TOOLS = 3;

async function catalogue(request: APIRequestContext) {
  const categories = (
    (await (await request.get("/api/categories")).json()) as {
      categories: CategoryInfo[];
    }
  ).categories.map((category) => ({
    ...category,
    // A category's cards: its converters, and in Common the time tools.
    cards: category.converters + (category.id === "common" ? TIME_TOOLS : 0),
  }));
  const converters = (
    (await (await request.get("/api/converters")).json()) as {
      converters: Array<{ slug: string; units: string[] }>;
    }
  ).converters;
  const units = new Set(converters.flatMap((converter) => converter.units)).size;
  return { categories, converters, units };
}

const categorySection = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });
const stat = (page: Page, id: string) => page.getByTestId(`stat-${id}`);
const categoriesHeading = (page: Page) => page.getByRole("heading", { name: "Browse by category" });

/** The disclosure buttons exist only once React has hydrated the page. */
async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: "View All 23 Common Converters" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
}

/** Analytics commands queued for the tag, as plain arrays. */
const gtagCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );

for (const button of ["Explore Converters", "View All Categories"]) {
  test(`'${button}' scrolls to the categories`, async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(categoriesHeading(page)).not.toBeInViewport();
    await page.getByRole("link", { name: button }).click();
    await expect(categoriesHeading(page)).toBeInViewport();
    await expect(page.locator("#categories")).toBeFocused();
  });
}

test("the statistics show true figures from the catalogue", async ({ page, request }) => {
  const { categories, converters, units } = await catalogue(request);
  expect(converters).toHaveLength(81);
  expect(categories).toHaveLength(9);

  await page.goto("/");
  await page
    .getByRole("heading", { name: "One catalogue, every unit in its place" })
    .scrollIntoViewIfNeeded();
  await expect(stat(page, "converters")).toHaveText("81");
  await expect(stat(page, "units")).toHaveText(units.toLocaleString("en-US"));
  await expect(stat(page, "categories")).toHaveText("9");
  await expect(stat(page, "accuracy")).toHaveText("Exact");
  // Figures the site cannot measure are not shown.
  await expect(page.getByText(/daily conversions|active users/i)).toHaveCount(0);
});

/** Records every figure the converters statistic shows, from the first parsed HTML on. */
async function recordConverterFigure(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="stat-converters"]')?.textContent;
      if (text != null && text !== seen.at(-1)) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).map((text) =>
      Number(text.replace(/,/g, "")),
    );
}

/** Server-rendered 81, then 0 after hydration, then rising step by step to 81. */
function expectCountUp(figures: number[]) {
  expect(figures[0]).toBe(81);
  const counting = figures.slice(figures.indexOf(0));
  expect(counting[0]).toBe(0);
  expect(counting.filter((n) => n > 0 && n < 81).length).toBeGreaterThan(10);
  expect(counting).toEqual([...counting].sort((a, b) => a - b));
  expect(counting.at(-1)).toBe(81);
}

test.describe("the count-up, figures below the fold", () => {
  test.use({ viewport: { width: 1280, height: 400 } });

  test("waits at zero and counts up once scrolled into view", async ({ page }) => {
    const figures = await recordConverterFigure(page);
    await page.goto("/");
    await hydrated(page);
    await expect(stat(page, "converters")).toHaveText("0");
    // Assistive technology reads the final figures, never a moving one.
    const spoken = await page.getByRole("region", { name: "UnitWise in numbers" }).ariaSnapshot();
    expect(spoken).toContain("81");
    expect(spoken).not.toMatch(/\b0\b/);

    await stat(page, "converters").scrollIntoViewIfNeeded();
    await expect(stat(page, "converters")).toHaveText("81");
    await expect(stat(page, "categories")).toHaveText("9");
    expectCountUp(await figures());
  });

  test("shows the final figures at once when reduced motion is preferred", async ({ page }) => {
    const figures = await recordConverterFigure(page);
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    await stat(page, "converters").scrollIntoViewIfNeeded();
    // Once the figures are reported on screen (where a count-up would start), let far more than
    // a whole count-up's time pass on the page's clock: the figure must have stayed put.
    await stat(page, "converters").evaluate(
      (figure) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(
            ([entry]) => {
              if (entry?.isIntersecting) {
                observer.disconnect();
                resolve();
              }
            },
            { threshold: 0.1 },
          );
          observer.observe(figure.closest("dl") ?? figure);
        }),
    );
    await page.clock.runFor(10_000);
    expect(await figures()).toEqual([81]);
  });
});

test.describe("the count-up, figures on screen at load", () => {
  test.use({ viewport: { width: 1280, height: 1000 } });

  test("counts up right after hydration", async ({ page }) => {
    const figures = await recordConverterFigure(page);
    await page.goto("/");
    await expect(stat(page, "converters")).toBeInViewport({ ratio: 0.1 });
    await hydrated(page);
    await expect.poll(figures).toContain(0);
    await expect(stat(page, "converters")).toHaveText("81");
    expectCountUp(await figures());
  });
});

test("each category shows 8 cards until 'View All N …', independently", async ({
  page,
  request,
}) => {
  const { categories } = await catalogue(request);
  await page.goto("/");
  await hydrated(page);

  for (const category of categories) {
    const section = categorySection(page, category.name);
    await expect(section).toContainText(`${category.cards} tools`);
    await expect(section.getByRole("link")).toHaveCount(
      Math.min(category.cards, CARDS_BEFORE_EXPANSION),
    );
    const viewAll = section.getByRole("button", {
      name: `View All ${category.cards} ${category.name}`,
    });
    await expect(viewAll).toHaveCount(category.cards > CARDS_BEFORE_EXPANSION ? 1 : 0);
  }

  const common = categorySection(page, "Common Converters");
  const electricity = categorySection(page, "Electricity Converters");
  await common.getByRole("button", { name: "View All 23 Common Converters" }).click();
  await expect(common.getByRole("link")).toHaveCount(23);
  const showLess = common.getByRole("button", { name: "Show Less" });
  await expect(showLess).toHaveAttribute("aria-expanded", "true");
  await expect(showLess).toBeFocused();
  // Expansion is per category.
  await expect(electricity.getByRole("link")).toHaveCount(8);
  await expect(
    electricity.getByRole("button", { name: "View All 15 Electricity Converters" }),
  ).toBeVisible();

  await electricity.getByRole("button", { name: "View All 15 Electricity Converters" }).click();
  await expect(electricity.getByRole("link")).toHaveCount(15);
  await showLess.click();
  await expect(common.getByRole("link")).toHaveCount(8);
  await expect(
    common.getByRole("button", { name: "View All 23 Common Converters" }),
  ).toBeInViewport();
  await expect(electricity.getByRole("link")).toHaveCount(15);
});

test("a page view for '/' and a converter_click event go to the tag queue", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  expect(await gtagCommands(page)).toContainEqual([
    "event",
    "page_view",
    expect.objectContaining({ page_path: "/" }),
  ]);

  await categorySection(page, "Common Converters")
    .getByRole("link", { name: "Length Converter" })
    .click();
  await expect(page).toHaveURL(/\/length-converter$/);
  expect(await gtagCommands(page)).toContainEqual([
    "event",
    "converter_click",
    { event_category: "engagement", event_action: "click", event_label: "length-converter" },
  ]);
});

test("the home page is accessible in light and dark themes", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await categorySection(page, "Common Converters")
    .getByRole("button", { name: "View All 23 Common Converters" })
    .click();
  await expectAccessibleInBothThemes(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the figures are the true ones and the hero links reach the categories", async ({
    page,
    request,
  }) => {
    const { units } = await catalogue(request);
    await page.goto("/");
    await expect(stat(page, "converters")).toHaveText("81");
    await expect(stat(page, "units")).toHaveText(units.toLocaleString("en-US"));
    await expect(stat(page, "categories")).toHaveText("9");

    await page.getByRole("link", { name: "View All Categories" }).click();
    await expect(page).toHaveURL(/#categories$/);
    await expect(categoriesHeading(page)).toBeInViewport();
  });

  test("every converter card can be reached, through 'View All' links", async ({
    page,
    request,
  }) => {
    const { categories, converters } = await catalogue(request);
    const cardLinks = (name: string) => categorySection(page, name).locator("li a");
    const reached = new Set<string>();
    const collect = async (name: string) => {
      for (const href of await cardLinks(name).evaluateAll((links) =>
        links.map((link) => link.getAttribute("href") ?? ""),
      ))
        reached.add(href);
    };

    await page.goto("/");
    for (const category of categories) {
      await expect(cardLinks(category.name)).toHaveCount(
        Math.min(category.cards, CARDS_BEFORE_EXPANSION),
      );
      await collect(category.name);
    }
    for (const category of categories.filter((c) => c.cards > CARDS_BEFORE_EXPANSION)) {
      await page.goto("/");
      await categorySection(page, category.name)
        .getByRole("link", { name: `View All ${category.cards} ${category.name}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`expand=${category.id}#category-${category.id}$`));
      await expect(cardLinks(category.name)).toHaveCount(category.cards);
      await collect(category.name);
      // Only that category opens.
      const other = categories.find(
        (c) => c.id !== category.id && c.cards > CARDS_BEFORE_EXPANSION,
      );
      if (other) await expect(cardLinks(other.name)).toHaveCount(CARDS_BEFORE_EXPANSION);
      await categorySection(page, category.name).getByRole("link", { name: "Show Less" }).click();
      await expect(cardLinks(category.name)).toHaveCount(CARDS_BEFORE_EXPANSION);
    }
    const tools = ["/time-zone-converter", "/meeting-planner", "/date-calculator"];
    expect([...reached].sort()).toEqual(
      [...converters.map((converter) => `/${converter.slug}`), ...tools].sort(),
    );
  });
});
