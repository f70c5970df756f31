/**
 * When the daily job runs (wrangler.toml `crons`, workers/app.ts dispatches on it): 16:00 UTC,
 * Monday to Friday. The ECB publishes its reference rates around 16:00 CET (15:00 UTC in winter,
 * 14:00 UTC in summer), so the run comes one to two hours after publication, still the same day
 * everywhere in Europe. Holidays on which the ECB publishes nothing are noticed by the date in
 * the file (docs/decisions/025-daily-exchange-rates.md).
 */
export const EXCHANGE_RATES_CRON = "0 16 * * 1-5";

/**
 * When the rates in use may next change: the next run of the daily job after `now` (16:00 UTC on
 * a weekday), plus a quarter of an hour for it to finish. Currency answers expire then.
 */
export function nextRatesUpdate(now: Date): Date {
  const [minute = 0, hour = 0] = EXCHANGE_RATES_CRON.split(" ").map(Number);
  const next = new Date(now);
  next.setUTCHours(hour, minute + 15, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() === 0 || next.getUTCDay() === 6) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
