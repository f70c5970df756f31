/** Exponents as superscripts, the way units and powers of ten are written: "m²", "10⁻⁶". */
const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const SUPERSCRIPT_MINUS = "⁻";

/** -6 → "⁻⁶", 3 → "³". */
export function toSuperscript(n: number): string {
  return [...String(n)]
    .map((c) => (c === "-" ? SUPERSCRIPT_MINUS : (SUPERSCRIPT_DIGITS[Number(c)] ?? c)))
    .join("");
}

/** "⁻¹" → -1, "²" → 2; null for text that is not a superscript integer. */
export function fromSuperscript(text: string): number | null {
  const negative = text.startsWith(SUPERSCRIPT_MINUS);
  const digits = [...(negative ? text.slice(1) : text)].map((c) => SUPERSCRIPT_DIGITS.indexOf(c));
  if (digits.length === 0 || digits.some((d) => d < 0)) return null;
  const value = Number(digits.join(""));
  return negative ? -value : value;
}
