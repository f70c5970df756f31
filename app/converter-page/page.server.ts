import { renderMarkdown, sanitizeBlogHtml } from "~/blog/markdown.server";
import { formatLongDate } from "~/blog/posts";
import type { Database } from "~/db/client.server";
import { currencyPageRates } from "~/exchange-rates/rates-in-use.server";
import { findPublishedArticleFor } from "~/models/converter-article.server";
import { findGuide } from "~/models/converter-guide.server";
import type { ConverterGuide } from "~/models/converter-guide";
import { guideCredit } from "~/guides/guide-credit";
import { guideParts } from "~/guides/visuals.server";
import { CURRENCY_TABLE_KEY } from "~/exchange-rates/shipped-rates.server";
import { toConverter, type Catalogue } from "~/catalogue/effective";
import {
  ingredientView,
  convert,
  DEFAULT_INGREDIENT,
  findIngredient,
  withIngredient,
  formatForLocale,
  figureWriter,
  defaultValue,
  isTextTable,
  DEFAULT_PRECISION,
  isValidPrecision,
  type Converter,
  type UnitDef,
  type UnitTable,
} from "@unitwise/units";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import type {
  ConverterPage,
  ConverterPageArticle,
  ConverterPageGuide,
  ConverterPageResult,
  ConverterState,
  CookingPanel,
  UnitSummary,
} from "./page";

/**
 * Everything the converter page (/{slug}) shows, computed on the server from the catalogue and
 * the URL, so the page is complete without JavaScript and shareable as a link:
 * /length-converter?value=5&from=foot&to=meter&precision=15, or ?q=5 ft 3 in to cm.
 */

const RELATED_FIXED = ["length", "weight", "temperature", "volume", "area", "time", "speed"];

/**
 * The page for `slug`, with the converter's published article and published guide; the currency
 * converter's with the rates in use (the newest stored day of ECB rates, else the shipped table)
 * and their recent history.
 */
export async function loadConverterPage(
  db: Database,
  catalogue: Catalogue,
  slug: string,
  params: URLSearchParams,
  /** the locale a typed query's numbers are read in (decision 053) */
  locale?: string,
): Promise<ConverterPageResult> {
  const outcome = await loadCatalogueParts(db, catalogue, slug, params, locale);
  if (outcome.kind !== "page") return outcome;
  const texts = await publishedTexts(db, catalogue, outcome.page);
  return { ...outcome, page: { ...outcome.page, ...texts } };
}

type PublishedTexts = Pick<
  ConverterPage,
  "article" | "articleUnavailable" | "guide" | "guideUnavailable"
>;

/**
 * The published article and guide of each converter as read for a catalogue: every write that
 * changes what a page shows of either gives the catalogue a new version (decisions 042, 044), so
 * what was read for a catalogue stays true while it is the one in use, and two D1 reads per page
 * become two per converter and version (docs/decisions/055-render-cost.md). Read after the
 * version, so a write landing in between is kept only for a version no request uses anymore.
 * A failed read is not kept.
 */
const keptTexts = new WeakMap<Catalogue, Map<string, PublishedTexts>>();

async function publishedTexts(
  db: Database,
  catalogue: Catalogue,
  page: ConverterPage,
): Promise<PublishedTexts> {
  let kept = keptTexts.get(catalogue);
  if (!kept) keptTexts.set(catalogue, (kept = new Map()));
  const found = kept.get(page.converter.key);
  if (found) return found;
  const [article, guide] = await Promise.all([
    publishedArticle(db, page),
    publishedGuide(db, catalogue, page),
  ]);
  const texts = { ...article, ...guide };
  if (!texts.articleUnavailable && !texts.guideUnavailable) kept.set(page.converter.key, texts);
  return texts;
}

