import type { Database } from "~/db/client.server";
import { currencyPageRates } from "~/exchange-rates/rates-in-use.server";
import { CURRENCY_TABLE_KEY } from "~/exchange-rates/shipped-rates.server";
import { toConverter, type Catalogue } from "~/catalogue/effective";
import {
  convert,
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
import { COOKING_TABLE_KEY, cookingPage, usedIngredient } from "./cooking-page";
import { converterFaq, education } from "./page-copy";
import { engineText } from "./engine-text";
import { publishedTexts } from "./published-texts.server";
import { calculationView } from "~/calculator/calculation-view";
import { questionBoxIn } from "~/calculator/calculator-words.server";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { questionsIn } from "~/i18n/query-language.server";
import type {
  ConverterPage,
  ConverterPageResult,
  ConverterState,
  PageWords,
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
  /** the page's language (decision 080): names, copy and links */
  language: Language = DEFAULT_LANGUAGE,
): Promise<ConverterPageResult> {
  const words: PageWords = {
    language,
    catalogue: await catalogueTranslation(language),
    copy: await translator(language, "converter-copy"),
    engine: await translator(language, "converter"),
    questions: await questionsIn(catalogue, language),
  };
  const outcome = await loadCatalogueParts(db, catalogue, slug, params, words, locale);
  if (outcome.kind !== "page") return outcome;
  // A worked-out expression or the calculator's refusal, in the page's language (decision 080).
  const query = await questionBoxIn(outcome.page.query, catalogue, words.catalogue);
  const texts = await publishedTexts(db, catalogue, outcome.page);
  return { ...outcome, page: { ...outcome.page, query, ...texts } };
}

async function loadCatalogueParts(
  db: Database,
  catalogue: Catalogue,
  slug: string,
  params: URLSearchParams,
  words: PageWords,
  locale?: string,
): Promise<ConverterPageResult> {
  const key = catalogue.getConverter(slug)?.key;
  if (key === COOKING_TABLE_KEY) {
    const cooking = cookingPage(catalogue, params, words, locale);
    if (cooking) {
      const outcome = buildConverterPage(catalogue, slug, params, words, cooking.table, locale);
      return outcome.kind === "page"
        ? { ...outcome, page: { ...outcome.page, cooking: cooking.panel } }
        : outcome;
    }
  }
  if (key !== CURRENCY_TABLE_KEY)
    return buildConverterPage(catalogue, slug, params, words, undefined, locale);
  const { table, panel } = await currencyPageRates(db, catalogue);
  const outcome = buildConverterPage(catalogue, slug, params, words, table, locale);
  return outcome.kind === "page"
    ? { ...outcome, page: { ...outcome.page, rates: panel } }
    : outcome;
}

/**
 * The page for `slug` from the catalogue and the URL. `replacing` stands in for the catalogue's
 * table of the same key (the currency table with the rates in use), here and in free-text answers.
 */
function buildConverterPage(
  catalogue: Catalogue,
  slug: string,
  params: URLSearchParams,
  words: PageWords,
  replacing?: UnitTable,
  locale?: string,
): ConverterPageResult {
  const { language } = words;
  const converter = catalogue.getConverter(slug);
  const englishTable =
    converter && (replacing?.key === converter.key ? replacing : catalogue.getTable(converter.key));
  // The table as the page names its units (ids and definitions are the same in every language).
  const table = englishTable && words.catalogue.table(englishTable);
  if (!converter || !table || converter.slug !== slug) {
    // A slug the converter had before answers 301 to the one it has now, with the same query.
    const moved = catalogue.redirectFor(slug);
    if (!moved) return { kind: "not-found" };
    const query = params.toString();
    const location = localizedPath(`/${moved}${query ? `?${query}` : ""}`, language);
    return { kind: "redirect", location, status: 301 };
  }

  const state = readConverterState(table, params);
  let query: ConverterPage["query"] = null;

  const queryText = params.get("q")?.trim();
  if (queryText) {
    const answered = words.questions.answer(
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
          location: localizedPath(
            converterHref(target.slug, wanted, queryText, ingredient?.id),
            language,
          ),
        };
      }
      Object.assign(state, wanted);
      // In another language, the units as the page names them ("5 pi", not "5 ft"; the engine
      // writes English), the value as the converter's box holds it.
      const symbol = (id: string) => table.units.find((unit) => unit.id === id)?.symbol ?? id;
      const english = language === DEFAULT_LANGUAGE || isTextTable(table);
      query = {
        text: queryText,
        question: english ? shown(answered.question) : `${value} ${symbol(answered.from)}`,
        answer: english
          ? shown(answered.answer)
          : `${written?.number(answered.conversion.result) ?? answered.conversion.result} ${symbol(answered.to)}`,
        ...(ingredient && table.ingredient
          ? { ingredient: usedIngredient(table, words, locale) }
          : {}),
      };
    } else if (answered.status === "calculated") {
      query = { text: queryText, calculation: calculationView(answered.calculation, catalogue) };
    } else if (answered.status === "error") {
      query = { text: queryText, error: engineText(answered.message, words.engine) };
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
      location: localizedPath(
        converterHref(
          converter.slug,
          { value, from: state.to, to: state.from },
          undefined,
          ingredient,
        ),
        language,
      ),
    };
  }

  const shown = words.catalogue.converter(toConverter(converter));
  const category = catalogue.getCategory(converter.category);
  return {
    kind: "page",
    page: {
      language,
      converter: shown,
      categoryName: category ? words.catalogue.category(category).name : "",
      table,
      state,
      query,
      popular: popularConversions(table),
      related: relatedConverters(catalogue, converter).map((item) => {
        const { name, description } = words.catalogue.converter(item);
        return { slug: item.slug, name, description };
      }),
      faq: converterFaq(shown, table, state, words, locale),
      education: education(shown, table, words),
      article: null,
      guide: null,
    },
  };
}

function converterHref(
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

/** The value, the two units and the precision the URL asks for, each checked against the table. */
export function readConverterState(table: UnitTable, params: URLSearchParams): ConverterState {
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
function relatedConverters(catalogue: CatalogueReader, current: Converter): Converter[] {
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
  return chosen.slice(0, 6);
}
