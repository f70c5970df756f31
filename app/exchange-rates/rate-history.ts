import {
  evaluate,
  formatSignificant,
  DEFAULT_NUMBER_LOCALE,
  formatForLocale,
  Rational,
  rateCode,
  type RatesDay,
  type UnitDef,
} from "@unitwise/units";

/**
 * What the currency page shows about its rates (docs/product.md#converter-page): their date and
 * source, and the last stored days, from which the browser draws the chosen pair as it changes.
 */

/** Days of history the page shows. */
export const HISTORY_DAYS = 30;

/** The page's rates panel; the date and source of the rates in use are the table's (table.rates). */
export interface RatesPanel {
  /** true while the shipped table is in use (no daily rates fetched yet, or D1 unreadable) */
  fallback: boolean;
  /** true when the stored rates could not be read just now (the shipped table stands in) */
  unavailable?: boolean;
  /** the newest stored days (at most HISTORY_DAYS), oldest first */
  history: readonly RatesDay[];
}

export interface RatePoint {
  date: string;
  /** units of the "to" currency for one unit of the "from" currency */
  value: number;
  /** the same to 6 significant digits, for people: as their locale writes numbers */
  text: string;
}

/**
 * One point per stored day on which both currencies have a value: the euro is 1, a currency
 * fixed to the euro (a linear unit such as BGN) its fixed rate, any other the day's rate.
 */
export function pairHistory(
  days: readonly RatesDay[],
  from: UnitDef,
  to: UnitDef,
  baseUnit: string,
  /** the locale `text` is written in (decision 053) */
  locale: string = DEFAULT_NUMBER_LOCALE,
): RatePoint[] {
  const points: RatePoint[] = [];
  for (const day of days) {
    const fromPerEuro = perEuro(from, day, baseUnit);
    const toPerEuro = perEuro(to, day, baseUnit);
    if (!fromPerEuro || !toPerEuro) continue;
    const rate = toPerEuro.div(fromPerEuro);
    points.push({
      date: day.date,
      value: rate.toNumber(),
      text: formatForLocale(formatSignificant(rate, 6), locale),
    });
  }
  return points;
}

/**
 * Why a pair has fewer than two points to draw: the currency (`from` first) that has a value on
 * none of `days` (the ECB publishes no rate for it), or null when each has values but they share
 * fewer than two days.
 */
export function currencyWithoutHistory(
  days: readonly RatesDay[],
  from: UnitDef,
  to: UnitDef,
  baseUnit: string,
): UnitDef | null {
  const never = (unit: UnitDef) => days.every((day) => !perEuro(unit, day, baseUnit));
  return never(from) ? from : never(to) ? to : null;
}

function perEuro(unit: UnitDef, day: RatesDay, baseUnit: string): Rational | null {
  if (unit.id === baseUnit) return Rational.ONE;
  const d = unit.definition;
  if (d.kind === "linear") return evaluate(d.factor).inverse();
  if (d.kind !== "rate") return null;
  const text = day.rates[rateCode(unit)];
  return text === undefined ? null : evaluate(text);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-24" → "24 November 2026" (the same on the server and in every browser). */
export function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!year || !name || !day) return date;
  return `${day} ${name} ${year}`;
}

/** "2026-11-24" → "24 Nov", for a chart's axis. */
export function shortDate(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  return name && day ? `${day} ${name.slice(0, 3)}` : date;
}