async function loadCatalogueParts(
  db: Database,
  catalogue: Catalogue,
  slug: string,
  params: URLSearchParams,
  locale?: string,
): Promise<ConverterPageResult> {
  const key = catalogue.getConverter(slug)?.key;
  if (key === COOKING_TABLE_KEY) {
    const cooking = cookingPage(catalogue, params, locale);
    if (cooking) {
      const outcome = buildConverterPage(catalogue, slug, params, cooking.table, locale);
      return outcome.kind === "page"
        ? { ...outcome, page: { ...outcome.page, cooking: cooking.panel } }
        : outcome;
    }
  }
  if (key !== CURRENCY_TABLE_KEY)
    return buildConverterPage(catalogue, slug, params, undefined, locale);
  const { table, panel } = await currencyPageRates(db);
  const outcome = buildConverterPage(catalogue, slug, params, table, locale);
  return outcome.kind === "page"
    ? { ...outcome, page: { ...outcome.page, rates: panel } }
    : outcome;
}

/**
 * The converter's published article, rendered and sanitized with the blog's pipeline. When D1
 * cannot be read the page still shows, without it (and says it must not be kept).
 */
async function publishedArticle(
  db: Database,
  page: ConverterPage,
): Promise<Pick<ConverterPage, "article" | "articleUnavailable">> {
  try {
    const stored = await findPublishedArticleFor(db, page.converter.key);
    const article: ConverterPageArticle | null = stored && {
      title: stored.title,
      html: renderMarkdown(stored.content),
      updatedAt: stored.updatedAt,
      updated: formatLongDate(stored.updatedAt),
    };
    return { article };
  } catch (error) {
    console.error(
      `Converter page ${page.converter.slug}: its article could not be read (${error})`,
    );
    return { article: null, articleUnavailable: true };
  }
}

/**
 * The converter's guide when it is published (docs/decisions/044-converter-guides.md): a guide
 * that has content stays published while a new version is on its way; a draft, or one not yet
 * written, shows nothing. When D1 cannot be read the page still shows, without it (and says it
 * must not be kept).
 */
async function publishedGuide(
  db: Database,
  catalogue: Catalogue,
  page: ConverterPage,
): Promise<Pick<ConverterPage, "guide" | "guideUnavailable">> {
  let stored: ConverterGuide | null;
  try {
    stored = await findGuide(db, page.converter.key);
  } catch (error) {
    console.error(`Converter page ${page.converter.slug}: its guide could not be read (${error})`);
    return { guide: null, guideUnavailable: true };
  }
  if (stored?.status !== "published" || stored.content.trim() === "") return { guide: null };
  return { guide: keptPageGuide(catalogue, stored, page.converter.name) };
}

/**
 * Guides as pages show them, kept per catalogue: sanitizing the HTML and drawing the pictures
 * from the engine's facts cost more than the rest of the page, and every stored change to a guide
 * gives the catalogue a new version. Keyed by converter and update time besides.
 */
const pageGuides = new WeakMap<Catalogue, Map<string, ConverterPageGuide>>();

function keptPageGuide(
  catalogue: Catalogue,
  stored: ConverterGuide,
  converterName: string,
): ConverterPageGuide {
  let kept = pageGuides.get(catalogue);
  if (!kept) pageGuides.set(catalogue, (kept = new Map()));
  const key = `${stored.converterKey} ${stored.updatedAt}`;
  let guide = kept.get(key);
  if (!guide) kept.set(key, (guide = pageGuide(catalogue, stored, converterName)));
  return guide;
}

/**
 * The guide as the page shows it. Its HTML was sanitized when it was stored; it is sanitized
 * again here, so a row written some other way (by hand, by an older version) cannot put a
 * script on the page. The pictures are drawn from the engine's facts, not from its text.
 */
function pageGuide(
  catalogue: Catalogue,
  stored: ConverterGuide,
  converterName: string,
): ConverterPageGuide {
  const html = sanitizeBlogHtml(stored.content);
  return {
    title: stored.metaTitle.trim() || `${converterName}: a guide`,
    parts: guideParts(catalogue, stored.converterKey, html, stored.visualElements),
    keywords: stored.keywords,
    updatedAt: stored.updatedAt,
    updated: formatLongDate(stored.updatedAt),
    credit: guideCredit(stored),
  };
}

/**
 * The page for `slug` from the catalogue and the URL. `replacing` stands in for the catalogue's
 * table of the same key (the currency table with the rates in use), here and in free-text answers.
 */
