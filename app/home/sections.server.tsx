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
import { DEFAULT_LANGUAGE, languageInfo, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import type { Translate } from "~/i18n/localization";
import { catalogueTranslation, type CatalogueTranslation } from "~/i18n/catalogue.server";
import { siteToolTexts, withToolTexts } from "./site-tools-text.server";
import { formatInteger } from "~/utils/group-thousands";
import { renderStaticMarkup } from "~/utils/static-markup.server";

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

// Rendered once per content version and language: the operators' edits change it, visitors do
// not.
const held = new Map<Language, { version: string; html: Promise<HomeCatalogueHtml> }>();

/**
 * The home page's static sections in a language, rendered on the server: the browser gets their
 * markup in the page's data and never downloads or hydrates their components. Kept per content
 * version.
 */
export function homeCatalogueHtml(
  catalogue: Catalogue,
  language: Language = DEFAULT_LANGUAGE,
): Promise<HomeCatalogueHtml> {
  let kept = held.get(language);
  if (kept?.version !== catalogue.version) {
    kept = { version: catalogue.version, html: renderCatalogueHtml(catalogue, language) };
    held.set(language, kept);
    kept.html.catch(() => held.delete(language));
  }
  return kept.html;
}

/** The home page's words and the catalogue's names in `language`. */
async function homeWords(language: Language) {
  const [t, names] = await Promise.all([
    translator(language, "home"),
    catalogueTranslation(language),
  ]);
  return { t, names, language };
}

/** The catalogue's converters and categories, named in the language. */
function localizedCatalogue(catalogue: Catalogue, names: CatalogueTranslation) {
  return {
    converters: catalogue.converters.map((converter) => names.converter(toConverter(converter))),
    categories: catalogue.categories.map((category) => names.category(category)),
  };
}

/**
 * The home page's HTML for the loader's data: every part the body holds is sent once (decision
 * 056), named by the content version and the part. The category `expanded` (the no-JS 'View
 * All' link's) shows its cards and the rest in one list, so its cards are sent as they are; the
 * rest of every category ('View All' adds it in the browser) is never in the body until then.
 */
export async function sentHomeHtml(
  context: Readonly<RouterContextProvider>,
  catalogue: Catalogue,
  popularity: Popularity,
  expanded: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<HomeHtml> {
  const [html, quick] = await Promise.all([
    homeCatalogueHtml(catalogue, language),
    quickSectionHtml(catalogue, popularity, language),
  ]);
  const part = (name: string, markup: string) =>
    sendHtml(context, `home\u0000${catalogue.version}\u0000${language}\u0000${name}`, markup);
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

async function renderCatalogueHtml(
  catalogue: Catalogue,
  language: Language,
): Promise<HomeCatalogueHtml> {
  const [{ t, names }, tools] = await Promise.all([homeWords(language), siteToolTexts(language)]);
  const { converters, categories } = localizedCatalogue(catalogue, names);
  const unitCounts = unitCountsOf(catalogue);
  const cards = (list: ReadonlyArray<Converter | SiteTool>) =>
    renderStaticMarkup(
      <>
        {list.map((converter) => (
          <ConverterCard
            key={converter.key}
            converter={converter}
            unitCount={unitCounts[converter.key]}
            detail={"detail" in converter ? converter.detail : undefined}
            t={t}
            language={language}
          />
        ))}
      </>,
    );
  const categoryHtml = await Promise.all(
    categories.map(async (category) => {
      const own = withToolTexts(
        withTools(
          category.key,
          converters.filter((converter) => converter.category === category.key),
        ),
        tools,
      );
      return {
        key: category.key,
        name: category.name,
        count: own.length,
        header: await renderStaticMarkup(
          <CategoryHeader
            category={category}
            headingId={categoryHeadingId(category.key)}
            count={own.length}
            t={t}
          />,
        ),
        cards: await cards(own.slice(0, CARDS_BEFORE_EXPANSION)),
        more: await cards(own.slice(CARDS_BEFORE_EXPANSION)),
        viewAll: t("categoryViewAll", { count: own.length, name: category.name }),
      };
    }),
  );
  return {
    hero: await renderStaticMarkup(
      <Hero
        converterCount={converters.length}
        categoryCount={categories.length}
        t={t}
        language={language}
      />,
    ),
    features: await renderStaticMarkup(<FeaturesSection t={t} />),
    categoriesIntro: await renderStaticMarkup(
      <CategoriesIntro
        categories={categories}
        converterCount={converters.length}
        t={t}
        language={language}
      />,
    ),
    categories: categoryHtml,
    cta: await renderStaticMarkup(<CallToAction t={t} language={language} />),
  };
}

/**
 * The quick-access links and the popular converters: rendered per request, as the measured
 * popularity changes with the counts (a few hundred bytes of markup).
 */
export async function quickSectionHtml(
  catalogue: Catalogue,
  popularity: Popularity,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  const { t, names } = await homeWords(language);
  const { converters } = localizedCatalogue(catalogue, names);
  return renderStaticMarkup(
    <QuickSection
      converters={converters}
      unitCounts={unitCountsOf(catalogue)}
      popular={withConverters(popularity.entries, converters)}
      measured={popularity.measured}
      t={t}
      language={language}
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
export function homeStats(
  counts: { converters: number; categories: number; units: number },
  t: Translate<"home">,
): Stat[] {
  return [
    {
      id: "converters",
      label: t("statConverters"),
      value: counts.converters,
      detail: t("statConvertersDetail"),
    },
    { id: "units", label: t("statUnits"), value: counts.units, detail: t("statUnitsDetail") },
    {
      id: "categories",
      label: t("statCategories"),
      value: counts.categories,
      detail: t("statCategoriesDetail"),
    },
    {
      id: "accuracy",
      label: t("statAccuracy"),
      value: t("statAccuracyValue"),
      detail: t("statAccuracyDetail"),
    },
  ];
}

/** How the language groups thousands ("," in English, "." in German, a thin space in French). */
export function thousandsSeparator(language: Language): string {
  const parts = new Intl.NumberFormat(languageInfo(language).numberLocale).formatToParts(1000);
  return parts.find((part) => part.type === "group")?.value ?? ",";
}

/** A count as the language writes it: 1205 → "1,205", "1.205", "1 205". */
export function formatCount(n: number, language: Language): string {
  return formatInteger(n).replaceAll(",", thousandsSeparator(language));
}
