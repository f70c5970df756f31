import { renderToStaticMarkup } from "react-dom/server";
import { toConverter, unitCountLabel, type Catalogue } from "~/catalogue/effective";
import type { Converter } from "~/units/types";
import { CategoryHeader, ConverterCard } from "./category-cards";
import { CARDS_BEFORE_EXPANSION, categoryHeadingId } from "./category-ids";
import type { HomeCategory } from "./category-section";
import { Hero } from "./hero";
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
  categories: HomeCategory[];
  cta: string;
}

/** How the popular converters are ranked: measured shares, or the editorial ranking. */
export interface Popularity {
  measured: boolean;
  entries: ReadonlyArray<{ key: string; score: number }>;
}

// Rendered once per catalogue version: the operators' edits change it, visitors do not.
let held: { version: string; html: HomeCatalogueHtml } | undefined;

/**
 * The home page's static sections, rendered on the server: the browser gets their markup in
 * the page's data and never downloads or hydrates their components. Kept per catalogue version.
 */
export function homeCatalogueHtml(catalogue: Catalogue): HomeCatalogueHtml {
  if (held?.version !== catalogue.version) {
    held = { version: catalogue.version, html: renderCatalogueHtml(catalogue) };
  }
  return held.html;
}

function renderCatalogueHtml(catalogue: Catalogue): HomeCatalogueHtml {
  const converters = catalogue.converters.map(toConverter);
  const unitCounts = unitCountsOf(catalogue);
  const cards = (list: readonly Converter[]) =>
    renderToStaticMarkup(
      <>
        {list.map((converter) => (
          <ConverterCard
            key={converter.key}
            converter={converter}
            unitCount={unitCounts[converter.key]}
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
      const own = converters.filter((converter) => converter.category === category.key);
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
