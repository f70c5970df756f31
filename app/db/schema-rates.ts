import { sql } from "drizzle-orm";
import { primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The European Central Bank's daily euro reference rates (migration 0005), one row per day and
 * currency, written by the daily job (app/exchange-rates/) in one batch per day, so a day is
 * either complete or absent. Read and written only through app/models/exchange-rates.server.ts.
 * The SQL also checks that a rate is a positive decimal (CHECK constraints live in the
 * migration only, decision 023).
 */
export const exchangeRates = sqliteTable(
  "exchange_rates",
  {
    /** the day the ECB published the rates for, "YYYY-MM-DD" */
    date: text("date").notNull(),
    /** ISO 4217 code in capitals, "USD" */
    currency: text("currency").notNull(),
    /** units of the currency per 1 EUR, the exact decimal the ECB published: "1.1252" */
    perEuro: text("per_euro").notNull(),
    fetchedAt: text("fetched_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [primaryKey({ columns: [table.date, table.currency] })],
);
