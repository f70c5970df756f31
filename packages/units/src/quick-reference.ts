import { convert } from "./convert";
import type { UnitTable } from "./types";

// Beside the table's rows, not with the converter's defaults (converter-defaults.ts): the site's
// converter page needs the defaults at load and these only with the engine, which it loads when
// idle, and a bundler keeps a module whole in one chunk.

/** Values for the quick-reference table of a pair. */
export function referenceValues(table: UnitTable): string[] {
  const kinds = new Set(table.units.map((unit) => unit.definition.kind));
  if (kinds.has("textual")) return ["hello world", "user account id", "The Quick Brown Fox"];
  if (kinds.has("positional") || kinds.has("roman")) {
    return ["1", "2", "8", "10", "16", "42", "100", "255", "1000", "2024"];
  }
  if (kinds.has("affine")) return ["-40", "-10", "0", "10", "20", "25", "30", "37", "50", "100"];
  return ["0.1", "0.5", "1", "2", "5", "10", "20", "50", "100", "1000"];
}

/** The rows of a converter's quick-reference table for a pair, as displayed. */
export function quickReferenceRows(
  table: UnitTable,
  from: string,
  to: string,
): Array<{ value: string; result: string }> {
  return referenceValues(table).map((value) => {
    const conversion = convert(table, value, from, to);
    const result =
      conversion.status === "ok" ? conversion.result : conversion.status === "error" ? "—" : "";
    return { value, result };
  });
}

/** Digits after the decimal point of a displayed result ("1.524" → 3, "1.6e-13" → 1). */
export function decimalPlaces(result: string): number {
  const mantissa = result.split("e")[0] ?? "";
  const point = mantissa.indexOf(".");
  return point < 0 ? 0 : mantissa.length - point - 1;
}
