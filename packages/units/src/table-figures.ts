import { isTextTable, isWholeNumberTable } from "./converter-defaults";
import { formatForLocale, formatNumbersInText } from "./locale-number";
import type { UnitTable } from "./types";

/** How a page writes a table's figures (decision 053). */
export interface FigureWriter {
  /** a number in the engine's notation ("1609.344") as the locale writes it ("1.609,344") */
  number: (plain: string) => string;
  /** the same for the figures inside an engine's sentence: a formula, "5 ft 3.5 in" */
  text: (plain: string) => string;
}

const AS_THEY_ARE: FigureWriter = { number: (plain) => plain, text: (plain) => plain };

/**
 * The one rule for a table's figures: numbers in the visitor's locale; numerals (hexadecimal,
 * Roman) and text (case conversions) as they are, and everything as it is when no locale is
 * known.
 */
export function figureWriter(table: UnitTable, locale: string | undefined): FigureWriter {
  if (!locale || isTextTable(table) || isWholeNumberTable(table)) return AS_THEY_ARE;
  return {
    number: (plain) => formatForLocale(plain, locale),
    text: (plain) => formatNumbersInText(plain, locale),
  };
}
