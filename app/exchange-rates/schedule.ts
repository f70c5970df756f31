/**
 * When the daily job runs (wrangler.toml `crons`, workers/app.ts dispatches on it): 16:00 UTC,
 * Monday to Friday. The ECB publishes its reference rates around 16:00 CET (15:00 UTC in winter,
 * 14:00 UTC in summer), so the run comes one to two hours after publication, still the same day
 * everywhere in Europe. Holidays on which the ECB publishes nothing are noticed by the date in
 * the file (docs/decisions/025-daily-exchange-rates.md).
 */
export const EXCHANGE_RATES_CRON = "0 16 * * 1-5";
