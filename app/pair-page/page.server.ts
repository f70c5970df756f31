import type { Catalogue } from "~/catalogue/effective";
import { loadConverterPage, unitSummary } from "~/converter-page/page.server";
import type { Database } from "~/db/client.server";
import {
  convert,
  defaultValue,
  isWholeNumberTable,
  referenceValues,
  DEFAULT_PRECISION,
  figureWriter,
  type UnitDef,
  type UnitTable,
} from "@unitwise/units";
import { hasPairPages, indexedPairs } from "./indexed-pairs";
import type { PairLink, PairPage, PairPageResult, UnknownPair } from "./page";
import { pairSlug, parsePairSlug } from "./pair-slug";
import { engineText } from "~/converter-page/engine-text";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import { DEFAULT_LANGUAGE, localizedPath, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/localization";
import { translator } from "~/i18n/messages.server";

/**
 * A unit pair's page (docs/decisions/050-unit-pair-pages.md): the converter page with its widget
 * set to the pair (the query string may still move it, as on the converter page), and the pair's
 * own parts, all computed on the server: a table of common values, the rule both ways, the
 * inverse pair and the converter's other indexed pairs.
 */

/** The values of a pair's table, for quantities measured on a ratio scale. */
const PAIR_VALUES = [
  "0.1",
  "0.5",
  "1",
  "2",
  "3",
  "4",
  "5",
  "10",
  "20",
  "25",
  "50",
  "100",
  "500",
  "1000",
];

/** What pageMeta says of an indexed page (utils/seo.ts). */
const INDEXED_ROBOTS = "index, follow, max-snippet:-1, max-image-preview:large";

const OTHER_PAIRS = 12;
const UNKNOWN_PAIR_LINKS = 6;

export async function loadPairPage(
  db: Database,
  catalogue: Catalogue,
  slug: string,
  segment: string,
  params: URLSearchParams,
  /** the locale the page writes numbers in and reads a typed question's in (decision 053) */
  locale?: string,
  /** the page's language (decision 080) */
  language: Language = DEFAULT_LANGUAGE,
): Promise<PairPageResult> {
  const t = await translator(language, "converter-copy");
  const engine = await translator(language, "converter");
  const words = await catalogueTranslation(language);
  const to = (path: string) => localizedPath(path, language);
  const converter = catalogue.getConverter(slug);
  const table = converter && catalogue.getTable(converter.key);
  if (!converter || !table || converter.slug !== slug) {
    // A slug the converter had before answers 301 to the pair under the one it has now.
    const moved = catalogue.redirectFor(slug);
    if (!moved) return { kind: "not-found", unknown: { converter: null, pairs: [] } };
    const query = params.toString();
    return {
      kind: "redirect",
      location: to(`/${moved}/${segment}${query ? `?${query}` : ""}`),
      status: 301,
    };
  }

  const shownTable = words.table(table);
  const shownName = words.converter(converter).name;
  const links = (pairs: ReadonlyArray<{ from: string; to: string }>) =>
    pairLinks(to(`/${converter.slug}`), shownTable, pairs, t);
  const unknown: UnknownPair = {
    converter: { href: to(`/${converter.slug}`), name: shownName },
    pairs: links(indexedPairs(table)).slice(0, UNKNOWN_PAIR_LINKS),
    texts: {
      title: t("pairNotFoundTitle"),
      text: t("pairNoSuchPair", { converter: shownName }),
      open: t("pairOpenConverter", { converter: shownName }),
      popular: t("pairPopular"),
    },
  };
  const pair = hasPairPages(table)
    ? parsePairSlug(segment, new Set(table.units.map((unit) => unit.id)))
    : null;
  if (!pair || pair.from === pair.to) return { kind: "not-found", unknown };

  const state = new URLSearchParams(params);
  if (!state.has("from")) state.set("from", pair.from);
  if (!state.has("to")) state.set("to", pair.to);
  const outcome = await loadConverterPage(db, catalogue, converter.slug, state, locale, language);
  if (outcome.kind === "redirect") return outcome;
  if (outcome.kind === "not-found") return { kind: "not-found", unknown };

  // The page's own table: for currency, the one with the rates in use.
  const pageTable = outcome.page.table;
  const unit = (id: string) => pageTable.units.find((u) => u.id === id) as UnitDef;
  const from = unit(pair.from);
  const target = unit(pair.to);
  const indexed = indexedPairs(table);
  const value = defaultValue(pageTable);
  const forward = convert(pageTable, value, from.id, target.id);
  const backward = convert(pageTable, value, target.id, from.id);
  // Figures as the visitor's locale writes them (decision 053); numerals and text as they are.
  const written = figureWriter(pageTable, locale).text;
  const shown = (conversion: ReturnType<typeof convert>) => written(resultText(conversion));
  const rule = (text: string) => engineText(written(text), engine);
  const formula = forward.status === "ok" ? rule(forward.formula) : "";
  // The path is the English one: pageMeta and the page put it in the page's language.
  const path = `/${converter.slug}/${pairSlug(from.id, target.id)}`;
  const title = pairTitle(from, target, t);
  const names = {
    value: written(value),
    result: shown(forward),
    fromSymbol: from.symbol,
    toSymbol: target.symbol,
    fromPlural: from.plural,
    toPlural: target.plural,
  };
  const page: PairPage = {
    ...outcome.page,
    pair: {
      path,
      title,
      from: unitSummary(from),
      to: unitSummary(target),
      example: { value: written(value), result: shown(forward), inverseResult: shown(backward) },
      formula,
      inverseFormula: backward.status === "ok" ? rule(backward.formula) : "",
      ...(forward.status === "ok" && forward.note
        ? { note: engineText(forward.note, engine) }
        : {}),
      rows: pairValues(pageTable).map((v) => ({
        value: written(v),
        result: shown(convert(pageTable, v, from.id, target.id)),
      })),
      inverse: pairLink(to(`/${converter.slug}`), target, from, t),
      others: links(
        indexed.filter(
          (p) =>
            !(p.from === from.id && p.to === target.id) &&
            !(p.from === target.id && p.to === from.id),
        ),
      ).slice(0, OTHER_PAIRS),
      meta: {
        title: t("pairHeading", { title, fromSymbol: from.symbol, toSymbol: target.symbol }),
        description: formula
          ? t("pairMetaDescriptionFormula", { ...names, formula })
          : t("pairMetaDescription", names),
        // Pairs outside the sitemaps' set are not indexed, but their links are followed.
        robots: indexed.some((p) => p.from === from.id && p.to === target.id)
          ? INDEXED_ROBOTS
          : "noindex, follow",
      },
      pathState: { value, from: from.id, to: target.id, precision: DEFAULT_PRECISION },
    },
  };
  return { kind: "page", page };
}

/** Temperatures and other offset scales get values around their everyday range; numerals whole ones. */
function pairValues(table: UnitTable): string[] {
  const affine = table.units.some((unit) => unit.definition.kind === "affine");
  return affine || isWholeNumberTable(table) ? referenceValues(table) : PAIR_VALUES;
}

/** "Miles to kilometers": the plurals, as a sentence starts. */
function pairTitle(from: UnitDef, to: UnitDef, t: Translate<"converter-copy">): string {
  const text = t("pairTitle", { from: from.plural, to: to.plural });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A pair's page: `converterPath` is the converter's, in the page's language. */
function pairLink(
  converterPath: string,
  from: UnitDef,
  to: UnitDef,
  t: Translate<"converter-copy">,
): PairLink {
  return { href: `${converterPath}/${pairSlug(from.id, to.id)}`, title: pairTitle(from, to, t) };
}

function pairLinks(
  converterPath: string,
  table: UnitTable,
  pairs: ReadonlyArray<{ from: string; to: string }>,
  t: Translate<"converter-copy">,
): PairLink[] {
  const unit = (id: string) => table.units.find((u) => u.id === id);
  return pairs.flatMap(({ from, to }) => {
    const a = unit(from);
    const b = unit(to);
    return a && b ? [pairLink(converterPath, a, b, t)] : [];
  });
}

function resultText(conversion: ReturnType<typeof convert>): string {
  if (conversion.status === "ok") return conversion.result;
  return conversion.status === "error" ? "—" : "";
}
