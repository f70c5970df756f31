import type { TimeText } from "../time-text";
import type { DateUnit } from "./reader";

/** An amount of a unit to add to a date, as people write it: "90 days", "a fortnight", "ten weeks". */

/** A unit's name as a regular expression's group. */
export const UNIT =
  "(business days?|working days?|weekdays|days?|weeks?|fortnights?|months?|years?|hours?|hrs?|minutes?|mins?)";
/** A number in digits or words as a regular expression's group. */
export const AMOUNT =
  "(\\d{1,7}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)";
const NUMBER_WORDS: Record<string, number> = Object.fromEntries([
  ["a", 1],
  ["an", 1],
  ..."one two three four five six seven eight nine ten eleven twelve"
    .split(" ")
    .map((word, index) => [word, index + 1] as const),
]);

const MAX_AMOUNT = 1_000_000;

function dateUnit(text: string): { unit: DateUnit; factor: number } {
  const word = text.toLowerCase();
  if (/^(?:business|working) days?$|^weekdays$/.test(word))
    return { unit: "businessDays", factor: 1 };
  if (word.startsWith("fortnight")) return { unit: "weeks", factor: 2 };
  if (word.startsWith("h")) return { unit: "hours", factor: 1 };
  if (word.startsWith("mi")) return { unit: "minutes", factor: 1 };
  if (word.startsWith("w")) return { unit: "weeks", factor: 1 };
  if (word.startsWith("mo")) return { unit: "months", factor: 1 };
  if (word.startsWith("y")) return { unit: "years", factor: 1 };
  return { unit: "days", factor: 1 };
}

/**
 * The amount and unit matched by AMOUNT and UNIT ("a fortnight" is 2 weeks); a string says why
 * not, in `words`.
 */
export function readAmount(
  amountText: string,
  unitText: string,
  words: TimeText,
): { amount: number; unit: DateUnit } | string {
  const { unit, factor } = dateUnit(unitText);
  const amount = (NUMBER_WORDS[amountText.toLowerCase()] ?? Number(amountText)) * factor;
  if (amount > MAX_AMOUNT)
    return words.t("askTooMany", {
      amount: words.integer(amount),
      max: words.integer(MAX_AMOUNT),
    });
  return { amount, unit };
}