function buildConverterPage(
  catalogue: Catalogue,
  slug: string,
  params: URLSearchParams,
  replacing?: UnitTable,
  locale?: string,
): ConverterPageResult {
  const converter = catalogue.getConverter(slug);
  const table =
    converter && (replacing?.key === converter.key ? replacing : catalogue.getTable(converter.key));
  if (!converter || !table || converter.slug !== slug) {
    // A slug the converter had before answers 301 to the one it has now, with the same query.
    const moved = catalogue.redirectFor(slug);
    if (!moved) return { kind: "not-found" };
    const query = params.toString();
    return { kind: "redirect", location: `/${moved}${query ? `?${query}` : ""}`, status: 301 };
  }

  const state = readState(table, params);
  let query: ConverterPage["query"] = null;

  const queryText = params.get("q")?.trim();
  if (queryText) {
    const answered = catalogue.answerQuery(
      queryText.slice(0, 500),
      { precision: state.precision, locale },
      replacing,
    );
    if (answered.status === "ok") {
      const answeredTable = catalogue.getTable(answered.table);
      // Figures as the page's locale writes them (the value field, the question and answer);
      // numerals and text as they are.
      const written = answeredTable ? figureWriter(answeredTable, locale) : undefined;
      const shown = (text: string) => written?.text(text) ?? text;
      const value = written?.number(answered.input) ?? answered.input;
      const wanted = { value, from: answered.from, to: answered.to };
      const ingredient = answered.ingredient;
      // Answered here when this page's table has both units (an added converter shares the
      // built-in table's units) and, for a question naming an ingredient, converts with it;
      // else on the page of the converter that answered, with that ingredient.
      const here =
        [answered.from, answered.to].every((id) => table.units.some((u) => u.id === id)) &&
        (!ingredient || table.ingredient?.id === ingredient.id);
      const target = catalogue.getConverter(answered.table);
      if (!here && target) {
        return {
          kind: "redirect",
          location: converterHref(target.slug, wanted, queryText, ingredient?.id),
        };
      }
      Object.assign(state, wanted);
      query = {
        text: queryText,
        question: shown(answered.question),
        answer: shown(answered.answer),
        ...(ingredient && table.ingredient ? { ingredient: usedIngredient(table, locale) } : {}),
      };
    } else if (answered.status === "error") {
      query = { text: queryText, error: answered.message };
    }
  }

  if (params.get("swap")) {
    const ingredient = replacing?.ingredient?.id;
    const result = convert(table, state.value, state.from, state.to, {
      precision: state.precision,
    });
    const value = result.status === "ok" && !isTextTable(table) ? result.result : state.value;
    return {
      kind: "redirect",
      location: converterHref(
        converter.slug,
        { value, from: state.to, to: state.from },
        undefined,
        ingredient,
      ),
    };
  }

  return {
    kind: "page",
    page: {
      converter: toConverter(converter),
      categoryName: catalogue.getCategory(converter.category)?.name ?? "",
      table,
      state,
      query,
      popular: popularConversions(table),
      related: relatedConverters(catalogue, converter),
      faq: converterFaq(converter, table, state, locale),
      education: education(converter, table),
      article: null,
      guide: null,
    },
  };
}

const COOKING_TABLE_KEY = "cooking";
const PANEL_AMOUNTS: Array<[amount: string, value: string, unit: string]> = [
  ["1 cup", "1", "us-cup"],
  ["½ cup", "1/2", "us-cup"],
  ["1 tbsp", "1", "us-tablespoon"],
  ["1 tsp", "1", "us-teaspoon"],
];

/**
 * The cooking converter's table with the URL's ingredient laid over it (all-purpose flour when
 * the URL names none, or one it doesn't know: the page says so), and the panel that shows it.
 */
