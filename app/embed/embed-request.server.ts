import {
  convert,
  defaultValue,
  figureWriter,
  type Conversion,
  type UnitTable,
} from "@unitwise/units";
import type { Catalogue } from "~/catalogue/effective";
import { COOKING_TABLE_KEY, cookingTable } from "~/converter-page/cooking-page";
import { readConverterState } from "~/converter-page/page.server";
import type { ConverterState } from "~/converter-page/converter-state";
import type { Database } from "~/db/client.server";
import { currencyPageRates } from "~/exchange-rates/rates-in-use.server";
import { CURRENCY_TABLE_KEY } from "~/exchange-rates/shipped-rates.server";
import { parsePairSlug } from "~/pair-page/pair-slug";
import { EMBED_THEMES, type EmbedTheme } from "./embed-theme";

/**
 * What an embedded converter (/embed/{converter} and /embed/{converter}/{from}-to-{to},
 * docs/decisions/079-embeds.md) shows, read from the catalogue and the URL: the table (with the
 * rates in use for currencies, the ingredient for cooking), the units and value asked for, and
 * the answer the server worked out, so the form is useful before, or without, any script.
 */

export interface EmbedView {
  converter: { name: string; slug: string };
  table: UnitTable;
  state: ConverterState;
  /** the answer in the page's figures ("0.3048"), "" for no value, or the engine's message */
  result:
    | { kind: "ok"; text: string; formula: string }
    | { kind: "empty" }
    | { kind: "error"; message: string };
  theme: EmbedTheme;
  /** the converter's own page, with the same question, for the link back */
  fullPage: string;
}

export type EmbedOutcome =
  | { kind: "embed"; view: EmbedView }
  | { kind: "redirect"; location: string }
  | { kind: "not-found" };

/** The locale an embed writes numbers in: the host page's readers vary, the figures stay plain. */
const EMBED_LOCALE = "en-US";

async function tableFor(
  db: Database,
  catalogue: Catalogue,
  key: string,
  params: URLSearchParams,
): Promise<UnitTable | undefined> {
  if (key === CURRENCY_TABLE_KEY) return (await currencyPageRates(db, catalogue)).table;
  if (key === COOKING_TABLE_KEY) return cookingTable(catalogue, params)?.table;
  return catalogue.getTable(key);
}

/** What a value the engine read as no number at all is told. */
function notANumber(value: string): string {
  return `${JSON.stringify(value.slice(0, 40))} is not a number`;
}

function shownResult(table: UnitTable, value: string, conversion: Conversion): EmbedView["result"] {
  if (conversion.status === "ok") {
    const written = figureWriter(table, EMBED_LOCALE);
    return {
      kind: "ok",
      text: written.number(conversion.result),
      formula: written.text(conversion.formula),
    };
  }
  if (conversion.status === "error") return { kind: "error", message: conversion.message };
  return value.trim() === "" ? { kind: "empty" } : { kind: "error", message: notANumber(value) };
}

export async function loadEmbed(
  db: Database,
  catalogue: Catalogue,
  slug: string,
  segment: string | undefined,
  params: URLSearchParams,
): Promise<EmbedOutcome> {
  const converter = catalogue.getConverter(slug);
  if (!converter || converter.slug !== slug || converter.hidden) {
    // A slug the converter had before leads to the embed under the one it has now.
    const moved = catalogue.redirectFor(slug);
    if (!moved) return { kind: "not-found" };
    const query = params.toString();
    const rest = segment ? `/${segment}` : "";
    return { kind: "redirect", location: `/embed/${moved}${rest}${query ? `?${query}` : ""}` };
  }
  const table = await tableFor(db, catalogue, converter.key, params);
  if (!table) return { kind: "not-found" };

  const asked = new URLSearchParams(params);
  if (segment !== undefined) {
    const pair = parsePairSlug(segment, new Set(table.units.map((unit) => unit.id)));
    if (!pair) return { kind: "not-found" };
    // The path names the pair; a form's from and to, once changed, win.
    if (!asked.has("from")) asked.set("from", pair.from);
    if (!asked.has("to")) asked.set("to", pair.to);
  }
  if (!asked.has("value")) asked.set("value", defaultValue(table));
  const state = readConverterState(table, asked);
  const conversion = convert(table, state.value, state.from, state.to, {
    precision: state.precision,
  });
  const themeParam = params.get("theme");
  const theme = EMBED_THEMES.find((known) => known === themeParam) ?? "auto";
  const back = new URLSearchParams({ value: state.value, from: state.from, to: state.to });
  const ingredient = table.ingredient?.id;
  if (ingredient) back.set("ingredient", ingredient);
  return {
    kind: "embed",
    view: {
      converter: { name: converter.name, slug: converter.slug },
      table,
      state,
      result: shownResult(table, state.value, conversion),
      theme,
      fullPage: `/${converter.slug}?${back}`,
    },
  };
}
