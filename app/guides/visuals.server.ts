import { withDefaultIngredient } from "@unitwise/units";
import type { CatalogueReader } from "@unitwise/units/catalogue";
import { converterFacts } from "./facts";
import { visualElementSchema, type Placement } from "./guide";
import { renderVisual } from "./visual-render.server";

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
      const parsed = visualElementSchema().safeParse(element);
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
