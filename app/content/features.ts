// Server only (the features loader): answering the examples needs the unit catalogue.
import { answerQuery, getTable } from "@unitwise/units/catalogue";
import { convertCompound } from "@unitwise/units";

/** Shown with the factors the engine holds exactly, and one carried far beyond 15 digits. */
export const EXACT_QUERIES = ["1 in to m", "1 lb to kg", "1 US gallon to L", "1 degree to rad"];
export const FREE_TEXT_QUERIES = [
  "5 ft 3 in to cm",
  "100 km/h in mph",
  "212 F to C",
  "3/8 inch to mm",
  "32 mpg to L/100km",
  "how many ml in a cup",
];
const COMPOUND_EXAMPLES = [
  { table: "length", value: "1.75", from: "meter", preset: "feet-inches" },
  { table: "length", value: "60", from: "millimeter", preset: "fractional-inches" },
  { table: "weight", value: "1", from: "kilogram", preset: "pounds-ounces" },
  { table: "weight", value: "70", from: "kilogram", preset: "stones-pounds" },
];

export interface Example {
  question: string;
  answer: string;
}

/**
 * Every example on the page is answered by the engine itself, so the page cannot misquote it.
 * `asTyped` keeps the query as a visitor would type it instead of the engine's reading of it.
 */
export function answered(queries: string[], asTyped = false): Example[] {
  return queries.flatMap((query) => {
    const answer = answerQuery(query);
    if (answer.status !== "ok") return [];
    return [{ question: asTyped ? query : answer.question, answer: answer.answer }];
  });
}

/** The compound presets' answers: feet and inches, fractional inches, pounds and ounces… */
export function compounds(): Example[] {
  return COMPOUND_EXAMPLES.flatMap(({ table: key, value, from, preset }) => {
    const table = getTable(key);
    const unit = table?.units.find((u) => u.id === from);
    if (!table || !unit) return [];
    const result = convertCompound(table, value, from, preset);
    return result.status === "ok"
      ? [{ question: `${value} ${unit.symbol}`, answer: result.result }]
      : [];
  });
}
