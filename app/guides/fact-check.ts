import type { CatalogueQueries } from "@unitwise/units/catalogue";
import { createContext, type FactCheckResult } from "./fact-check-context";
import { checkSentence } from "./fact-check-sentences";
import { checkTable } from "./fact-check-tables";
import { readPieces, splitSentences } from "./guide-text";

/**
 * The fact-checker for written guides: every conversion a guide states ("1 mile is 1.609344 km",
 * "212 °F = 100 °C", "one US gallon equals 3.785411784 liters", a table row "| 5 ft | 1.524 m |")
 * is found, recomputed with the engine (answerQuery) and judged right or wrong. A writer, however
 * well briefed, can slip an imperial figure into a US sentence; the engine cannot.
 *
 * What counts as a statement: `<number> <unit> <verb> <number> <unit>`, where the verb is "=",
 * "≈", "→", "is" (exactly, about, approximately, equal to, the same as, …), "equals", "makes",
 * "converts to" and the like; a figure in parentheses after a quantity ("10 km (6.2 mi)"); "there
 * are 12 inches in a foot"; "5 ft in meters is 1.524"; compound figures ("5 ft 3 in"); table rows
 * whose cells, or whose columns' headers, name units. "a", "an" and "one" before a unit are 1.
 * The unit phrase is the longest run of words (up to five) the catalogue knows, shortened until
 * the engine reads the pair. A statement counts only when the engine reads both units as written
 * and converts between them, so prose without conversions, formulas ("°F = °C × 9/5 + 32"),
 * arithmetic ("100 °C − 0 °C = 100 °C") and ranges ("between 20 °C and 30 °C is 10 K") are
 * not counted. Amounts in currencies with a daily rate are not checked: they depend on the day.
 *
 * How a stated figure is judged against the engine's exact result:
 * - Exact wording ("=", "is", "equals", a table cell) passes when the figure is the exact result
 *   rounded half away from zero to the significant digits written: 1.609344 km may be written
 *   1.609344, 1.609, 1.61 or 1.6, not 1.7. Every written digit counts, the trailing zeros of a
 *   whole number too, so "1 KiB = 1000 B" is wrong. A one-digit figure must also be within the
 *   tolerance below: "1 yd = 3 ft" is right, "1 mile = 2 km" is not. A figure ending in "..." may
 *   be cut off instead of rounded ("5.555..." for 50/9).
 * - Approximate wording ("≈", "about", "approximately", "roughly", "around", a figure in
 *   parentheses) passes as above or within 1 % of the exact result: "10 kg is about 22 lb".
 * - A stated 0 must be exactly 0 (a relative difference means nothing there), and a fraction
 *   ("1/2 pint") must be exact unless the wording is approximate.
 * - A compound figure ("5 ft 9 in") passes within half its last written place.
 * - A temperature statement that is wrong as temperatures passes as a temperature difference
 *   when the sentence speaks of one ("a step of 1 °C equals 1 kelvin").
 */
export type { FactCheckResult } from "./fact-check-context";

/**
 * Checks every conversion stated in `markdown` against the engine. `converterKey` (optional) is
 * the converter the guide is about: when given, a unit name is read inside that converter first
 * (answerQuery's table), so "fahrenheit" in temperature-interval means the interval unit. Never
 * throws: text it cannot read is simply not counted.
 */
export function checkFacts(
  markdown: string,
  queries: CatalogueQueries,
  converterKey?: string,
): FactCheckResult {
  const result: FactCheckResult = { checked: 0, problems: [] };
  if (typeof markdown !== "string") return result;
  const context = createContext(queries, converterKey);
  try {
    for (const piece of readPieces(markdown)) {
      if (piece.kind === "prose") {
        for (const sentence of splitSentences(piece.text)) checkSentence(sentence, context, result);
      } else {
        checkTable(piece, context, result);
      }
    }
  } catch {
    // A bug in reading must not stop a guide from being stored: what was checked so far stands.
  }
  return result;
}
