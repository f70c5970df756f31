import type { UnitTable } from "./types";

/**
 * What a converter shows before the visitor types anything (docs/product.md#converter-state: value
 * 1, the table's first unit as the source and its second as the target). Text and whole-number
 * converters get a value that shows what they do.
 */
export function defaultValue(table: UnitTable): string {
  const kind = table.units[0]?.definition.kind;
  if (kind === "textual") return "The quick brown fox";
  if (kind === "positional" || kind === "roman") return "255";
  return "1";
}

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

/** Whether values are typed as text (case styles) rather than numbers. */
export function isTextTable(table: UnitTable): boolean {
  return table.units.some((unit) => unit.definition.kind === "textual");
}

/** Whether values are whole numbers written in a radix (the numbers converter). */
export function isWholeNumberTable(table: UnitTable): boolean {
  return table.units.some(
    (unit) => unit.definition.kind === "positional" || unit.definition.kind === "roman",
  );
}
