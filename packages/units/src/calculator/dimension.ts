import { toSuperscript } from "../superscript";

/**
 * Physical dimensions as exponents of base dimensions: a speed is length¹·time⁻¹. The seven SI
 * base quantities, plus the plane angle and information, which the catalogue treats as their own
 * kinds (rad/s is an angular velocity, not a frequency; a byte is not a pure number).
 * docs/decisions/073-quantity-calculator.md says why angle is kept apart.
 */
export const BASES = [
  { symbol: "m", name: "length" },
  { symbol: "kg", name: "mass" },
  { symbol: "s", name: "time" },
  { symbol: "A", name: "current" },
  { symbol: "K", name: "temperature" },
  { symbol: "mol", name: "amount" },
  { symbol: "cd", name: "luminous intensity" },
  { symbol: "rad", name: "angle" },
  { symbol: "bit", name: "information" },
] as const;

/** One exponent per base, in the order of BASES. */
export type Dimension = readonly number[];

export const DIMENSIONLESS: Dimension = BASES.map(() => 0);

export function multiplyDimensions(a: Dimension, b: Dimension): Dimension {
  return a.map((e, i) => e + (b[i] ?? 0));
}

export function divideDimensions(a: Dimension, b: Dimension): Dimension {
  return a.map((e, i) => e - (b[i] ?? 0));
}

export function sameDimension(a: Dimension, b: Dimension): boolean {
  return a.every((e, i) => e === b[i]);
}

export function isDimensionless(a: Dimension): boolean {
  return a.every((e) => e === 0);
}

/** A key for maps: "1,0,-1,0,0,0,0,0,0". */
export function dimensionKey(a: Dimension): string {
  return a.join(",");
}

/**
 * Reads the compact notation the table list is written in: base symbols with integer
 * exponents, separated by spaces ("kg m-1 s-2" is a pressure, "1" is a pure number).
 */
export function parseDimension(text: string): Dimension {
  const exponents = [...DIMENSIONLESS];
  if (text.trim() === "1") return exponents;
  for (const factor of text.trim().split(/\s+/)) {
    const match = /^([A-Za-z]+)(-?\d+)?$/.exec(factor);
    const index = BASES.findIndex((base) => base.symbol === match?.[1]);
    if (!match || index < 0) throw new Error(`"${factor}" in "${text}" is not a base dimension`);
    exponents[index] = (exponents[index] ?? 0) + Number(match[2] ?? "1");
  }
  return exponents;
}

function superscript(n: number): string {
  return n === 1 ? "" : toSuperscript(n);
}

/** "length/time", "mass·length²/time²", "1/time", "no dimension". */
export function describeDimension(a: Dimension): string {
  return writeDimension(a, (i) => BASES[i]?.name ?? "?", "no dimension");
}

/** The coherent SI unit of a dimension: "m/s", "kg·m²/s²", "1/s", "1". */
export function siUnitOf(a: Dimension): string {
  return writeDimension(a, (i) => BASES[i]?.symbol ?? "?", "1");
}

function writeDimension(a: Dimension, name: (index: number) => string, none: string): string {
  const top: string[] = [];
  const bottom: string[] = [];
  // Mass first, as "kg·m²/s²" is written.
  const order = [1, 0, 2, 3, 4, 5, 6, 7, 8];
  for (const i of order) {
    const e = a[i] ?? 0;
    if (e > 0) top.push(name(i) + superscript(e));
    if (e < 0) bottom.push(name(i) + superscript(-e));
  }
  if (top.length === 0 && bottom.length === 0) return none;
  const numerator = top.length > 0 ? top.join("·") : "1";
  if (bottom.length === 0) return numerator;
  return `${numerator}/${bottom.length > 1 ? `(${bottom.join("·")})` : bottom[0]}`;
}
