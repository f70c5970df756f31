// Arithmetic between amounts ("1 atm - 1 bar") that a query must refuse until the engine
// calculates: the unit index ignores such signs, so without this it would answer a sum.

/** What reads as arithmetic rather than part of a unit: an operator with nothing on one side. */
const OPERATOR_AT_END = /^[-+*×÷^·⋅]|[-+*/×÷^·⋅]$/;
/** A plus or minus standing alone between words ("atm - bar"): a unit never has one. */
const OPERATOR_ALONE = /(?:^|\s)([-+])(?:\s|$)/;
/** A multiplication by a bare number at the end ("m * 2"), which the unit index would read as "m2". */
const TIMES_NUMBER = /([*×·⋅])\s*\d+(?:\.\d+)?$/;

/**
 * The operator that makes `unitText` arithmetic between quantities, if any: "atm -" in
 * "1 atm - 1 bar", "*" in "2 * 3 m". Operators inside a unit ("km/h", "m^2", "N*m", "/K",
 * "kg-force") are not. The unit index ignores signs such as "-" and "*", so without this check
 * "1 atm - 1 bar" was read as the mixed amount "1 atm 1 bar" and answered with a sum.
 */
export function operatorIn(unitText: string): string | undefined {
  const text = unitText.trim();
  return (
    OPERATOR_AT_END.exec(text)?.[0] ??
    OPERATOR_ALONE.exec(text)?.[1] ??
    TIMES_NUMBER.exec(text)?.[1]
  );
}

/** Why arithmetic the engine doesn't do yet is refused, rather than answered as something else. */
export function arithmeticRefusal(operator: string, text: string): string {
  return `I can't calculate with "${operator}" in "${text.trim()}" yet: convert one amount at a time (a mixed amount such as "5 ft 3 in" is added up)`;
}
