import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import type { NewSessionRow } from "./session.server";
import type { SessionUser } from "./user";

/** Accounts. Usernames compare without regard to case (the column is `COLLATE NOCASE`). */

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow): SessionUser {
  const { id, username, firstName, lastName, email, isAdmin } = row;
  return { id, username, firstName, lastName, email, isAdmin };
}

export interface NewUser {
  username: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  isAdmin?: boolean;
}

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.username, username)).get()) ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  return (await db.select().from(users).where(eq(users.id, id)).get()) ?? null;
}

/** Creates a user, or returns null when the username is taken (in any letter case). */
export async function createUser(db: Database, user: NewUser): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      username: user.username,
      passwordHash: user.passwordHash,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      email: user.email ?? null,
      isAdmin: user.isAdmin ?? false,
    })
    .onConflictDoNothing({ target: users.username })
    .returning();
  return row ?? null;
}

/** Stores the same password hashed again under the current parameters (at sign-in). */
export async function storeRehashedPassword(
  db: Database,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * A password change: the new hash is stored, every session of the user ends and `session`
 * replaces the one in use, in one batch.
 */
export async function changePasswordHash(
  db: Database,
  userId: string,
  passwordHash: string,
  session: Omit<NewSessionRow, "userId">,
): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date().toISOString() })
      .where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.insert(sessions).values({ ...session, userId }),
  ]);
}
