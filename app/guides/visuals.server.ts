import { withDefaultIngredient, convert, type UnitDef, type UnitTable } from "@unitwise/units";
import type { GuideVisualElement } from "~/models/converter-guide";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import { escapeXml as escapeHtml } from "~/utils/xml";
import { readsAsQuantity } from "./fact-context";
import { converterFacts } from "./facts";
import { VisualElementSchema, type ConverterFacts, type Placement } from "./guide";

/**
 * A guide's visual elements as real pictures (docs/decisions/044-converter-guides.md): the
 * writer only names a picture (type, title, description, placement); what it shows is drawn
 * here from the converter's facts, so every figure in it is one the engine computed, never the
 * model's words. The pictures are HTML strings built on the server, every value escaped, so the
 * converter page inserts them as it inserts the guide's sanitized HTML and sends no script.
 *
 *   comparison_table  the facts' conversion table (caption, column and row headers)
 *   chart             one of each linear unit in the base unit, as horizontal bars on a log10
 *                     axis (inline SVG) with the numbers in a table inside a disclosure; with
 *                     fewer than two linear units (temperatures, case styles), the table
 *   process_flow      a worked example of the table's pair as steps: the value, the value in
 *                     the base unit, the result, each with the engine's rule
 *   diagram           the process flow (a diagram relates units, which the way through the
 *                     base unit does), else the chart
 *   infographic       the chart when there are two linear units to compare, else the flow
 *
 * A picture the facts cannot draw (a currency table with no fixed rate has no rows and no
 * examples) falls back as above, and is left out when nothing fits.
 */

/** A run of the guide's HTML (sanitized content) or a picture between two runs. */
export interface GuidePart {
  kind: "prose" | "visual";
  html: string;
}

/** At most this many pictures per guide (the writer's schema allows three). */
const MAX_VISUALS = 3;

/**
 * The guide's content cut at its pictures' placements, each picture between the runs
 * (placementOffsets). Elements stored in an unexpected shape are left out, and so is what the
 * page shows in a section of its own (decision 062): the sections of a unit list or a table of
 * values that older guides carry, a picture of the pair's table of values (Quick Reference's),
 * and a picture drawn twice.
 */
export function guideParts(
  catalogue: CatalogueReader,
  key: string,
  storedHtml: string,
  elements: readonly unknown[],
): GuidePart[] {
  const contentHtml = withoutPageSections(storedHtml);
  const facts = converterFacts(catalogue, key);
  const stored = facts && catalogue.getTable(facts.key);
  // Drawn with the figures the facts were stated with (the cooking converter's default ingredient).
  const table = stored && withDefaultIngredient(stored);
  const offsets = placementOffsets(contentHtml);
  // A converter no longer in the catalogue has no facts to draw from: its text alone.
  const drawable = facts && table ? elements : [];
  const pictures = drawable
    .flatMap((element) => {
      const parsed = VisualElementSchema.safeParse(element);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, MAX_VISUALS)
    .map((element, index) => {
      const html =
        facts && table ? renderVisual({ facts, table }, element, { pairTable: false }) : null;
      return html === null ? null : { offset: offsets[element.placement], index, html };
    })
    .filter((picture) => picture !== null)
    // Two elements that draw the same picture (a diagram and a process flow) show it once.
    .filter(
      (picture, i, all) =>
        all.findIndex((other) => drawn(other.html) === drawn(picture.html)) === i,
    )
    .sort((a, b) => a.offset - b.offset || a.index - b.index);

  const parts: GuidePart[] = [];
  let cursor = 0;
  const prose = (end: number) => {
    const html = contentHtml.slice(cursor, end);
    if (html.trim() !== "") parts.push({ kind: "prose", html });
    cursor = end;
  };
  for (const picture of pictures) {
    prose(picture.offset);
    parts.push({ kind: "visual", html: picture.html });
  }
  prose(contentHtml.length);
  return parts;
}

// ---------------------------------------------------------------------------------------------
// What the page shows elsewhere

/** What a picture draws from the facts (frameAttributes' data-visual): the same for the same facts. */
function drawn(html: string): string | undefined {
  return /data-visual="([^"]+)"/.exec(html)?.[1];
}

