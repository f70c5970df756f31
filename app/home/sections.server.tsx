import { renderToStaticMarkup } from "react-dom/server";
import type { RouterContextProvider } from "react-router";
import { toConverter, unitCountLabel, type Catalogue } from "~/catalogue/effective";
import type { Converter } from "@unitwise/units";
import { CategoryHeader, ConverterCard } from "./category-cards";
import { withTools, type SiteTool } from "~/catalogue/site-tools";
import { CARDS_BEFORE_EXPANSION, categoryHeadingId } from "./category-ids";
import type { HomeCategory } from "./category-section";
import type { Stat } from "./stats";
import { Hero } from "./hero";
import { sendHtml } from "~/utils/sent-html.server";
import type { SentHtml } from "~/utils/sent-html";
import {
  CallToAction,
  CategoriesIntro,
  FeaturesSection,
  QuickSection,
  withConverters,
} from "./home-sections";

/** The home page's sections that depend only on the catalogue, as HTML (decision 049). */
export interface HomeCatalogueHtml {
  hero: string;
  features: string;
  categoriesIntro: string;
  categories: Array<HomeCategory & { header: string; cards: string }>;
  cta: string;
}

/** The home page's HTML as its loader sends it (decision 056): what its body holds, sent once. */
export interface HomeHtml {
  hero: SentHtml;
  quick: SentHtml;
  features: SentHtml;
  categoriesIntro: SentHtml;
  categories: HomeCategory[];
  cta: SentHtml;
}

/** How the popular converters are ranked: measured shares, or the editorial ranking. */
export interface Popularity {
  measured: boolean;
  entries: ReadonlyArray<{ key: string; score: number }>;
}

// Rendered once per content version: the operators' edits change it, visitors do not.
let held: { version: string; html: HomeCatalogueHtml } | undefined;

/**
 * The home page's static sections, rendered on the server: the browser gets their markup in
 * the page's data and never downloads or hydrates their components. Kept per content version.
 */
export function homeCatalogueHtml(catalogue: Catalogue): HomeCatalogueHtml {
  if (held?.version !== catalogue.version) {
    held = { version: catalogue.version, html: renderCatalogueHtml(catalogue) };
  }
  return held.html;
}

/**
 * The home page's HTML for the loader's data: every part the body holds is sent once (decision
 * 056), named by the content version and the part. The category `expanded` (the no-JS 'View
 * All' link's) shows its cards and the rest in one list, so its cards are sent as they are; the
 * rest of every category ('View All' adds it in the browser) is never in the body until then.
 */
export function sentHomeHtml(
  context: Readonly<RouterContextProvider>,
  catalogue: Catalogue,
  popularity: Popularity,
  expanded: string | null,
): HomeHtml {
  const html = homeCatalogueHtml(catalogue);
  const part = (name: string, markup: string) =>
    sendHtml(context, `home\u0000${catalogue.version}\u0000${name}`, markup);
  const quick = quickSectionHtml(catalogue, popularity);
  return {
    hero: part("hero", html.hero),
    // Made per request (the measured popularity): named by its markup.
    quick: sendHtml(context, quick, quick),
    features: part("features", html.features),
    categoriesIntro: part("categories", html.categoriesIntro),
    categories: html.categories.map((category) => ({
      ...category,
      header: part(`header ${category.key}`, category.header),
      cards:
        category.key === expanded ? category.cards : part(`cards ${category.key}`, category.cards),
    })),
    cta: part("cta", html.cta),
  };
}

function renderCatalogueHtml(catalogue: Catalogue): HomeCatalogueHtml {
  const converters = catalogue.converters.map(toConverter);
  const unitCounts = unitCountsOf(catalogue);
  const cards = (list: ReadonlyArray<Converter | SiteTool>) =>
    renderToStaticMarkup(
      <>
        {list.map((converter) => (
          <ConverterCard
            key={converter.key}
            converter={converter}
            unitCount={unitCounts[converter.key]}
            detail={"detail" in converter ? converter.detail : undefined}
          />
        ))}
      </>,
    );
  return {
    hero: renderToStaticMarkup(
      <Hero converterCount={converters.length} categoryCount={catalogue.categories.length} />,
    ),
    features: renderToStaticMarkup(<FeaturesSection />),
    categoriesIntro: renderToStaticMarkup(
      <CategoriesIntro categories={catalogue.categories} converterCount={converters.length} />,
    ),
    categories: catalogue.categories.map((category) => {
      const own = withTools(
        category.key,
        converters.filter((converter) => converter.category === category.key),
      );
      return {
        key: category.key,
        name: category.name,
        count: own.length,
        header: renderToStaticMarkup(
          <CategoryHeader
            category={category}
            headingId={categoryHeadingId(category.key)}
            count={own.length}
          />,
        ),
        cards: cards(own.slice(0, CARDS_BEFORE_EXPANSION)),
        more: cards(own.slice(CARDS_BEFORE_EXPANSION)),
      };
    }),
    cta: renderToStaticMarkup(<CallToAction />),
  };
}

/**
 * The quick-access links and the popular converters: rendered per request, as the measured
 * popularity changes with the counts (a few hundred bytes of markup).
 */
export function quickSectionHtml(catalogue: Catalogue, popularity: Popularity): string {
  const converters = catalogue.converters.map(toConverter);
  return renderToStaticMarkup(
    <QuickSection
      converters={converters}
      unitCounts={unitCountsOf(catalogue)}
      popular={withConverters(popularity.entries, converters)}
      measured={popularity.measured}
    />,
  );
}

/** What a card says of each converter's units, by key ("25+" where an operator wrote it). */
function unitCountsOf(catalogue: Catalogue): Record<string, string> {
  return Object.fromEntries(
    catalogue.converters.map((converter) => [converter.key, unitCountLabel(converter)]),
  );
}

/** The home page's figures, with what each counts (the page animates the numbers). */
export function homeStats(counts: {
  converters: number;
  categories: number;
  units: number;
}): Stat[] {
  return [
    {
      id: "converters",
      label: "Converters",
      value: counts.converters,
      detail: "every one with real, working units",
    },
    {
      id: "units",
      label: "Units",
      value: counts.units,
      detail: "distinct units, counted from the catalogue",
    },
    {
      id: "categories",
      label: "Categories",
      value: counts.categories,
      detail: "from everyday measures to radiology",
    },
    {
      id: "accuracy",
      label: "Accuracy",
      value: "Exact",
      detail: "defined factors reproduced digit for digit, checked by our test suite",
    },
  ];
}
