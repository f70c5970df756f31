import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "~/db/client.server";
import { userCalculations, userFavourites, userHistory, userPreferences } from "~/db/schema";
import {
  CALCULATIONS_CAP,
  FAVOURITES_CAP,
  HISTORY_CAP,
  PREFERENCES_CAP,
  type CalculationEntry,
  type Favourite,
  type HistoryEntry,
  type UnitsPreference,
  type VisitorData,
} from "./visitor-data";

/**
 * An account's kept preferences, history, calculations and favourites in D1 (decision 052). Writes
 * merge, so sending the same thing twice changes nothing: preferences per converter keep the
 * newest, history keeps each conversion's newest time and the 20 newest conversions (and
 * calculations each expression's newest time and the 20 newest expressions), favourites are a
 * union (or, when the visitor edits the list, replaced), capped to the newest.
 */

export async function listPreferences(db: Database, userId: string): Promise<UnitsPreference[]> {
  return db
    .select({
      converter: userPreferences.converter,
      from: userPreferences.fromUnit,
      to: userPreferences.toUnit,
      precision: userPreferences.precision,
      updatedAt: userPreferences.updatedAt,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .orderBy(desc(userPreferences.updatedAt), userPreferences.converter);
}

/** The account's units for one converter, or null. */
export async function findPreference(
  db: Database,
  userId: string,
  converter: string,
): Promise<UnitsPreference | null> {
  const [row] = await db
    .select({
      converter: userPreferences.converter,
      from: userPreferences.fromUnit,
      to: userPreferences.toUnit,
      precision: userPreferences.precision,
      updatedAt: userPreferences.updatedAt,
    })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.converter, converter)));
  return row ?? null;
}

export async function listHistory(db: Database, userId: string): Promise<HistoryEntry[]> {
  return db
    .select({
      converter: userHistory.converter,
      value: userHistory.value,
      from: userHistory.fromUnit,
      to: userHistory.toUnit,
      at: userHistory.at,
    })
    .from(userHistory)
    .where(eq(userHistory.userId, userId))
    .orderBy(desc(userHistory.at))
    .limit(HISTORY_CAP);
}

export async function listCalculations(db: Database, userId: string): Promise<CalculationEntry[]> {
  return db
    .select({ query: userCalculations.query, at: userCalculations.at })
    .from(userCalculations)
    .where(eq(userCalculations.userId, userId))
    .orderBy(desc(userCalculations.at), userCalculations.query)
    .limit(CALCULATIONS_CAP);
}

export async function listFavourites(db: Database, userId: string): Promise<Favourite[]> {
  const rows = await db
    .select({
      converter: userFavourites.converter,
      from: userFavourites.fromUnit,
      to: userFavourites.toUnit,
      addedAt: userFavourites.addedAt,
    })
    .from(userFavourites)
    .where(eq(userFavourites.userId, userId))
    .orderBy(desc(userFavourites.addedAt), userFavourites.converter);
  return rows.map(({ converter, from, to, addedAt }) =>
    from && to ? { converter, from, to, addedAt } : { converter, addedAt },
  );
}

export async function findVisitorData(db: Database, userId: string): Promise<VisitorData> {
  const [preferences, history, calculations, favourites] = await Promise.all([
    listPreferences(db, userId),
    listHistory(db, userId),
    listCalculations(db, userId),
    listFavourites(db, userId),
  ]);
  return { preferences, history, calculations, favourites };
}

