-- The European Central Bank's daily euro reference rates, fetched by the cron job on working
-- days (docs/decisions/025-daily-exchange-rates.md). One row per day and currency; a day is
-- written in one batch, so it is either complete or absent. Readers take the newest day and
-- fall back to the table shipped in app/units/data/currency.ts while there is none.
CREATE TABLE IF NOT EXISTS exchange_rates (
  -- the day the rates are of, 'YYYY-MM-DD' (the ECB's Cube time)
  date TEXT NOT NULL,
  -- ISO 4217 code in capitals, e.g. 'USD'
  currency TEXT NOT NULL,
  -- units of the currency per 1 EUR, the exact decimal published, e.g. '1.1252'
  per_euro TEXT NOT NULL CHECK (CAST(per_euro AS REAL) > 0),
  fetched_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- also the index behind "the newest day" and "the last 30 days"
  PRIMARY KEY (date, currency)
);