/**
 * Headings of a guide section that lists the units or tabulates values: the local writer's
 * before version 2 ("The units", "Conversion table") and what a model names them.
 */
const PAGE_SECTION_HEADING =
  /^(?:(?:the|main|common|key) )?units(?: (?:and|&) (?:their )?definitions| explained| at a glance)?$|^(?:understanding|meet) the units$|\bconversion (?:table|chart)s?\b|^quick reference\b|^(?:a )?table of (?:values|conversions)$/i;

/**
 * The guide's HTML without its top-level sections (an `<h2>` up to the next) that repeat what
 * the page shows in its own: Conversion Information describes the units, Quick Reference
 * tabulates the pair (docs/decisions/062-one-owner-per-fact.md).
 */
function withoutPageSections(html: string): string {
  const headings = topLevelElements(html).filter((element) => element.tag === "h2");
  let kept = "";
  let cursor = 0;
  headings.forEach((heading, i) => {
    const end = headings[i + 1]?.offset ?? html.length;
    const close = html.indexOf("</h2>", heading.offset);
    const title = html
      .slice(heading.offset, close < 0 ? end : close)
      .replace(/<[^>]*>/g, "")
      .replace(/&amp;/g, "&")
      .trim();
    if (!PAGE_SECTION_HEADING.test(title)) return;
    kept += html.slice(cursor, heading.offset);
    cursor = end;
  });
  return kept + html.slice(cursor);
}

// ---------------------------------------------------------------------------------------------
// Where pictures go

