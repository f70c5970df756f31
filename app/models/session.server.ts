import { eq, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import type { SessionUser } from "./user";

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

/** The user behind session `id` and when the session ends, or null for an unknown session. */
export async function findSessionUser(
  db: Database,
  id: string,
): Promise<{ user: SessionUser; expiresAt: number } | null> {
  const row = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isAdmin: users.isAdmin,
      language: users.language,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .get();
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user, expiresAt };
}

export async function extendSession(db: Database, id: string, expiresAt: number): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
