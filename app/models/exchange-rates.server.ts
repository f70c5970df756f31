import { desc, eq, inArray, max, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "~/db/client.server";
import { batchRead, readOne, type BatchRead } from "~/db/batch-read.server";
import { newContentVersion } from "./catalogue.server";
import { exchangeRates } from "~/db/schema";
import { isRate, type RatesDay } from "@unitwise/units";

/**
 * The stored daily exchange rates (table exchange_rates). A day is written in one batch by
 * `storeRatesDay`, so every day read here is complete. A row whose rate is not a positive decimal
 * as the ECB writes them (the table's CHECK lets "1.5x" through) is left out and logged: that
 * currency then has no rate that day, and every other answer stands. Rows whose date is not a
 * calendar day are not read (`wellDated`).
 */

const columns = {
  date: exchangeRates.date,
  currency: exchangeRates.currency,
  perEuro: exchangeRates.perEuro,
};

/**
 * Rows dated as the job dates them: a calendar day written YYYY-MM-DD (SQLite's date() gives
 * NULL for "latest" and moves "2026-02-31" to March). Only these are read, so a mistyped date,
 * which sorts after every real day, never stands in for the newest.
 */
const wellDated = sql`date(${exchangeRates.date}) IS ${exchangeRates.date}`;

/** The newest stored day, or null while none is stored. */
export async function newestRatesDay(db: Database): Promise<RatesDay | null> {
  const newest = db
    .select({ date: max(exchangeRates.date) })
    .from(exchangeRates)
    .where(wellDated);
  const rows = await db.select(columns).from(exchangeRates).where(eq(exchangeRates.date, newest));
  return groupByDay(rows)[0] ?? null;
}

/** The newest `days` stored days, oldest first (fewer while fewer are stored). */
export function recentRatesDays(db: Database, days: number): Promise<RatesDay[]> {
  return readOne(db, recentRatesDaysRead(db, days));
}

/** The newest `days` stored days, oldest first (one query, to read in a batch). */
export function recentRatesDaysRead(db: Database, days: number): BatchRead<RatesDay[]> {
  const dates = db
    .selectDistinct({ date: exchangeRates.date })
    .from(exchangeRates)
    .where(wellDated)
    .orderBy(desc(exchangeRates.date))
    .limit(days);
  return batchRead(
    [
      db
        .select(columns)
        .from(exchangeRates)
        .where(inArray(exchangeRates.date, dates))
        .orderBy(exchangeRates.date, exchangeRates.currency),
    ],
    ([rows]) => groupByDay(rows),
  );
}

/**
 * Stores one day's rates in a single D1 batch (one transaction): either every rate of the day
 * is written or none is. Fails, writing nothing, when the day is already stored.
 */
export async function storeRatesDay(db: Database, day: RatesDay): Promise<void> {
  const inserts = Object.entries(day.rates).map(([currency, perEuro]) =>
    db.insert(exchangeRates).values({ date: day.date, currency, perEuro }),
  );
  const [first, ...rest] = inserts;
  if (!first) throw new RangeError(`No rates to store for ${day.date}`);
  // A new day changes what currency pages show: the content gets a new version with it, so every
  // Worker instance reads the rates again within a second (decision 084).
  await db.batch([first, ...rest, newContentVersion(db)] as [
    BatchItem<"sqlite">,
    ...BatchItem<"sqlite">[],
  ]);
}

/** Rows (in date order, as the queries sort them) as days, without the rates that are not rates. */
function groupByDay(
  rows: ReadonlyArray<Pick<typeof exchangeRates.$inferSelect, keyof typeof columns>>,
): RatesDay[] {
  const days = new Map<string, Record<string, string>>();
  for (const { date, currency, perEuro } of rows) {
    let rates = days.get(date);
    if (!rates) {
      rates = {};
      days.set(date, rates);
    }
    if (isRate(perEuro)) {
      rates[currency] = perEuro;
    } else {
      console.error(`Exchange rates: ignored the stored ${currency} rate of ${date}: "${perEuro}"`);
    }
  }
  return [...days].map(([date, rates]) => ({ date, rates }));
}