function cookingPage(
  catalogue: Catalogue,
  params: URLSearchParams,
  locale?: string,
): { table: UnitTable; panel: CookingPanel } | undefined {
  const written = (plain: string) => (locale ? formatForLocale(plain, locale) : plain);
  const own = catalogue.getTable(COOKING_TABLE_KEY);
  const known = own?.ingredients;
  if (!own || !known) return undefined;
  const requested = params.get("ingredient")?.trim().slice(0, 100) ?? "";
  const named = requested ? findIngredient(own, requested) : undefined;
  const ingredient = named ?? known.find((i) => i.id === DEFAULT_INGREDIENT) ?? known[0];
  if (!ingredient) return undefined;
  const table = withIngredient(own, ingredient);
  const view = ingredientView(table, ingredient);
  return {
    table,
    panel: {
      ingredients: known.map(({ id, name }) => ({ id, name })),
      selected: {
        id: view.id,
        name: view.name,
        gramsPerMilliliter: written(view.gramsPerMilliliter),
        source: view.source,
      },
      ...(requested && !named ? { unknown: requested } : {}),
      // Computed exactly, shown to 4 significant digits: a kitchen scale reads no finer.
      rows: PANEL_AMOUNTS.map(([amount, value, unit]) => {
        const grams = convert(table, value, unit, "gram", { precision: 4 });
        return { amount, grams: grams.status === "ok" ? written(grams.result) : "—" };
      }),
    },
  };
}

export function converterHref(
  slug: string,
  state: { value: string; from: string; to: string },
  query?: string,
  /** the cooking converter's ingredient (an id) */
  ingredient?: string,
): string {
  const params = new URLSearchParams({ value: state.value, from: state.from, to: state.to });
  if (query) params.set("q", query);
  if (ingredient) params.set("ingredient", ingredient);
  return `/${slug}?${params}`;
}

/**
 * What a question naming an ingredient was converted with, under its answer: "With all-purpose
 * flour, 0.528344104716297 g/mL (USDA FoodData Central, …: 1 cup = 125 g)".
 */
function usedIngredient(table: UnitTable, locale: string | undefined): string {
  const { name, gramsPerMilliliter, source } = ingredientView(table, table.ingredient!);
  const density = locale ? formatForLocale(gramsPerMilliliter, locale) : gramsPerMilliliter;
  return `With ${name.charAt(0).toLowerCase()}${name.slice(1)}, ${density} g/mL (${source})`;
}

function readState(table: UnitTable, params: URLSearchParams): ConverterState {
  const ids = new Set(table.units.map((unit) => unit.id));
  const first = table.units[0]?.id ?? "";
  const second = table.units[1]?.id ?? first;
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const precision = Number(params.get("precision") ?? DEFAULT_PRECISION);
  return {
    value: (params.get("value") ?? defaultValue(table)).slice(0, 500),
    from: ids.has(from) ? from : first,
    to: ids.has(to) ? to : from === second ? first : second,
    precision: isValidPrecision(precision) ? precision : DEFAULT_PRECISION,
  };
}

export function unitSummary(unit: UnitDef): UnitSummary {
  return { id: unit.id, name: unit.name, plural: unit.plural, symbol: unit.symbol };
}

function resultOf(table: UnitTable, value: string, from: string, to: string): string {
  const conversion = convert(table, value, from, to);
  if (conversion.status === "ok") return conversion.result;
  return conversion.status === "error" ? "—" : "";
}

/**
 * First → second, second → first, first → third, each with value 1
 * (docs/product.md#converter-page).
 */
function popularConversions(table: UnitTable): ConverterPage["popular"] {
  const [a, b, c] = table.units;
  const pairs = [
    [a, b],
    [b, a],
    [a, c],
  ].filter((pair): pair is [UnitDef, UnitDef] => Boolean(pair[0] && pair[1]));
  const value = defaultValue(table);
  return pairs.map(([from, to]) => ({
    value,
    from: unitSummary(from),
    to: unitSummary(to),
    result: resultOf(table, value, from.id, to.id),
  }));
}

/**
 * ≤ 3 from the same category, ≤ 2 from the fixed popular list, then 1 from elsewhere
 * (docs/product.md#converter-page).
 */
