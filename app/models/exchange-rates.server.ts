import { desc, eq, inArray, max } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "~/db/client.server";
import { exchangeRates } from "~/db/schema";
import { isRate } from "~/units/rates";
import type { StoredRatesDay } from "./exchange-rates";

/**
 * The stored daily exchange rates (table exchange_rates). A day is written in one batch by
 * `storeRatesDay`, so every day read here is complete. A row whose rate is not a positive decimal
 * as the ECB writes them (the table's CHECK lets "1.5x" through) is left out and logged: that
 * currency then has no rate that day, and every other answer stands.
 */

interface Row {
  date: string;
  currency: string;
  perEuro: string;
}

const columns = {
  date: exchangeRates.date,
  currency: exchangeRates.currency,
  perEuro: exchangeRates.perEuro,
};

/** The newest stored day, or null while none is stored. */
export async function newestRatesDay(db: Database): Promise<StoredRatesDay | null> {
  const newest = db.select({ date: max(exchangeRates.date) }).from(exchangeRates);
  const rows = await db.select(columns).from(exchangeRates).where(eq(exchangeRates.date, newest));
  return groupByDay(rows)[0] ?? null;
}

/** The newest `days` stored days, oldest first (fewer while fewer are stored). */
export async function recentRatesDays(db: Database, days: number): Promise<StoredRatesDay[]> {
  const dates = db
    .selectDistinct({ date: exchangeRates.date })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.date))
    .limit(days);
  const rows = await db
    .select(columns)
    .from(exchangeRates)
    .where(inArray(exchangeRates.date, dates))
    .orderBy(exchangeRates.date, exchangeRates.currency);
  return groupByDay(rows);
}

/**
 * Stores one day's rates in a single D1 batch (one transaction): either every rate of the day
 * is written or none is. Fails, writing nothing, when the day is already stored.
 */
export async function storeRatesDay(db: Database, day: StoredRatesDay): Promise<void> {
  const inserts = Object.entries(day.rates).map(([currency, perEuro]) =>
    db.insert(exchangeRates).values({ date: day.date, currency, perEuro }),
  );
  const [first, ...rest] = inserts;
  if (!first) throw new RangeError(`No rates to store for ${day.date}`);
  await db.batch([first, ...rest] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

function groupByDay(rows: Row[]): StoredRatesDay[] {
  const days = new Map<string, StoredRatesDay>();
  for (const row of rows) {
    let day = days.get(row.date);
    if (!day) {
      day = { date: row.date, rates: {} };
      days.set(row.date, day);
    }
    if (isRate(row.perEuro)) {
      day.rates[row.currency] = row.perEuro;
    } else {
      console.error(
        `Exchange rates: ignored the stored ${row.currency} rate of ${row.date}: "${row.perEuro}"`,
      );
    }
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
