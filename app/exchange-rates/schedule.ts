/**
 * When the daily job runs (wrangler.toml `crons`, workers/app.ts dispatches on it): 16:00 UTC,
 * Monday to Friday. The ECB publishes its reference rates around 16:00 CET (15:00 UTC in winter,
 * 14:00 UTC in summer), so the run comes one to two hours after publication, still the same day
 * everywhere in Europe. Holidays on which the ECB publishes nothing are noticed by the date in
 * the file (docs/decisions/025-daily-exchange-rates.md).
 */
const RUN = { minute: 0, hour: 16, firstWeekday: 1, lastWeekday: 5 } as const;

/** RUN as a cron expression: "0 16 * * 1-5". */
export const EXCHANGE_RATES_CRON = `${RUN.minute} ${RUN.hour} * * ${RUN.firstWeekday}-${RUN.lastWeekday}`;

/**
 * When the rates in use may next change: the next run of the daily job after `now` (RUN's time
 * on one of its weekdays), plus a quarter of an hour for it to finish. Currency answers expire
 * then.
 */
export function nextRatesUpdate(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(RUN.hour, RUN.minute + 15, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  while (next.getUTCDay() < RUN.firstWeekday || next.getUTCDay() > RUN.lastWeekday) {
    next.setUTCDate(next.getUTCDate() + 1);
  }
  return next;
}
