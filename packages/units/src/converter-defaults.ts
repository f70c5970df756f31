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
