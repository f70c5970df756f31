import type { SentHtml } from "~/utils/sent-html";
import type { CalculationView } from "~/calculator/calculation-view";
import type { RatesPanel } from "~/exchange-rates/rate-history";
import type { Converter, UnitTable } from "@unitwise/units";
import type { Calculation } from "./calculation";
import type { ConverterState } from "./converter-state";
import type { GuideCredit } from "~/guides/guide-credit";
import type { CatalogueTranslation } from "~/i18n/catalogue-words";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/localization";
import type { Questions } from "~/i18n/questions";

/** What the converter page (/{slug}) shows: built on the server (page.server.ts), read by its components. */

export type { ConverterState } from "./converter-state";

export interface UnitSummary {
  id: string;
  name: string;
  plural: string;
  symbol: string;
}

/** The page's language and its words: the catalogue's, the page's copy, the engine's sentences. */
export interface PageWords {
  language: Language;
  catalogue: CatalogueTranslation;
  copy: Translate<"converter-copy">;
  engine: Translate<"converter">;
  /** the question box, reading the language's words and English ones */
  questions: Questions;
}

export interface ConverterPage {
  /** the page's language (decision 080): its names and copy are in it */
  language: Language;
  converter: Converter;
  categoryName: string;
  table: UnitTable;
  state: ConverterState;
  query: {
    text: string;
    error?: string;
    question?: string;
    answer?: string;
    /** for a question naming an ingredient: which one, its density and source */
    ingredient?: string;
    /** an expression the calculator worked out ("3 kWh/100km to J/m"), shown in place */
    calculation?: CalculationView;
  } | null;
  popular: Array<{ value: string; from: UnitSummary; to: UnitSummary; result: string }>;
  related: Array<Pick<Converter, "slug" | "name" | "description">>;
  faq: Array<{ question: string; answer: string }>;
  education: { paragraphs: string[]; sources: string[] };
  /** the cooking converter only: its ingredients and the one in use (decision 051) */
  cooking?: CookingPanel;
  /** the currency page only: the date of the rates in use and the recent stored days */
  rates?: RatesPanel;
  /** the converter's published article (docs/decisions/042-converter-articles.md), if any */
  article: ConverterPageArticle | null;
  /** the stored article could not be read: the page is shown without it, and not cached */
  articleUnavailable?: true;
  /** the converter's published guide (docs/decisions/044-converter-guides.md), if any */
  guide: ConverterPageGuide | null;
  /** the stored guide could not be read: the page is shown without it, and not cached */
  guideUnavailable?: true;
}

/** The article as the page shows it: its markdown rendered and sanitized on the server. */
export interface ConverterPageArticle {
  title: string;
  html: string;
  updatedAt: string;
  /** updatedAt as the page shows it, "January 28, 2025" (formatted on the server) */
  updated: string;
}

/**
 * The guide as the page shows it: its sanitized HTML cut where its pictures go, each picture
 * drawn on the server from the engine's figures (app/guides/visuals.server.ts). Every part is
 * HTML to insert as it is; none needs a script.
 */
export interface ConverterPageGuide {
  /** the guide's meta title, the section's heading */
  title: string;
  parts: Array<{ kind: "prose" | "visual"; html: string }>;
  keywords: string[];
  updatedAt: string;
  /** updatedAt as the page shows it, "January 28, 2025" (formatted on the server) */
  updated: string;
  /** who wrote it (the stored writer or model), whether an admin edited it, what was checked */
  credit: GuideCredit;
  /**
   * Set when the page shows the guide's translation into its language (decision 082): the
   * language's tag ("pt-BR") and the model that translated it. `updated` is then in the language.
   */
  translation?: { tag: string; model: string };
}

export type ConverterPageResult =
  | { kind: "page"; page: ConverterPage }
  /** 302 by default; 301 from a slug the converter no longer has */
  | { kind: "redirect"; location: string; status?: 301 }
  | { kind: "not-found" };

/** The cooking converter's ingredient choice: every ingredient, the one in use, and its figures. */
export interface CookingPanel {
  ingredients: Array<{ id: string; name: string }>;
  /** the ingredient conversions use: the URL's `ingredient`, else all-purpose flour */
  selected: {
    id: string;
    name: string;
    /** the name in running text: "all-purpose flour" (German nouns keep their capital) */
    inText: string;
    gramsPerMilliliter: string;
    source: string;
  };
  /** the URL named an ingredient the converter doesn't know */
  unknown?: string;
  /** 1 cup, ½ cup, 1 tbsp, 1 tsp of it in grams */
  rows: Array<{ amount: string; grams: string }>;
}

/** The converter page's sections that never change in the browser, as HTML (decision 049). */
export interface ConverterSectionsHtml {
  breadcrumb: string;
  /**
   * education, article, guide, related converters and FAQ, in the page's order, and the FAQ's
   * structured data
   */
  sections: string;
  /** the cooking converter's ingredient in use: density, source, common measures */
  ingredient?: string;
}

/**
 * All of the converter page's HTML: its static sections and the parts made for the request, sent
 * once (decision 056) but for the rate history, whose panel redraws it.
 * @public the routes' emitted declarations name it (TS4058), though no module imports it
 */
export interface ConverterPageHtml {
  breadcrumb: SentHtml;
  /** education, article, guide, related converters and FAQ (ConverterSectionsHtml) */
  sections: SentHtml;
  /** the cooking converter's ingredient in use */
  ingredient?: SentHtml;
  /** the currency page's rate history of the pair it opens with */
  rates?: string;
  /** the question box, with the answer to the question asked */
  query: SentHtml;
  /** the popular conversions, figures in the visitor's locale */
  popular: SentHtml;
  /** the options of the widget's three lists (unit-options-html.server.ts) */
  options: { [List in keyof ConverterOptionsHtml]: SentHtml };
  /** 'Conversion Information' for the pair the page opens with (pair-html.server.tsx) */
  information: SentHtml;
  /**
   * the quick-reference table's values for that pair, "" when a unit is unknown; none on a unit
   * pair's page, whose own table shows that pair (decision 062)
   */
  reference?: SentHtml;
}

/** The converter widget's lists' options as markup, the state's choice marked selected. */
export interface ConverterOptionsHtml {
  from: string;
  to: string;
  precision: string;
}

/**
 * What the browser gets of a converter page (page-data.server.ts): the static sections as
 * `html` in place of their texts, and of the guide only its keywords (for the meta tags); the
 * popular conversions' figures in the visitor's locale.
 */
export type ConverterPageData<Page extends ConverterPage = ConverterPage> = Omit<
  Page,
  "education" | "article" | "guide" | "related" | "faq" | "popular"
> & {
  guide: { keywords: string[] } | null;
  html: ConverterPageHtml;
  /** what the page's state converts to, in the visitor's locale (calculation.ts) */
  calculation: Calculation;
};
