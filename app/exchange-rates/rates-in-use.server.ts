import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import {
  newestRatesDay,
  recentRatesDays,
  recentRatesDaysRead,
} from "~/models/exchange-rates.server";
import type { BatchRead } from "~/db/batch-read.server";
import { afterAnswerOfRequest } from "~/db/request-d1.server";
import { getTableWithRates } from "@unitwise/units/catalogue";
import type { ExchangeRates, RatesDay, UnitTable } from "@unitwise/units";
import { getDatabase } from "~/server-context";
import { HISTORY_DAYS, type RatesPanel } from "./rate-history";
import { CURRENCY_TABLE_KEY, shippedRates } from "./shipped-rates.server";

/** The currency rates conversions use now, and whether they are the shipped table's. */
export interface RatesInUse extends ExchangeRates {
  /** true while D1 holds no day newer than the shipped table (packages/units/src/data/currency.ts) */
  fallback: boolean;
  /** true when D1 could not be read just now: the shipped table stands in (fallback is true) */
  unavailable?: true;
}

const shipped: RatesInUse = { ...shippedRates, fallback: true };
const unavailable: RatesInUse = { ...shipped, unavailable: true };

/** The rates in use with the newest of `days` (oldest first): the shipped table unless newer. */
function inUseFrom(days: readonly RatesDay[]): RatesInUse {
  const stored = days.at(-1);
  if (!stored || stored.date <= shipped.date) return shipped;
  return { date: stored.date, source: shipped.source, rates: stored.rates, fallback: false };
}

/**
 * The newest stored day of ECB rates, or the shipped table when D1 has none (or only older
 * days). Throws when D1 cannot be read: for the daily job, which must not judge new rates
 * against a table it could not read.
 */
export async function readRatesInUse(db: Database): Promise<RatesInUse> {
  const stored = await newestRatesDay(db);
  return inUseFrom(stored ? [stored] : []);
}

/**
 * How long a Worker instance serves the days it read before it asks D1 again, after an answer
 * (docs/decisions/084-d1-round-trips-and-replicas.md): the rates change once a working day; an
 * instance other than the one that ran the job sees a new day this much later at most, and no
 * API conversion or page waits for D1 once the instance holds a read.
 */
const MEMO_MS = 60_000;
/** How long a failed read stands: an outage costs one D1 query and one log line this often. */
const FAILED_MEMO_MS = 5_000;

interface StoredRates {
  inUse: RatesInUse;
  /** the newest stored days (at most HISTORY_DAYS), oldest first; none when D1 failed */
  history: readonly RatesDay[];
}

/** What the instance holds: a read (or one under way) and until when it is served unchecked. */
let memo: { read: Promise<StoredRates>; until: number } | null = null;
/** a background read under way (never awaited by another request) */
let refreshing = false;

const storedFrom = (history: readonly RatesDay[]): StoredRates => ({
  inUse: inUseFrom(history),
  history,
});

/** A read of the recent days, its failure logged and answered by the shipped table. */
function readStored(db: Database, now: number): { read: Promise<StoredRates>; until: number } {
  const entry: { read: Promise<StoredRates>; until: number } = {
    until: now + MEMO_MS,
    read: recentRatesDays(db, HISTORY_DAYS).then(storedFrom, (error: unknown) => {
      console.error(`Exchange rates: could not read D1, using the shipped rates (${error})`);
      entry.until = now + FAILED_MEMO_MS;
      return { inUse: unavailable, history: [] };
    }),
  };
  return entry;
}

/**
 * The recent stored days and the rates in use derived from them. Held, they answer at once; past
 * MEMO_MS they are read again after the answer of the request asking (its waitUntil), or before
 * it outside a request. Nothing held: read now.
 */
function storedRates(db: Database, now: number): Promise<StoredRates> {
  if (memo && now < memo.until) return memo.read;
  const later = afterAnswerOfRequest();
  if (memo && later) {
    if (!refreshing) {
      refreshing = true;
      later(async () => {
        const entry = readStored(db, now);
        await entry.read;
        memo = entry;
        refreshing = false;
      });
    }
    return memo.read;
  }
  memo = readStored(db, now);
  return memo.read;
}

/**
 * The read of the recent days when the instance holds none: what the Worker reads ahead for a
 * request that may convert currencies (decision 084). Null when they are held.
 */
export function ratesRead(db: Database): BatchRead<RatesDay[]> | null {
  return memo ? null : recentRatesDaysRead(db, HISTORY_DAYS);
}

/** Holds the days read ahead. */
export function keepRates(history: RatesDay[]): void {
  memo = { read: Promise.resolve(storedFrom(history)), until: Date.now() + MEMO_MS };
}

/**
 * The rates in use, for pages and the API: never throws. When D1 cannot be read the shipped
 * table answers (marked `unavailable`) and the failure is logged, so a currency answer is never
 * a 500.
 */
async function ratesInUse(db: Database, now: number = Date.now()): Promise<RatesInUse> {
  return (await storedRates(db, now)).inUse;
}

/** Forgets the remembered rates: the job has stored a new day (this instance sees it at once). */
export function forgetRatesInUse(): void {
  memo = null;
}

/** The currency table converting with `rates` (the shipped table itself for the fallback). */
function currencyTableFor(rates: RatesInUse): UnitTable {
  const table = getTableWithRates(CURRENCY_TABLE_KEY, rates);
  if (!table) throw new Error("The catalogue has no currency table");
  return table;
}

/**
 * The currency table a request converts with (the rates in use), and whether the shipped table
 * stands in because D1 could not be read (an answer then is not kept). Never throws.
 */
export async function currencyTable(
  context: Readonly<RouterContextProvider>,
): Promise<{ table: UnitTable; unavailable: boolean }> {
  const inUse = await ratesInUse(getDatabase(context));
  return { table: currencyTableFor(inUse), unavailable: inUse.unavailable === true };
}

/**
 * The currency page's rates: the table to convert with and the panel it shows (whether the
 * shipped table stands in, and the last HISTORY_DAYS stored days). Never throws: without D1 the
 * shipped table answers.
 */
export async function currencyPageRates(
  db: Database,
  now: number = Date.now(),
): Promise<{ table: UnitTable; panel: RatesPanel }> {
  const { inUse, history } = await storedRates(db, now);
  return {
    table: currencyTableFor(inUse),
    panel: {
      fallback: inUse.fallback,
      ...(inUse.unavailable ? { unavailable: true } : {}),
      history,
    },
  };
}
