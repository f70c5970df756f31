import type { UnitDef } from "@unitwise/units";
import type { Context, FactCheckResult } from "./fact-check-context";
import type { Side, UnitPhrase } from "./fact-check-phrases";
import { checkSentence } from "./fact-check-sentences";
import { readAfter } from "./fact-check-sides";
import { judge, record } from "./figure-judgement";
import type { Piece } from "./guide-text";
import { tokenize } from "./written-numbers";

/**
 * A row states that its quantities are equal: "| 5 ft | 1.524 m |", or bare figures under
 * headers that name units ("| Feet (ft) | Meters (m) |" over "| 5 | 1.524 |"). The first
 * quantity of a row is the given one and every later one is judged against it; in a row of
 * three or more, against the first whose column is about the same thing, so "Width (in)" is
 * compared with "Width (mm)", not with "Height (mm)". Cells that are not quantities are read as
 * sentences.
 */
export function checkTable(
  table: Extract<Piece, { kind: "table" }>,
  context: Context,
  result: FactCheckResult,
): void {
  const headers = (table.header ?? []).map((cell) => readHeader(cell, context));
  for (const cells of table.rows) {
    const sentence = `| ${cells.join(" | ")} |`;
    const quantities: Array<CellQuantity & { topic: string | null }> = [];
    cells.forEach((cell, column) => {
      const header = headers[column];
      const quantity = readCell(cell, header?.unit ?? null, context);
      if (quantity) quantities.push({ ...quantity, topic: header?.topic ?? null });
      else checkSentence(cell, context, result);
    });
    const strict = quantities.length > 2;
    quantities.forEach((stated, j) => {
      if (j === 0) return;
      const given = strict
        ? quantities.slice(0, j).find((q) => !q.topic || !stated.topic || q.topic === stated.topic)
        : quantities[0];
      if (!given) return;
      const judgement = judge(given.parts, stated.parts, context, {
        approximate: given.approximate || stated.approximate,
        sameUnitIsNoStatement: given.fromHeader || stated.fromHeader,
      });
      if (judgement) record(judgement, sentence, result);
    });
  }
}

interface HeaderUnit extends UnitPhrase {
  approximate: boolean;
}

interface Header {
  /** the unit the column's figures are in, when the header names one */
  unit: HeaderUnit | null;
  /** what the column is about, when the header says it in words that are no unit: "width" */
  topic: string | null;
}

const APPROXIMATE_HEADER = /≈|~|\bapprox|\babout\b|\broughly\b/i;

/**
 * A column header: "Feet (ft)" → ft, "Length in feet" → feet and the topic "length", "Meters",
 * "°C", "Width (mm)" → mm and the topic "width". A bare word counts as a unit only as a unit's
 * symbol, plural or other alias, not its singular name, so a "Year" column is not in years.
 */
function readHeader(cell: string, context: Context): Header {
  const approximate = APPROXIMATE_HEADER.test(cell);
  const inParentheses = /\(([^()]+)\)\s*$/.exec(cell)?.[1]?.trim();
  const bare = cell.replace(/\([^()]*\)/g, "").trim();
  const inUnit = /\b(?:in|to)\s+(.+)$/i.exec(bare);
  const descriptor = (inUnit ? bare.slice(0, inUnit.index) : bare).trim().toLowerCase();
  const topic = descriptor && context.units(descriptor).length === 0 ? descriptor : null;
  const named = (text: string | undefined, strict: boolean): HeaderUnit | null =>
    text && context.units(text).some((entry) => !strict || namesColumn(entry.unit, text))
      ? { text, display: text, approximate }
      : null;
  const unit =
    named(inParentheses, false) ??
    named(inUnit?.[1]?.trim(), false) ??
    named(bare, true) ??
    named(cell, true);
  return { unit, topic };
}

function namesColumn(unit: UnitDef, text: string): boolean {
  const folded = text.toLowerCase();
  if (folded === unit.name.toLowerCase() || folded === unit.id) return false;
  return (
    unit.symbol === text ||
    unit.plural.toLowerCase() === folded ||
    (unit.aliases ?? []).some((alias) => alias.toLowerCase() === folded)
  );
}

interface CellQuantity extends Side {
  /** the unit came from the column header */
  fromHeader: boolean;
}

/** A cell holding only a quantity: "1.524 m", "≈ 5 ft 9 in", or "1.524" under a unit header. */
function readCell(cell: string, header: HeaderUnit | null, context: Context): CellQuantity | null {
  const tokens = tokenize(cell);
  if (tokens.length === 0) return null;
  const after = readAfter(tokens, 0, context, header, false);
  const side = after?.sides.find((s) => s.end === tokens.length);
  if (!after || !side) return null;
  return {
    parts: side.parts,
    approximate: after.approximate || side.approximate || (header?.approximate ?? false),
    fromHeader: side.implied,
  };
}
