/** Numbers as the Visual Representation panel writes them, on the canvas and in its caption. */

import { groupThousands } from "~/utils/group-thousands";

/**
 * A short, readable number for tick labels and fallback text: up to `significant` digits, grouped
 * ("1,524", "0.3" for 0.30000000000000004), scientific beyond 1e9 or below 1e-4 ("1.5e21").
 */
export function formatNumber(x: number, significant = 6): string {
  if (!Number.isFinite(x)) return "—";
  if (x === 0) return "0";
  const abs = Math.abs(x);
  if (abs >= 1e9 || abs < 1e-4) {
    const [mantissa = "", exponent = "0"] = x.toExponential(significant - 1).split("e");
    const trimmed = mantissa.includes(".") ? mantissa.replace(/\.?0+$/, "") : mantissa;
    return `${trimmed}e${Number(exponent)}`;
  }
  // toPrecision rounds; Number() drops trailing zeros; String() is plain notation in this range.
  const [whole = "", fraction] = String(Math.abs(Number(x.toPrecision(significant)))).split(".");
  return `${x < 0 ? "-" : ""}${groupThousands(whole)}${fraction ? `.${fraction}` : ""}`;
}

/** A number that can be drawn: null, undefined, NaN and ±Infinity count as missing. */
export function isFiniteNumber(x: number | null | undefined): x is number {
  return typeof x === "number" && Number.isFinite(x);
}
