import type { Catalogue } from "~/catalogue/effective";
import type { Database } from "~/db/client.server";
import { keyTotalsQuery } from "~/models/analytics.server";
import type { KeyTotal } from "~/models/analytics";
import { batchRead, type BatchRead } from "~/db/batch-read.server";
import { afterAnswerOfRequest } from "~/db/request-d1.server";
import { RefreshSlot } from "~/utils/memo/refresh-slot";
import { utcDay } from "~/utils/utc-day";
import { dayRange } from "./normalize";

/**
 * The home page's popular converters, measured (docs/decisions/047-first-party-analytics.md):
 * each converter's share of the conversions of the last 30 days, once there are at least
 * MEASURED_MINIMUM of them; until then null, and the page shows its editorial ranking. Read at
 * most once per HOLD_MS per Worker instance, never per request, and after the answer once held.
 */

export const MEASURED_MINIMUM = 100;
const POPULAR_DAYS = 30;
const HOLD_MS = 5 * 60 * 1000;
const SHOWN = 6;

export interface MeasuredEntry {
  key: string;
  /** share of the conversions, in whole percent */
  share: number;
}

let held: { until: number; entries: Promise<MeasuredEntry[] | null> } | null = null;
/** the read after an answer under way (never awaited by another request) */
const refreshing = new RefreshSlot();

/** The query of the last POPULAR_DAYS days' conversions per converter. */
function totalsQuery(db: Database, now: number) {
  const range = dayRange(utcDay(now), POPULAR_DAYS);
  return keyTotalsQuery(db, ["conversion"], range[0]!, range[range.length - 1]!);
}

function sharesOf(totals: readonly KeyTotal[], catalogue: Catalogue): MeasuredEntry[] | null {
  const visible = totals.filter(({ key }) => {
    const converter = catalogue.entry(key);
    return converter !== undefined && !converter.hidden;
  });
  const all = visible.reduce((sum, { count }) => sum + count, 0);
  if (all < MEASURED_MINIMUM) return null;
  return visible
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, SHOWN)
    .map(({ key, count }) => ({ key, share: Math.round((count / all) * 100) }));
}

function readShares(db: Database, catalogue: Catalogue, now: number) {
  return totalsQuery(db, now).then(
    (totals) => sharesOf(totals, catalogue),
    (error: unknown) => {
      console.error(`Popular converters: could not read the counts (${error})`);
      return null;
    },
  );
}

/**
 * The measured entries, or null while there are too few conversions (or D1 cannot be read). Held
 * past HOLD_MS, they are served while they are read again after the answer (decision 084).
 */
export function measuredPopularity(
  db: Database,
  catalogue: Catalogue,
  now: number = Date.now(),
): Promise<MeasuredEntry[] | null> {
  if (held && held.until > now) return held.entries;
  const later = afterAnswerOfRequest();
  if (held && later) {
    if (refreshing.claim(now)) {
      later(async () => {
        const entries = await readShares(db, catalogue, now);
        held = { until: now + HOLD_MS, entries: Promise.resolve(entries) };
        refreshing.release();
      });
    }
    return held.entries;
  }
  held = { until: now + HOLD_MS, entries: readShares(db, catalogue, now) };
  return held.entries;
}

/** The read of the counts when none are held: what the Worker reads ahead for home pages. */
export function popularityRead(
  db: Database,
  now: number = Date.now(),
): BatchRead<KeyTotal[]> | null {
  return held ? null : batchRead([totalsQuery(db, now)], ([totals]) => totals);
}

/** Holds the counts read ahead, as the shares `catalogue` shows. */
export function keepPopularity(
  totals: readonly KeyTotal[],
  catalogue: Catalogue,
  now: number = Date.now(),
): void {
  held = { until: now + HOLD_MS, entries: Promise.resolve(sharesOf(totals, catalogue)) };
}

/** Forgets what is held, so the next call reads D1 (tests). */
export function forgetMeasuredPopularity(): void {
  held = null;
}
