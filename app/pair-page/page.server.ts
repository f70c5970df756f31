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
): Promise<PairPageResult> {
  const converter = catalogue.getConverter(slug);
  const table = converter && catalogue.getTable(converter.key);
  if (!converter || !table || converter.slug !== slug) {
    // A slug the converter had before answers 301 to the pair under the one it has now.
    const moved = catalogue.redirectFor(slug);
    if (!moved) return { kind: "not-found", unknown: { converter: null, pairs: [] } };
    const query = params.toString();
    return {
      kind: "redirect",
      location: `/${moved}/${segment}${query ? `?${query}` : ""}`,
      status: 301,
    };
  }

  const unknown: UnknownPair = {
    converter: { href: `/${converter.slug}`, name: converter.name },
    pairs: pairLinks(converter.slug, table, indexedPairs(table)).slice(0, UNKNOWN_PAIR_LINKS),
  };
  const pair = hasPairPages(table)
    ? parsePairSlug(segment, new Set(table.units.map((unit) => unit.id)))
    : null;
  if (!pair || pair.from === pair.to) return { kind: "not-found", unknown };

  const state = new URLSearchParams(params);
  if (!state.has("from")) state.set("from", pair.from);
  if (!state.has("to")) state.set("to", pair.to);
  const outcome = await loadConverterPage(db, catalogue, converter.slug, state, locale);
  if (outcome.kind === "redirect") return outcome;
  if (outcome.kind === "not-found") return { kind: "not-found", unknown };

  // The page's own table: for currency, the one with the rates in use.
  const pageTable = outcome.page.table;
  const unit = (id: string) => pageTable.units.find((u) => u.id === id) as UnitDef;
  const from = unit(pair.from);
  const to = unit(pair.to);
  const indexed = indexedPairs(table);
  const value = defaultValue(pageTable);
  const forward = convert(pageTable, value, from.id, to.id);
  const backward = convert(pageTable, value, to.id, from.id);
  // Figures as the visitor's locale writes them (decision 053); numerals and text as they are.
  const written = figureWriter(pageTable, locale).text;
  const shown = (conversion: ReturnType<typeof convert>) => written(resultText(conversion));
  const formula = forward.status === "ok" ? written(forward.formula) : "";
  const path = `/${converter.slug}/${pairSlug(from.id, to.id)}`;
  const page: PairPage = {
    ...outcome.page,
    pair: {
      path,
      title: pairTitle(from, to),
      from: unitSummary(from),
      to: unitSummary(to),
      example: { value: written(value), result: shown(forward), inverseResult: shown(backward) },
      formula,
      inverseFormula: backward.status === "ok" ? written(backward.formula) : "",
      ...(forward.status === "ok" && forward.note ? { note: forward.note } : {}),
      rows: pairValues(pageTable).map((v) => ({
        value: written(v),
        result: shown(convert(pageTable, v, from.id, to.id)),
      })),
      inverse: pairLink(converter.slug, to, from),
      others: pairLinks(
        converter.slug,
        table,
        indexed.filter(
          (p) => !(p.from === from.id && p.to === to.id) && !(p.from === to.id && p.to === from.id),
        ),
      ).slice(0, OTHER_PAIRS),
      meta: {
        title: `${pairTitle(from, to)} (${from.symbol} to ${to.symbol})`,
        description: `${written(value)} ${from.symbol} = ${shown(forward)} ${to.symbol}. Convert ${from.plural} to ${to.plural} exactly: the formula${formula ? ` (${formula})` : ""}, a table of common values and a converter.`,
        // Pairs outside the sitemaps' set are not indexed, but their links are followed.
        robots: indexed.some((p) => p.from === from.id && p.to === to.id)
          ? INDEXED_ROBOTS
          : "noindex, follow",
      },
      pathState: { value, from: from.id, to: to.id, precision: DEFAULT_PRECISION },
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
function pairTitle(from: UnitDef, to: UnitDef): string {
  const text = `${from.plural} to ${to.plural}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function pairLink(slug: string, from: UnitDef, to: UnitDef): PairLink {
  return { href: `/${slug}/${pairSlug(from.id, to.id)}`, title: pairTitle(from, to) };
}

function pairLinks(
  slug: string,
  table: UnitTable,
  pairs: ReadonlyArray<{ from: string; to: string }>,
): PairLink[] {
  const unit = (id: string) => table.units.find((u) => u.id === id);
  return pairs.flatMap(({ from, to }) => {
    const a = unit(from);
    const b = unit(to);
    return a && b ? [pairLink(slug, a, b)] : [];
  });
}

function resultText(conversion: ReturnType<typeof convert>): string {
  if (conversion.status === "ok") return conversion.result;
  return conversion.status === "error" ? "—" : "";
}
