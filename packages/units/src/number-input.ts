import { Rational } from "./rational";

/**
 * Reads a number as people type it into a converter: "1,234.5", "1e3", "-4", ".5", "3/8",
 * "1 1/2", "1½", "−40" (a typographic minus). Returns null for anything that is not a number
 * (the converter then shows an empty result, docs/product.md#conversion-rules). Thousands
 * separators must be proper groups of three, so a decimal comma ("1,5") is not silently read as 15.
 * Throws a RangeError, whose message is for the person who typed it, for an exponent beyond
 * ±MAX_INPUT_EXPONENT ("1e999999"): every caller must catch it.
 */
export function parseNumberInput(text: string): Rational | null {
  // Plain "12", "-98.6": the common case skips the full grammar.
  if (PLAIN.test(text)) return Rational.parse(text);
  const trimmed = text.trim().replace(/^[−–]/, "-");
  const match = NUMBER_INPUT.exec(trimmed);
  if (!match?.groups) return null;
  const { sign, decimal, mixedWhole, fracTop, fracBottom, vulgarWhole, vulgar } = match.groups;
  let value: Rational;
  if (decimal !== undefined) {
    value = parseDecimalInput(decimal);
  } else if (fracTop !== undefined && fracBottom !== undefined) {
    const bottom = parseDecimalInput(fracBottom);
    if (bottom.isZero()) return null;
    value = parseDecimalInput(fracTop).div(bottom);
    if (mixedWhole !== undefined) value = value.add(Rational.parse(mixedWhole));
  } else if (vulgar !== undefined) {
    value = Rational.parse(VULGAR_FRACTIONS[vulgar] ?? "0");
    if (vulgarWhole !== undefined) value = value.add(Rational.parse(vulgarWhole));
  } else {
    return null;
  }
  return sign === "-" ? value.neg() : value;
}

/** Input exponents beyond this are refused: such values only cost time to print. */
export const MAX_INPUT_EXPONENT = 1000;

const PLAIN = /^-?\d{1,20}(?:\.\d{1,20})?$/;
const DECIMAL = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?`;
const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅕": "1/5",
  "⅖": "2/5",
  "⅗": "3/5",
  "⅘": "4/5",
  "⅙": "1/6",
  "⅚": "5/6",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
};
const NUMBER_INPUT = new RegExp(
  String.raw`^(?<sign>[+-]?)(?:` +
    String.raw`(?:(?<mixedWhole>\d+)\s+)?(?<fracTop>${DECIMAL})\s*/\s*(?<fracBottom>${DECIMAL})` +
    String.raw`|(?<vulgarWhole>\d+)?\s*(?<vulgar>[${Object.keys(VULGAR_FRACTIONS).join("")}])` +
    String.raw`|(?<decimal>${DECIMAL}))$`,
);

function parseDecimalInput(text: string): Rational {
  const exponent = /e([+-]?\d+)$/i.exec(text);
  if (exponent && Math.abs(Number(exponent[1])) > MAX_INPUT_EXPONENT) {
    throw new RangeError(
      `"${text}" is too large or too small to convert: exponents go from -${MAX_INPUT_EXPONENT} to ${MAX_INPUT_EXPONENT}`,
    );
  }
  return Rational.parse(text.replaceAll(",", ""));
}
