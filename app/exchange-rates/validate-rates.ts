import type { RatesDay } from "@unitwise/units";

/**
 * Whether a day of rates read from the ECB may replace the rates in use
 * (docs/decisions/025-daily-exchange-rates.md): it must be newer, have every currency the
 * converter shows with a rate, and each rate must be a positive finite number within a factor
 * of two of the previous day's. One doubtful rate refuses the whole day: a day is stored
 * complete or not at all.
 */

/** A rate may move to between half and twice the previous day's before the day is refused. */
export const RATE_BAND = { min: 0.5, max: 2 } as const;

export type RatesVerdict =
  /** store this day: the expected currencies only */
  | { status: "new"; day: RatesDay }
  /** a day already in use or older (a holiday repeats the last working day): nothing to do */
  | { status: "not-newer"; date: string; previousDate: string }
  | { status: "invalid"; problems: string[] };

/**
 * `fetched` checked against `previous` (the rates in use) for the `expected` codes. `today` is
 * the current UTC date ("YYYY-MM-DD"): the ECB never dates rates after it.
 */
export function validateRates(
  fetched: RatesDay,
  previous: RatesDay,
  expected: readonly string[],
  today: string,
): RatesVerdict {
  if (fetched.date > today) {
    return { status: "invalid", problems: [`dated ${fetched.date}, after today (${today})`] };
  }
  if (fetched.date <= previous.date) {
    return { status: "not-newer", date: fetched.date, previousDate: previous.date };
  }
  const problems: string[] = [];
  const rates: Record<string, string> = {};
  for (const code of expected) {
    const text = fetched.rates[code];
    if (text === undefined) {
      problems.push(`${code} is missing`);
      continue;
    }
    const rate = Number(text);
    if (!Number.isFinite(rate) || rate <= 0) {
      problems.push(`${code} is not a positive number: "${text}"`);
      continue;
    }
    const before = Number(previous.rates[code]);
    if (Number.isFinite(before) && before > 0) {
      const ratio = rate / before;
      if (ratio < RATE_BAND.min || ratio > RATE_BAND.max) {
        problems.push(
          `${code} moved from ${previous.rates[code]} to ${text}, outside ${RATE_BAND.min}–${RATE_BAND.max}× the rate of ${previous.date}`,
        );
        continue;
      }
    }
    rates[code] = text;
  }
  if (problems.length > 0) return { status: "invalid", problems };
  return { status: "new", day: { date: fetched.date, rates } };
}
