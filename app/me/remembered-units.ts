/**
 * The last units and precision of a converter, in a cookie scoped to that converter's path
 * (`Path=/length-converter`), so the server renders a bare converter URL with them and no other
 * request carries it (docs/decisions/052-what-visitors-keep.md). Set by the browser only with
 * personalization consent; shared by the browser's writer and the server's reader.
 */

export const UNITS_COOKIE = "unitwise_units";

export interface RememberedUnits {
  from: string;
  to: string;
  precision: number;
}

const UNIT_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** `meter~foot~4`: unit ids never hold a tilde. */
export function formatUnitsCookie({ from, to, precision }: RememberedUnits): string {
  return `${from}~${to}~${precision}`;
}

/** The cookie's units, or null for anything not written by formatUnitsCookie. */
export function parseUnitsCookie(value: string | null): RememberedUnits | null {
  if (!value) return null;
  const [from = "", to = "", precision = "", ...rest] = value.split("~");
  if (rest.length > 0 || !UNIT_ID.test(from) || !UNIT_ID.test(to)) return null;
  if (!/^\d{1,2}$/.test(precision)) return null;
  return { from, to, precision: Number(precision) };
}