/** Keeps, per converter, the newer of the stored and the given units; then the newest 200. */
export async function mergePreferences(
  db: Database,
  userId: string,
  preferences: readonly UnitsPreference[],
): Promise<void> {
  if (preferences.length === 0) return;
  const upserts = preferences.map((preference) =>
    db
      .insert(userPreferences)
      .values({
        userId,
        converter: preference.converter,
        fromUnit: preference.from,
        toUnit: preference.to,
        precision: preference.precision,
        updatedAt: preference.updatedAt,
      })
      .onConflictDoUpdate({
        target: [userPreferences.userId, userPreferences.converter],
        set: {
          fromUnit: sql`excluded.from_unit`,
          toUnit: sql`excluded.to_unit`,
          precision: sql`excluded.precision`,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`excluded.updated_at > ${userPreferences.updatedAt}`,
      }),
  );
  const keep = db
    .select({ converter: userPreferences.converter })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .orderBy(desc(userPreferences.updatedAt), userPreferences.converter)
    .limit(PREFERENCES_CAP);
  await db.batch([
    upserts[0]!,
    ...upserts.slice(1),
    db
      .delete(userPreferences)
      .where(and(eq(userPreferences.userId, userId), notInArray(userPreferences.converter, keep))),
  ]);
}

/** Adds conversions (a repeat keeps its newest time), then keeps the newest 20. */
export async function addHistory(
  db: Database,
  userId: string,
  entries: readonly HistoryEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const upserts = entries.map((entry) =>
    db
      .insert(userHistory)
      .values({
        userId,
        converter: entry.converter,
        value: entry.value,
        fromUnit: entry.from,
        toUnit: entry.to,
        at: entry.at,
      })
      .onConflictDoUpdate({
        target: [
          userHistory.userId,
          userHistory.converter,
          userHistory.value,
          userHistory.fromUnit,
          userHistory.toUnit,
        ],
        set: { at: sql`max(${userHistory.at}, excluded.at)` },
      }),
  );
  // The oldest beyond the cap go: rows older than the 20th newest time.
  const cutoff = db
    .select({ at: userHistory.at })
    .from(userHistory)
    .where(eq(userHistory.userId, userId))
    .orderBy(desc(userHistory.at))
    .limit(1)
    .offset(HISTORY_CAP - 1);
  await db.batch([
    upserts[0]!,
    ...upserts.slice(1),
    db
      .delete(userHistory)
      .where(and(eq(userHistory.userId, userId), sql`${userHistory.at} < (${cutoff})`)),
  ]);
}

export async function clearHistory(db: Database, userId: string): Promise<void> {
  await db.delete(userHistory).where(eq(userHistory.userId, userId));
}

/** Adds calculations (an expression made again keeps its newest time), then keeps the newest 20. */
export async function addCalculations(
  db: Database,
  userId: string,
  entries: readonly CalculationEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const upserts = entries.map((entry) =>
    db
      .insert(userCalculations)
      .values({ userId, query: entry.query, at: entry.at })
      .onConflictDoUpdate({
        target: [userCalculations.userId, userCalculations.query],
        set: { at: sql`max(${userCalculations.at}, excluded.at)` },
      }),
  );
  // The oldest beyond the cap go, ties broken by the expression as the list orders them.
  const keep = db
    .select({ query: userCalculations.query })
    .from(userCalculations)
    .where(eq(userCalculations.userId, userId))
    .orderBy(desc(userCalculations.at), userCalculations.query)
    .limit(CALCULATIONS_CAP);
  await db.batch([
    upserts[0]!,
    ...upserts.slice(1),
    db
      .delete(userCalculations)
      .where(and(eq(userCalculations.userId, userId), notInArray(userCalculations.query, keep))),
  ]);
}

export async function clearCalculations(db: Database, userId: string): Promise<void> {
  await db.delete(userCalculations).where(eq(userCalculations.userId, userId));
}

export async function clearPreferences(db: Database, userId: string): Promise<void> {
  await db.delete(userPreferences).where(eq(userPreferences.userId, userId));
}

export async function clearFavourites(db: Database, userId: string): Promise<void> {
  await db.delete(userFavourites).where(eq(userFavourites.userId, userId));
}

/**
 * Stores favourites: `merge` adds them to the stored ones (signing in with favourites starred
 * while signed out), otherwise they replace them (the visitor starred or unstarred one). Either
 * way the newest 50 stay.
 */
export async function saveFavourites(
  db: Database,
  userId: string,
  favourites: readonly Favourite[],
  { merge }: { merge: boolean },
): Promise<void> {
  const inserts = favourites.map((favourite) =>
    db
      .insert(userFavourites)
      .values({
        userId,
        converter: favourite.converter,
        fromUnit: favourite.from ?? "",
        toUnit: favourite.to ?? "",
        addedAt: favourite.addedAt,
      })
      .onConflictDoUpdate({
        target: [
          userFavourites.userId,
          userFavourites.converter,
          userFavourites.fromUnit,
          userFavourites.toUnit,
        ],
        // A favourite starred on two devices counts from its first starring.
        set: { addedAt: sql`min(${userFavourites.addedAt}, excluded.added_at)` },
      }),
  );
  const key = sql`${userFavourites.converter} || char(10) || ${userFavourites.fromUnit} || char(10) || ${userFavourites.toUnit}`;
  const keep = db
    .select({ key })
    .from(userFavourites)
    .where(eq(userFavourites.userId, userId))
    .orderBy(desc(userFavourites.addedAt))
    .limit(FAVOURITES_CAP);
  const statements: BatchItem<"sqlite">[] = [
    ...(merge ? [] : [db.delete(userFavourites).where(eq(userFavourites.userId, userId))]),
    ...inserts,
    db
      .delete(userFavourites)
      .where(and(eq(userFavourites.userId, userId), sql`${key} NOT IN (${keep})`)),
  ];
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
