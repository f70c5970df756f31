import type { Expr } from "./types";

/**
 * Named exact values that unit definitions may use in their expressions, so a derived unit is
 * written the way its definition reads ("lb*g0/in^2" for psi) instead of as a rounded number.
 * Everything here is a defined value; only pi and ln10 are transcendental.
 */
export const CONSTANTS: Readonly<Record<string, Expr>> = {
  pi: "3.14159265358979323846264338327950288419716939937510582097494",
  ln10: "2.30258509299404568401799145468436420760110148862877297603333",
  /** speed of light in vacuum, m/s (SI) */
  c: "299792458",
  /** standard acceleration of gravity, m/s² (CGPM 1901) */
  g0: "9.80665",
  /** elementary charge, C (SI 2019) */
  e: "1.602176634e-19",
  /** Avogadro constant, 1/mol (SI 2019) */
  NA: "6.02214076e23",
  /** standard atmosphere, Pa */
  atm: "101325",
  /** international inch, foot, yard, mile in meters (1959 agreement) */
  in: "0.0254",
  ft: "0.3048",
  yd: "0.9144",
  mi: "1609.344",
  /** nautical mile, m */
  nmi: "1852",
  /** avoirdupois pound and ounce in kilograms (1959 agreement) */
  lb: "0.45359237",
  oz: "0.028349523125",
  /** US gallon (231 in³) and imperial gallon in cubic meters */
  galUS: "0.003785411784",
  galUK: "0.00454609",
  /** calories and the International Table Btu, J */
  calTh: "4.184",
  calIT: "4.1868",
  btuIT: "1055.05585262",
  /** hour, s */
  h: "3600",
};
