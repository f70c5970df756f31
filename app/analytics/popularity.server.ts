import type { Catalogue } from "~/catalogue/effective";
import type { Database } from "~/db/client.server";
import { readKeyTotals } from "~/models/analytics.server";
import { utcDay } from "~/utils/utc-day";
import { dayRange } from "./normalize";

/**
 * The home page's popular converters, measured (docs/decisions/047-first-party-analytics.md):
 * each converter's share of the conversions of the last 30 days, once there are at least
 * MEASURED_MINIMUM of them; until then null, and the page shows its editorial ranking. Read at
 * most once per HOLD_MS per Worker instance, never per request.
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

async function readShares(db: Database, catalogue: Catalogue, now: number) {
  const range = dayRange(utcDay(now), POPULAR_DAYS);
  const totals = await readKeyTotals(db, ["conversion"], range[0]!, range[range.length - 1]!);
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

/** The measured entries, or null while there are too few conversions (or D1 cannot be read). */
export function measuredPopularity(
  db: Database,
  catalogue: Catalogue,
  now: number = Date.now(),
): Promise<MeasuredEntry[] | null> {
  if (!held || held.until <= now) {
    const entries = readShares(db, catalogue, now).catch((error: unknown) => {
      console.error(`Popular converters: could not read the counts (${error})`);
      return null;
    });
    held = { until: now + HOLD_MS, entries };
  }
  return held.entries;
}

/** Forgets what is held, so the next call reads D1 (tests). */
export function forgetMeasuredPopularity(): void {
  held = null;
}
