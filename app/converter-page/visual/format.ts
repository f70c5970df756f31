/** Numbers as the Visual Representation panel writes them, on the canvas and in its caption. */

import { DEFAULT_NUMBER_LOCALE, formatForLocale } from "@unitwise/units";

/**
 * A short, readable number for tick labels and fallback text: up to `significant` digits, grouped
 * as `locale` writes numbers ("1,524", "0.3" for 0.30000000000000004; "1.524" and "0,3" in
 * de-DE), scientific beyond 1e9 or below 1e-4 ("1.5e21").
 */
export function formatNumber(
  x: number,
  significant = 6,
  locale: string = DEFAULT_NUMBER_LOCALE,
): string {
  if (!Number.isFinite(x)) return "—";
  if (x === 0) return "0";
  const abs = Math.abs(x);
  let plain: string;
  if (abs >= 1e9 || abs < 1e-4) {
    const [mantissa = "", exponent = "0"] = x.toExponential(significant - 1).split("e");
    const trimmed = mantissa.includes(".") ? mantissa.replace(/\.?0+$/, "") : mantissa;
    plain = `${trimmed}e${Number(exponent)}`;
  } else {
    // toPrecision rounds; Number() drops trailing zeros; String() is plain notation in this range.
    plain = String(Number(x.toPrecision(significant)));
  }
  return formatForLocale(plain, locale);
}

/** A number that can be drawn: null, undefined, NaN and ±Infinity count as missing. */
export function isFiniteNumber(x: number | null | undefined): x is number {
  return typeof x === "number" && Number.isFinite(x);
}
