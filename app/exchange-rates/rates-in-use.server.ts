import type { RouterContextProvider } from "react-router";
import type { Database } from "~/db/client.server";
import {
  newestRatesDay,
  recentRatesDays,
  recentRatesDaysRead,
} from "~/models/exchange-rates.server";
import type { BatchRead } from "~/db/batch-read.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import type { Catalogue } from "~/catalogue/effective";
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

/** How long a failed read stands: an outage costs one D1 query and one log line this often. */
const FAILED_MEMO_MS = 5_000;

interface StoredRates {
  inUse: RatesInUse;
  /** the newest stored days (at most HISTORY_DAYS), oldest first; none when D1 failed */
  history: readonly RatesDay[];
}

/**
 * What the instance holds: the recent days as read at a content version. Storing a new day
 * gives the content a new version (models/exchange-rates.server.ts), so what was read at the
 * version a request uses is what D1 holds, with no expiry of its own: an instance sees a new day
 * when it sees the new version, within a second (docs/decisions/084-d1-round-trips-and-replicas.md).
 * A failed read stands for FAILED_MEMO_MS.
 */
let memo: { version: string; read: Promise<StoredRates>; failedUntil?: number } | null = null;

const storedFrom = (history: readonly RatesDay[]): StoredRates => ({
  inUse: inUseFrom(history),
  history,
});

/** A read of the recent days, its failure logged and answered by the shipped table. */
function readStored(db: Database, version: string, now: number): NonNullable<typeof memo> {
  const entry: NonNullable<typeof memo> = {
    version,
    read: recentRatesDays(db, HISTORY_DAYS).then(storedFrom, (error: unknown) => {
      console.error(`Exchange rates: could not read D1, using the shipped rates (${error})`);
      entry.failedUntil = now + FAILED_MEMO_MS;
      return { inUse: unavailable, history: [] };
    }),
  };
  return entry;
}

/** The read held for content `version`, unless it failed more than FAILED_MEMO_MS ago. */
function heldAt(version: string, now: number): Promise<StoredRates> | null {
  if (memo?.version !== version) return null;
  return memo.failedUntil === undefined || now < memo.failedUntil ? memo.read : null;
}

/** The recent stored days at content `version`, and the rates in use derived from them. */
function storedRates(db: Database, version: string, now: number): Promise<StoredRates> {
  const held = heldAt(version, now);
  if (held) return held;
  memo = readStored(db, version, now);
  return memo.read;
}

/**
 * The read of the recent days when the instance holds none at `catalogue`'s version (none: the
 * content is being read anew): what the Worker reads ahead for a request that may convert
 * currencies (decision 084). Null when held.
 */
export function ratesRead(db: Database, catalogue: Catalogue | null): BatchRead<RatesDay[]> | null {
  return catalogue && heldAt(catalogue.version, Date.now())
    ? null
    : recentRatesDaysRead(db, HISTORY_DAYS);
}

/** Holds the days read ahead at `catalogue`'s version. */
export function keepRates(history: RatesDay[], catalogue: Catalogue): void {
  memo = { version: catalogue.version, read: Promise.resolve(storedFrom(history)) };
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
  const { version } = getCatalogue(context);
  const { inUse } = await storedRates(getDatabase(context), version, Date.now());
  return { table: currencyTableFor(inUse), unavailable: inUse.unavailable === true };
}

/**
 * The currency page's rates: the table to convert with and the panel it shows (whether the
 * shipped table stands in, and the last HISTORY_DAYS stored days). Never throws: without D1 the
 * shipped table answers.
 */
export async function currencyPageRates(
  db: Database,
  catalogue: Catalogue,
  now: number = Date.now(),
): Promise<{ table: UnitTable; panel: RatesPanel }> {
  const { inUse, history } = await storedRates(db, catalogue.version, now);
  return {
    table: currencyTableFor(inUse),
    panel: {
      fallback: inUse.fallback,
      ...(inUse.unavailable ? { unavailable: true } : {}),
      history,
    },
  };
}
