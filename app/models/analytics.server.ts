import { and, between, desc, eq, inArray, ne, sql, sum } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "~/db/client.server";
import { analyticsDaily, analyticsEvents } from "~/db/schema";
import type { AnalyticsMetric, DailyCount, DayTotals, KeyTotal } from "./analytics";
import type { AuditActor } from "./audit";
import { auditInsertIfChanged } from "./audit.server";
import { newContentVersion } from "./catalogue.server";

/**
 * The first-party counters and the Google Analytics event configuration
 * (docs/decisions/047-first-party-analytics.md). Counters only ever grow by upserts that add in
 * SQL, so writers in any number of Worker instances at once lose no increment.
 */

/**
 * Adds every count in one D1 batch (one transaction): all land, or none. A metric given in
 * `newKeysPerDay` gets at most that many keys a day besides "": a count for a key the day does
 * not hold once it is full is added to the day's "" row instead, so totals stay right while the
 * table stops growing.
 */
export async function addDailyCounts(
  db: Database,
  counts: readonly DailyCount[],
  newKeysPerDay: Partial<Record<AnalyticsMetric, number>> = {},
): Promise<void> {
  const statements = counts
    .filter((count) => count.count > 0)
    .flatMap((count): BatchItem<"sqlite">[] => {
      const cap = newKeysPerDay[count.metric];
      if (cap === undefined || count.key === "") return [addCount(db, count)];
      return cappedAddCount(db, count, cap);
    });
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

function addCount(db: Database, count: DailyCount) {
  return db
    .insert(analyticsDaily)
    .values(count)
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.metric, analyticsDaily.key],
      set: { count: sql`${analyticsDaily.count} + excluded.count` },
    });
}

/** The two statements of a count under a cap: to its key if the day holds it or has room, else to "". */
function cappedAddCount(db: Database, { day, metric, key, count }: DailyCount, cap: number) {
  const held = sql`EXISTS (SELECT 1 FROM ${analyticsDaily} WHERE day = ${day} AND metric = ${metric} AND key = ${key})`;
  const keys = sql`(SELECT COUNT(*) FROM ${analyticsDaily} WHERE day = ${day} AND metric = ${metric} AND key <> '')`;
  const upsert = {
    target: [analyticsDaily.day, analyticsDaily.metric, analyticsDaily.key],
    set: { count: sql`${analyticsDaily.count} + excluded.count` },
  };
  return [
    db
      .insert(analyticsDaily)
      .select(sql`SELECT ${day}, ${metric}, ${key}, ${count} WHERE ${held} OR ${keys} < ${cap}`)
      .onConflictDoUpdate(upsert),
    db
      .insert(analyticsDaily)
      .select(sql`SELECT ${day}, ${metric}, '', ${count} WHERE NOT ${held}`)
      .onConflictDoUpdate(upsert),
  ];
}

/** Whether `day` already holds a row for `key` of `metric`. */
export async function hasDailyKey(
  db: Database,
  day: string,
  metric: AnalyticsMetric,
  key: string,
): Promise<boolean> {
  const row = await db
    .select({ key: analyticsDaily.key })
    .from(analyticsDaily)
    .where(
      and(
        eq(analyticsDaily.day, day),
        eq(analyticsDaily.metric, metric),
        eq(analyticsDaily.key, key),
      ),
    )
    .get();
  return row !== undefined;
}

/** Each day's total per metric from `from` to `to` (inclusive, "YYYY-MM-DD"). */
export async function readDayTotals(db: Database, from: string, to: string): Promise<DayTotals[]> {
  const rows = await db
    .select({
      day: analyticsDaily.day,
      metric: analyticsDaily.metric,
      count: sum(analyticsDaily.count).mapWith(Number),
    })
    .from(analyticsDaily)
    .where(between(analyticsDaily.day, from, to))
    .groupBy(analyticsDaily.day, analyticsDaily.metric);
  return rows;
}

/** The `limit` keys of `metric` with the highest totals over the range; ties by key. */
export async function readTopKeys(
  db: Database,
  metric: AnalyticsMetric,
  from: string,
  to: string,
  limit: number,
): Promise<KeyTotal[]> {
  const total = sum(analyticsDaily.count).mapWith(Number);
  return db
    .select({ key: analyticsDaily.key, count: total })
    .from(analyticsDaily)
    .where(
      and(
        eq(analyticsDaily.metric, metric),
        between(analyticsDaily.day, from, to),
        ne(analyticsDaily.key, ""),
      ),
    )
    .groupBy(analyticsDaily.key)
    .orderBy(desc(total), analyticsDaily.key)
    .limit(limit);
}

/** Totals of every key of `metrics` over the range (for shares: a few hundred rows at most). */
export function keyTotalsQuery(
  db: Database,
  metrics: readonly AnalyticsMetric[],
  from: string,
  to: string,
) {
  return db
    .select({ key: analyticsDaily.key, count: sum(analyticsDaily.count).mapWith(Number) })
    .from(analyticsDaily)
    .where(and(inArray(analyticsDaily.metric, [...metrics]), between(analyticsDaily.day, from, to)))
    .groupBy(analyticsDaily.key);
}

/** The stored event configuration, one unchecked object per kind. */
export async function readStoredEvents(db: Database): Promise<Record<string, unknown>> {
  const rows = await db.select().from(analyticsEvents);
  return Object.fromEntries(
    rows.map(({ event, name, category, action, label, enabled }) => [
      event,
      { name, category, action, label, enabled },
    ]),
  );
}

type EventKey = (typeof analyticsEvents.$inferInsert)["event"];
interface StoredEvent {
  name: string;
  category: string;
  action: string;
  label: string;
  enabled: boolean;
}

/**
 * Stores the `changed` kinds whole, with one audit row (each changed kind before and after) and
 * a new content version, so every Worker instance and cached page takes the new configuration.
 * Nothing is written when nothing changed.
 */
export async function storeEvents(
  db: Database,
  actor: AuditActor,
  changed: Partial<Record<EventKey, { before: StoredEvent; after: StoredEvent }>>,
): Promise<void> {
  const kinds = Object.keys(changed) as EventKey[];
  if (kinds.length === 0) return;
  const upserts = kinds.map((event) => {
    const after = changed[event]!.after;
    return db
      .insert(analyticsEvents)
      .values({ event, ...after })
      .onConflictDoUpdate({
        target: analyticsEvents.event,
        set: { ...after, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` },
      });
  });
  const [first, ...rest] = upserts;
  await db.batch([
    first!,
    ...rest,
    auditInsertIfChanged(db, {
      actor,
      action: "update",
      entityType: "analytics-events",
      entityId: "ga",
      before: Object.fromEntries(kinds.map((kind) => [kind, changed[kind]!.before])),
      after: Object.fromEntries(kinds.map((kind) => [kind, changed[kind]!.after])),
    }),
    newContentVersion(db),
  ]);
}
