import { escapeXml as escapeHtml } from "~/utils/xml";
import { readsAsQuantity } from "./fact-context";
import { magnitudeChart } from "./visual-chart.server";
import { processFlow } from "./visual-flow.server";
import {
  caption,
  CELL,
  frameAttributes,
  HEAD_CELL,
  type NamedVisual,
  ROW,
  ROW_HEAD,
  unitOf,
  type VisualContext,
} from "./visual-frame.server";
import type { UnitDef } from "@unitwise/units";

/**
 * The picture an element names, drawn from the facts; null when the facts can't draw it.
 * `pairTable: false` draws no table of the pair's values (the converter page has Quick Reference).
 */
export function renderVisual(
  context: VisualContext,
  element: NamedVisual,
  { pairTable = true }: { pairTable?: boolean } = {},
): string | null {
  const table = () => comparisonTable(context, element, pairTable);
  const chart = () => magnitudeChart(context, element);
  const flow = () => processFlow(context, element);
  switch (element.type) {
    case "comparison_table":
      return table();
    case "chart":
      return chart() ?? table();
    case "process_flow":
      return flow();
    case "diagram":
      return flow() ?? chart() ?? table();
    case "infographic":
      return chart() ?? flow() ?? table();
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Meters (m)", or the name alone when the symbol is a number or a case style's name. */
function columnName(unit: UnitDef | undefined, fallback: string): string {
  if (!unit) return fallback;
  const plural = capitalised(unit.plural);
  return unit.definition.kind === "textual" || !readsAsQuantity(unit.symbol)
    ? plural
    : `${plural} (${unit.symbol})`;
}

/** The facts' conversion table: one row per value, as the engine converts it. */
function comparisonTable(
  context: VisualContext,
  element: NamedVisual,
  pairTable: boolean,
): string | null {
  const { rows, from, to } = context.facts.table;
  if (rows.length === 0) return null;
  // Text tables convert one phrase into every style: a row per style.
  const perStyle = rows.some((row) => row.to !== rows[0]?.to);
  if (!perStyle && !pairTable) return null;
  const fromUnit = unitOf(context, from.id);
  const heads = perStyle
    ? ["Style", "Text"]
    : [columnName(fromUnit, from.plural), columnName(unitOf(context, to.id), to.plural)];
  const body = rows
    .map((row) => {
      const head = perStyle ? (unitOf(context, row.to)?.name ?? row.to) : row.value;
      return (
        `<tr class="${ROW}"><th scope="row" class="${ROW_HEAD}">${escapeHtml(head)}</th>` +
        `<td class="${CELL}">${escapeHtml(row.result)}</td></tr>`
      );
    })
    .join("");
  return (
    `<div ${frameAttributes("comparison_table", element)}><div class="overflow-x-auto">` +
    `<table class="w-full border-collapse text-left text-sm">` +
    `<caption class="pb-3 text-left">${caption(element)}</caption>` +
    `<thead><tr>${heads.map((head) => `<th scope="col" class="${HEAD_CELL}">${escapeHtml(head)}</th>`).join("")}</tr></thead>` +
    `<tbody>${body}</tbody></table></div></div>`
  );
}
