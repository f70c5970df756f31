import type { UnitDef, UnitTable } from "@unitwise/units";
import type { GuideVisualElement } from "~/models/converter-guide";
import { escapeXml as escapeHtml } from "~/utils/xml";
import { readsAsQuantity } from "./fact-context";
import type { ConverterFacts } from "./guide";

/** What every picture of a guide (visuals.server.ts) is drawn from, and the frame it sits in. */

export interface VisualContext {
  facts: ConverterFacts;
  table: UnitTable;
}

/** What the writer said of a picture: the engine's facts fill it. */
export type NamedVisual = Pick<GuideVisualElement, "type" | "title" | "description" | "placement">;

/** Classes of the pictures: written out whole, so Tailwind finds them. */
const FRAME =
  "my-8 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800 sm:p-6 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200";
const CAPTION_TITLE = "block text-base font-semibold text-slate-900 dark:text-white";
const CAPTION_NOTE = "mt-1 block text-sm font-normal text-slate-600 dark:text-slate-300";
export const HEAD_CELL =
  "border-b border-slate-300 px-3 py-2 font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-200";
export const ROW_HEAD =
  "px-3 py-2 text-left font-mono font-normal text-slate-900 dark:text-slate-100";
export const CELL = "px-3 py-2 font-mono text-slate-800 dark:text-slate-200";
export const ROW = "border-t border-slate-200 dark:border-slate-700";

export function caption(element: NamedVisual): string {
  return (
    `<span class="${CAPTION_TITLE}">${escapeHtml(element.title)}</span>` +
    `<span class="${CAPTION_NOTE}">${escapeHtml(element.description)}</span>`
  );
}

export function frameAttributes(drawn: string, element: NamedVisual): string {
  return `class="${FRAME}" data-visual="${drawn}" data-placement="${escapeHtml(element.placement)}"`;
}

export function unitOf(context: VisualContext, id: string): UnitDef | undefined {
  return context.table.units.find((unit) => unit.id === id);
}

/** "5 ft", "“hello_world” (snake_case)", "1000" (a symbol that is a number is left out). */
export function quantity(value: string, unit: UnitDef | undefined): string {
  if (!unit) return value;
  if (unit.definition.kind === "textual") return `“${value}” (${unit.name})`;
  return readsAsQuantity(unit.symbol) ? `${value} ${unit.symbol}` : value;
}