/** Elements that never have a closing tag. */
const VOID_TAGS = new Set(["area", "br", "col", "embed", "hr", "img", "input", "source", "wbr"]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;

/**
 * Where the elements at the top level of `html` start. The guide's HTML is sanitize-html's
 * output (well formed, with `<` and `>` escaped in text and attribute values), so counting open
 * and closed tags finds them; an `<h2>` inside a list or a quote is not a boundary.
 */
function topLevelElements(html: string): Array<{ offset: number; tag: string }> {
  const elements: Array<{ offset: number; tag: string }> = [];
  let depth = 0;
  for (const match of html.matchAll(TAG)) {
    const [, closing, name = "", selfClosing] = match;
    const tag = name.toLowerCase();
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (depth === 0) elements.push({ offset: match.index, tag });
    if (!VOID_TAGS.has(tag) && !selfClosing) depth += 1;
  }
  return elements;
}

/**
 * Where each placement puts a picture in the guide's HTML: always at the start of a top-level
 * element, never before the first one. The boundaries are the top-level `<h2>`s (the guide's
 * sections); a guide with none uses its top-level blocks (paragraphs, lists, tables) instead.
 *
 *   after_intro        the first boundary after the start: the end of the introduction, whether
 *                      that is a lead before the first heading or the first section
 *   middle_content     the middle boundary, boundaries[floor(n / 2)] (of seven sections, the
 *                      fourth); the first inner one when that is the start
 *   before_conclusion  the last boundary: before the last section
 *
 * With no boundary after the start (a single section or block), each goes at the end.
 */
export function placementOffsets(html: string): Record<Placement, number> {
  const elements = topLevelElements(html);
  const headings = elements.filter((element) => element.tag === "h2");
  const boundaries = (headings.length > 0 ? headings : elements).map((element) => element.offset);
  const start = elements[0]?.offset ?? 0;
  const inner = boundaries.filter((offset) => offset > start);
  const end = html.length;
  const middle = boundaries[Math.floor(boundaries.length / 2)];
  return {
    after_intro: inner[0] ?? end,
    middle_content: middle !== undefined && middle > start ? middle : (inner[0] ?? end),
    before_conclusion: inner.at(-1) ?? end,
  };
}

// ---------------------------------------------------------------------------------------------
// The pictures

export interface VisualContext {
  facts: ConverterFacts;
  table: UnitTable;
}

/** What the writer said of a picture: the engine's facts fill it. */
type NamedVisual = Pick<GuideVisualElement, "type" | "title" | "description" | "placement">;

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

/** Classes of the pictures: written out whole here, so Tailwind finds them in this file. */
const FRAME =
  "my-8 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800 sm:p-6 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200";
const CAPTION_TITLE = "block text-base font-semibold text-slate-900 dark:text-white";
const CAPTION_NOTE = "mt-1 block text-sm font-normal text-slate-600 dark:text-slate-300";
const HEAD_CELL =
  "border-b border-slate-300 px-3 py-2 font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-200";
const ROW_HEAD = "px-3 py-2 text-left font-mono font-normal text-slate-900 dark:text-slate-100";
const CELL = "px-3 py-2 font-mono text-slate-800 dark:text-slate-200";
const ROW = "border-t border-slate-200 dark:border-slate-700";

function caption(element: NamedVisual): string {
  return (
    `<span class="${CAPTION_TITLE}">${escapeHtml(element.title)}</span>` +
    `<span class="${CAPTION_NOTE}">${escapeHtml(element.description)}</span>`
  );
}

function frameAttributes(drawn: string, element: NamedVisual): string {
  return `class="${FRAME}" data-visual="${drawn}" data-placement="${escapeHtml(element.placement)}"`;
}

function unitOf(context: VisualContext, id: string): UnitDef | undefined {
  return context.table.units.find((unit) => unit.id === id);
}

/** "5 ft", "“hello_world” (snake_case)", "1000" (a symbol that is a number is left out). */
function quantity(value: string, unit: UnitDef | undefined): string {
  if (!unit) return value;
  if (unit.definition.kind === "textual") return `“${value}” (${unit.name})`;
  return readsAsQuantity(unit.symbol) ? `${value} ${unit.symbol}` : value;
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

/** Geometry of the magnitude chart, in the SVG's own units (it scales to the page's width). */
const CHART = {
  width: 600,
  labels: 132,
  right: 24,
  top: 8,
  row: 28,
  bar: 16,
  axis: 44,
} as const;

const SUPERSCRIPTS: Record<string, string> = {
  "-": "⁻",
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
};

/** "10⁻⁶", "10³". */
export function powerOfTen(exponent: number): string {
  return `10${[...String(exponent)].map((c) => SUPERSCRIPTS[c] ?? c).join("")}`;
}

/** One bar of the chart: a linear unit and its size in the base unit. */
export interface ChartBar {
  id: string;
  name: string;
  symbol: string;
  /** one of the unit in the base unit, as the engine displays it */
  inBase: string;
  /** log10 of inBase */
  log: number;
}

/** The linear units of the facts, smallest first (equal sizes keep the facts' order). */
export function chartBars(facts: ConverterFacts): ChartBar[] {
  return facts.units
    .flatMap((unit) => {
      const size = unit.inBase === null ? NaN : Number(unit.inBase);
      if (!(size > 0) || !Number.isFinite(size)) return [];
      const { id, name, symbol } = unit;
      return [{ id, name, symbol, inBase: unit.inBase as string, log: Math.log10(size) }];
    })
    .sort((a, b) => a.log - b.log);
}

/**
 * The log10 axis: whole powers of ten around the bars, the smallest bar never empty, at most
 * nine labelled powers with a label at both ends. The largest bar nearly reaches the end; any
 * extra range goes below, where it only lengthens every bar alike.
 */
export function chartAxis(bars: readonly ChartBar[]): { low: number; high: number; step: number } {
  const logs = bars.map((bar) => bar.log);
  const bottom = Math.ceil(Math.min(...logs) - 1e-9) - 1;
  const high = Math.max(bottom + 1, Math.ceil(Math.max(...logs) - 1e-9));
  const step = Math.max(1, Math.ceil((high - bottom) / 8));
  return { low: high - step * Math.ceil((high - bottom) / step), high, step };
}

/** One of each linear unit in the base unit, as bars on a logarithmic axis. */
function magnitudeChart(context: VisualContext, element: NamedVisual): string | null {
  const bars = chartBars(context.facts);
  if (bars.length < 2) return null;
  const base = context.facts.base;
  const baseSymbol = readsAsQuantity(base.symbol) ? ` ${base.symbol}` : "";
  const { low, high, step } = chartAxis(bars);
  const plot = CHART.width - CHART.labels - CHART.right;
  const x = (log: number) => CHART.labels + ((log - low) / (high - low)) * plot;
  const bottom = CHART.top + bars.length * CHART.row;
  const height = bottom + CHART.axis;
  const first = bars[0] as ChartBar;
  const last = bars[bars.length - 1] as ChartBar;
  const label =
    `${element.title}: one of each unit in ${base.plural}, on a logarithmic scale, from the ` +
    `${first.name} (${first.inBase}${baseSymbol}) to the ${last.name} (${last.inBase}${baseSymbol})`;

  const ticks: string[] = [];
  for (let power = low; power <= high; power += step) {
    const at = x(power).toFixed(1);
    ticks.push(
      `<line x1="${at}" x2="${at}" y1="${CHART.top}" y2="${bottom}" class="stroke-slate-300 dark:stroke-slate-600" stroke-width="1"/>` +
        `<text x="${at}" y="${bottom + 18}" text-anchor="middle" class="fill-slate-600 dark:fill-slate-300">${powerOfTen(power)}</text>`,
    );
  }
  const rows = bars.map((bar, i) => {
    const y = CHART.top + i * CHART.row;
    const width = Math.max(2, x(bar.log) - CHART.labels).toFixed(1);
    const middle = (y + CHART.row / 2).toFixed(1);
    return (
      `<text x="${CHART.labels - 8}" y="${middle}" text-anchor="end" dominant-baseline="middle" class="fill-slate-700 dark:fill-slate-200">${escapeHtml(bar.symbol)}</text>` +
      `<rect x="${CHART.labels}" y="${(y + (CHART.row - CHART.bar) / 2).toFixed(1)}" width="${width}" height="${CHART.bar}" rx="2" class="fill-brand-600 dark:fill-brand-400" data-unit="${escapeHtml(bar.id)}">` +
      `<title>${escapeHtml(`1 ${bar.symbol} = ${bar.inBase}${baseSymbol}`)}</title></rect>`
    );
  });
  const svg =
    // Never narrower than 30rem, where its labels would be too small to read: it scrolls
    // instead, in a region the keyboard can reach.
    `<div class="mt-4 overflow-x-auto" role="region" tabindex="0" aria-label="${escapeHtml(`${element.title} (chart)`)}"><svg viewBox="0 0 ${CHART.width} ${height}" role="img" aria-label="${escapeHtml(label)}" class="h-auto w-full min-w-[30rem] max-w-2xl" font-size="13">` +
    `<title>${escapeHtml(label)}</title>` +
    ticks.join("") +
    rows.join("") +
    `<text x="${CHART.labels}" y="${height - 4}" class="fill-slate-600 dark:fill-slate-300">${escapeHtml(`one of each unit in ${base.plural}, logarithmic scale`)}</text>` +
    `</svg></div>`;
  const numbers =
    `<details class="mt-3 text-sm"><summary class="cursor-pointer text-slate-700 dark:text-slate-200">The numbers behind the chart</summary>` +
    `<div class="mt-2 overflow-x-auto"><table class="w-full border-collapse text-left text-sm">` +
    `<caption class="sr-only">${escapeHtml(label)}</caption>` +
    `<thead><tr><th scope="col" class="${HEAD_CELL}">Unit</th><th scope="col" class="${HEAD_CELL}">${escapeHtml(`In ${base.plural}`)}</th></tr></thead><tbody>` +
    bars
      .map(
        (bar) =>
          `<tr class="${ROW}"><th scope="row" class="${ROW_HEAD}">${escapeHtml(`${bar.name} (${bar.symbol})`)}</th>` +
          `<td class="${CELL}">${escapeHtml(bar.inBase)}</td></tr>`,
      )
      .join("") +
    `</tbody></table></div></details>`;
  return `<figure ${frameAttributes("chart", element)}><figcaption>${caption(element)}</figcaption>${svg}${numbers}</figure>`;
}

/** A step of the flow as shown: what it is, the value, and the rule that gave it. */
interface FlowStep {
  label: string;
  value: string;
  rule: string;
}

/**
 * The steps of a worked example through the base unit: the example of the table's pair (else
 * the first one), from its value to the base unit (unless it starts there) to the result
 * (unless the base unit is the result). Null when the facts have no example.
 */
export function flowSteps(context: VisualContext): { steps: FlowStep[]; rule?: string } | null {
  const { facts, table } = context;
  const example =
    facts.examples.find((e) => e.from === facts.table.from.id && e.to === facts.table.to.id) ??
    facts.examples[0];
  if (!example) return null;
  const from = unitOf(context, example.from);
  const to = unitOf(context, example.to);
  const base = unitOf(context, facts.base.id);
  if (!from || !to || !base) return null;

  const steps: FlowStep[] = [
    {
      label: from === base ? `In ${base.plural}, the base unit` : `In ${from.plural}`,
      value: quantity(example.value, from),
      rule: "the value you start from",
    },
  ];
  const inBase = from === base ? null : convert(table, example.value, from.id, base.id);
  const through = inBase?.status === "ok" ? inBase : null;
  if (through) {
    steps.push({
      label: `To ${base.plural}, the base unit`,
      value: quantity(through.result, base),
      rule: through.formula,
    });
  }
  if (to !== base) {
    // From the base unit when the value went through it, else the example's own rule.
    const onward = through ? convert(table, through.result, base.id, to.id) : null;
    const rule = onward?.status === "ok" ? onward.formula : (example.formula ?? "");
    steps.push({ label: `To ${to.plural}`, value: quantity(example.result, to), rule });
  }
  // The one-step rule says something new only when the steps went through the base unit.
  const oneStep = steps.length === 3 && example.formula ? { rule: example.formula } : {};
  return { steps, ...oneStep };
}

const STEP =
  "relative rounded-lg border border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-950 " +
  // The arrow to the next step: a bordered square turned 45° (down when stacked, right in a row).
  "after:absolute after:top-full after:left-1/2 after:-ml-1.5 after:mt-1 after:size-3 after:rotate-45 after:border-r-2 after:border-b-2 after:border-brand-600 dark:after:border-brand-400 " +
  "sm:after:top-1/2 sm:after:left-full sm:after:-mt-1.5 sm:after:ml-1 sm:flex-1 sm:after:-rotate-45 last:after:hidden";

/** A worked example's steps, as an ordered list drawn as a flow. */
function processFlow(context: VisualContext, element: NamedVisual): string | null {
  const flow = flowSteps(context);
  if (!flow) return null;
  const items = flow.steps
    .map(
      (step) =>
        `<li class="${STEP}">` +
        `<span class="block text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">${escapeHtml(step.label)}</span>` +
        `<span class="mt-1 block font-mono text-lg break-words text-slate-900 dark:text-white">${escapeHtml(step.value)}</span>` +
        `<span class="mt-1 block text-sm text-slate-600 dark:text-slate-300">${escapeHtml(step.rule)}</span>` +
        `</li>`,
    )
    .join("");
  const rule = flow.rule
    ? `<p class="mt-4 text-sm text-slate-600 dark:text-slate-300">${escapeHtml(`In one step, the converter's rule: ${flow.rule}`)}</p>`
    : "";
  return (
    `<figure ${frameAttributes("process_flow", element)}><figcaption>${caption(element)}</figcaption>` +
    `<ol class="mt-4 flex list-none flex-col gap-5 p-0 sm:flex-row">${items}</ol>${rule}</figure>`
  );
}
