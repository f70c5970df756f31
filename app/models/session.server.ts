import { and, eq, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, userPreferences, users } from "~/db/schema";
import type { SessionUser } from "./user";
import type { UnitsPreference } from "./visitor-data";
import { batchRead, readOne, type BatchRead } from "~/db/batch-read.server";

/**
 * Sessions in D1, keyed by the SHA-256 of the cookie's token (docs/decisions/031-sessions.md):
 * the token itself is never stored.
 */

export interface NewSessionRow {
  /** the hex SHA-256 of the session's token */
  id: string;
  userId: string;
  /** Unix milliseconds */
  expiresAt: number;
}

/** Stores a session. Ended sessions of every user are pruned in the same batch. */
export async function insertSession(db: Database, session: NewSessionRow): Promise<void> {
  await db.batch([
    db.delete(sessions).where(lte(sessions.expiresAt, Date.now())),
    db.insert(sessions).values(session),
  ]);
}

/** A session as a request finds it: its user, and when it ends. */
export interface FoundSession {
  user: SessionUser;
  /** Unix milliseconds */
  expiresAt: number;
}

/**
 * The user behind session `id` and when the session ends (null for an unknown session), and with
 * `converter` (a converter page's slug) the account's units for it: one query, everything a
 * signed-in page needs of the visitor.
 */
export function sessionUserRead(
  db: Database,
  id: string,
  converter?: string,
): BatchRead<(FoundSession & { preference?: UnitsPreference | null }) | null> {
  return batchRead(
    [
      db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          isAdmin: users.isAdmin,
          language: users.language,
          expiresAt: sessions.expiresAt,
          from: userPreferences.fromUnit,
          to: userPreferences.toUnit,
          precision: userPreferences.precision,
          updatedAt: userPreferences.updatedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        // No converter: a slug no converter has, so the join finds nothing.
        .leftJoin(
          userPreferences,
          and(eq(userPreferences.userId, users.id), eq(userPreferences.converter, converter ?? "")),
        )
        .where(eq(sessions.id, id)),
    ],
    ([[row]]) => {
      if (!row) return null;
      const { expiresAt, from, to, precision, updatedAt, ...user } = row;
      if (converter === undefined) return { user, expiresAt };
      const preference =
        from !== null && to !== null && precision !== null && updatedAt !== null
          ? { converter, from, to, precision, updatedAt }
          : null;
      return { user, expiresAt, preference };
    },
  );
}

/** The user behind session `id` and when the session ends, or null for an unknown session. */
export function findSessionUser(db: Database, id: string): Promise<FoundSession | null> {
  return readOne(db, sessionUserRead(db, id));
}

export async function extendSession(db: Database, id: string, expiresAt: number): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
