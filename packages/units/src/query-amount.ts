import { parseNumberInput } from "./number-input";
import { arithmeticRefusal, operatorIn } from "./query-arithmetic";
import { unitWithIngredient } from "./query-ingredient";
import { QueryError, type NamedIngredient, type Part, type QueryContext } from "./query-parts";
import { Rational } from "./rational";

/** Reading the amount of a query ("5 ft 3 in", "1 1/2 cups of flour") into its parts. */

// A number at the start of a part: "5", "-4", "1,234.5", "1e3", "3/8", "1 1/2", "1½", ".5".
const NUMBER_AT_START =
  /^[+-]?(?:\d+\s+\d+\s*\/\s*\d+|\d+(?:\.\d+)?\s*\/\s*\d+(?:\.\d+)?|\d*\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)/;
// Where the next part starts: a number after a space or after a foot/inch mark (5'3"), but not
// the number of a unit's name after "per" ("15 kWh per 100 km", "6 liters per 100 km").
const NEXT_PART = /(?:(?<!\bper\s*)\s+|(?<=['"]))(?=[+-]?[\d.½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/i;

/**
 * "5 ft 3 in" → [5 ft, 3 in]; a missing number at the start means 1 ("ft to cm", "a cup"). The
 * last part may end in an ingredient ("1 cup flour", "1 cup 2 tbsp of honey"): it is the whole
 * amount's.
 */
export function readQuantity(
  context: QueryContext,
  text: string,
): { parts: Part[]; ingredient: NamedIngredient | null } {
  const { index } = context;
  const parts: Part[] = [];
  let ingredient: NamedIngredient | null = null;
  let rest = text.trim().replace(/^(?:an?|one)\s+/i, "1 ");
  while (rest !== "") {
    const numberMatch = NUMBER_AT_START.exec(rest);
    let number = numberMatch?.[0] ?? "";
    if (number === "" && parts.length > 0) throw new QueryError(`I can't read "${rest}"`);
    // "5 ft -3 in": a sign inside a mixed amount subtracts, and the parts are only added.
    const sign = /^[+-]/.exec(number)?.[0];
    if (sign && parts.length > 0) throw new QueryError(arithmeticRefusal(sign, text));
    rest = rest.slice(number.length).trim();
    const end = rest.search(NEXT_PART);
    const unitText = (end < 0 ? rest : rest.slice(0, end)).trim();
    rest = end < 0 ? "" : rest.slice(end).trim();
    if (unitText === "") {
      throw new QueryError(
        number
          ? `Say which unit ${number.trim()} is in, e.g. "${number.trim()} ft to cm"`
          : "Say what to convert",
      );
    }
    const operator = operatorIn(unitText);
    if (operator) throw new QueryError(arithmeticRefusal(operator, text));
    const value = number === "" ? Rational.ONE : readNumber(number);
    number = number === "" ? "1" : number.trim().replace(/\s+/g, " ");
    let candidates = index.lookup(unitText);
    if (candidates.length === 0 && rest === "") {
      ingredient = unitWithIngredient(context, unitText);
      if (ingredient) candidates = ingredient.candidates;
    }
    if (candidates.length === 0) throw new QueryError(`I don't know the unit "${unitText}"`);
    parts.push({ value, number, unitText, candidates });
  }
  if (parts.length === 0) throw new QueryError("Say what to convert");
  // "-5 ft 3 in" is minus five feet three inches: the sign is the whole amount's.
  const first = parts[0] as Part;
  if (parts.length > 1 && first.value.sign() < 0) {
    for (const part of parts.slice(1)) part.value = part.value.neg();
  }
  if (ingredient) {
    // The ingredient is the whole amount's: every part is read in its table.
    const table = ingredient.table;
    for (const part of parts) part.candidates = part.candidates.filter((c) => c.table === table);
  }
  return { parts, ingredient };
}

/** A number of a quantity, exactly; a QueryError for one the engine can't read or refuses. */
function readNumber(number: string): Rational {
  let value: Rational | null;
  try {
    value = parseNumberInput(number);
  } catch (error) {
    // An exponent beyond the engine's range ("1e999999"): say so, as the value box does.
    if (error instanceof RangeError) throw new QueryError(error.message);
    throw error;
  }
  if (value === null) throw new QueryError(`I can't read the number "${number.trim()}"`);
  return value;
}
