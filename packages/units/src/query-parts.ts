import type { Rational } from "./rational";
import type { Ingredient, UnitTable } from "./types";
import type { UnitEntry, UnitIndex } from "./unit-index";

/** What the modules that answer a free-text query (query.ts) share. */

/** What answering reads besides the text. */
export interface QueryContext {
  index: UnitIndex;
  /** "a length": the quantity a table measures, for messages */
  quantity: (table: UnitTable) => string;
  /** the tables of two quantities crossed by an ingredient (the cooking converter) */
  kitchens: readonly UnitTable[];
  /** the converter's name of a table, for messages */
  name: (table: UnitTable) => string;
}

/** One amount of a quantity: "5 ft" of "5 ft 3 in". */
export interface Part {
  value: Rational;
  /** the number as typed, for the question line */
  number: string;
  unitText: string;
  candidates: UnitEntry[];
}

/** A query that cannot be answered, with the message for the person who asked. */
export class QueryError extends Error {}

/** An ingredient named after a unit ("cup flour", "g of butter"), and the unit's readings. */
export interface NamedIngredient {
  ingredient: Ingredient;
  /** the ingredient as typed: "flour" */
  text: string;
  /** the readings of the unit before it, in the table the ingredient belongs to */
  candidates: UnitEntry[];
  /** that table (the cooking converter's) */
  table: UnitTable;
}