export function relatedConverters(
  catalogue: CatalogueReader,
  current: Converter,
): ConverterPage["related"] {
  const { converters } = catalogue;
  const chosen: Converter[] = [];
  const free = (c: Converter) => c.key !== current.key && !chosen.includes(c);
  chosen.push(...converters.filter((c) => c.category === current.category && free(c)).slice(0, 3));
  const fixed = RELATED_FIXED.map((key) => catalogue.getConverter(key)).filter(
    (c): c is Converter => c !== undefined,
  );
  chosen.push(...fixed.filter(free).slice(0, 2));
  const other = converters.find((c) => c.category !== current.category && free(c));
  if (other) chosen.push(other);
  return chosen.slice(0, 6).map(({ slug, name, description }) => ({ slug, name, description }));
}

function converterFaq(
  converter: Converter,
  table: UnitTable,
  state: ConverterState,
  locale?: string,
): ConverterPage["faq"] {
  const unit = (id: string) => table.units.find((u) => u.id === id) as UnitDef;
  const from = unit(state.from);
  const to = unit(state.to);
  const one = defaultValue(table);
  const exact = convert(table, one, from.id, to.id);
  const faq: ConverterPage["faq"] = [];
  if (exact.status === "ok") {
    // Figures as the visitor's locale writes them (decision 053); numerals and text as they are.
    const written = figureWriter(table, locale);
    const conversion = {
      ...exact,
      result: written.number(exact.result),
      formula: written.text(exact.formula),
    };
    faq.push({
      question: `How do I convert ${from.plural} to ${to.plural}?`,
      answer: `To convert ${from.plural} to ${to.plural}, ${conversion.formula}. For example, ${one} ${from.symbol} = ${conversion.result} ${to.symbol}.`,
    });
    const affine = table.units.some((u) => u.definition.kind === "affine");
    if (!isTextTable(table)) {
      faq.push({
        question: affine
          ? `What is ${one} ${from.symbol} in ${to.plural}?`
          : `How many ${to.plural} are in ${one === "1" ? `one ${from.name}` : `${one} ${from.plural}`}?`,
        answer: `${one} ${one === "1" ? from.name : from.plural} is ${conversion.result} ${to.plural} (${conversion.result} ${to.symbol}).${conversion.note ? ` ${conversion.note}.` : ""}`,
      });
    }
  }
  faq.push({
    question: `How accurate is the ${converter.name}?`,
    answer: table.rates
      ? `Rates are the ${table.rates.source} of ${table.rates.date}, applied with exact decimal arithmetic. They are reference rates for one day, not live market prices: banks and card issuers use their own rates and fees.`
      : `Every unit is defined exactly, from the standards that define it where it is a defined unit, and the arithmetic is exact: there is no floating-point rounding. Results are shown to ${DEFAULT_PRECISION} significant digits by default, and you can choose up to 30.`,
  });
  faq.push({
    question: `Which units does the ${converter.name} support?`,
    answer: `${table.units.length} units: ${table.units.map((u) => u.name).join(", ")}.`,
  });
  faq.push({
    question: "Can I type a whole conversion instead of choosing units?",
    answer:
      'Yes. Type a question such as "5 ft 3 in to cm" or "100 km/h in mph" into the box above the converter; names, plurals, symbols and common abbreviations all work.',
  });
  return faq;
}

function education(converter: Converter, table: UnitTable): ConverterPage["education"] {
  const base = table.units.find((unit) => unit.id === table.baseUnit);
  const sources = [
    ...new Set(table.units.map((unit) => unit.source).filter((s): s is string => Boolean(s))),
  ].sort();
  const paragraphs = [
    `The ${converter.name} converts between ${table.units.length} units. ${converter.description}`,
  ];
  if (base && !isTextTable(table)) {
    paragraphs.push(
      `Every conversion goes through one reference unit, the ${base.name} (${base.symbol}): a value is turned into ${base.plural} using the exact definition of its unit, then into the unit you want. Because definitions are kept as exact fractions, converting there and back gives you exactly what you started with.`,
    );
  }
  if (table.reference) paragraphs.push(`Levels are given ${table.reference}.`);
  if (table.rates) {
    paragraphs.push(
      `Currency values use the ${table.rates.source} of ${table.rates.date}. They are dated reference rates, so the result tells you what the amount was worth on that day.`,
    );
  }
  return { paragraphs, sources };
}
