import { convert } from "./convert";
import { referenceValues } from "./converter-defaults";
import type { UnitTable } from "./types";

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
