import { type AnyColumn, and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { findVisitorData } from "./visitor-data.server";
import { sessions, users } from "~/db/schema";
import type { AuditActor } from "./audit";
import { auditInsertIfChanged } from "./audit.server";
import type { NewSessionRow } from "./session.server";
import type { AccountExport, AdminUserView, SessionUser } from "./user";

/** Accounts. Usernames compare without regard to case (the column is `COLLATE NOCASE`). */

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow): SessionUser {
  const { id, username, firstName, lastName, email, isAdmin, language } = row;
  return { id, username, firstName, lastName, email, isAdmin, language };
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

/** The language the user chose with the switcher (decision 080). */
export async function setUserLanguage(db: Database, userId: string, language: string) {
  await db.update(users).set({ language }).where(eq(users.id, userId));
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

const adminViewColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  // Written out in full: drizzle leaves columns unqualified, which a subquery would misread.
  lastSignInAt: sql<
    string | null
  >`(select max(s.created_at) from sessions s where s.user_id = users.id)`,
  sessionCount: sql<number>`(select count(*) from sessions s where s.user_id = users.id)`,
};

/** `%` and `_` are LIKE wildcards: a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many accounts the admin list shows at most (the first by username). */
export const USER_LIST_LIMIT = 200;

/**
 * Accounts for the admin dashboard, by username (at most `limit`); `query` matches username,
 * names or email (case-insensitively, as a substring).
 */
export async function listUsersForAdmin(
  db: Database,
  query = "",
  limit = USER_LIST_LIMIT,
): Promise<AdminUserView[]> {
  const pattern = likePattern(query);
  const match = (column: AnyColumn) => sql`${column} like ${pattern} escape '\\'`;
  return db
    .select(adminViewColumns)
    .from(users)
    .where(
      query === ""
        ? undefined
        : or(
            match(users.username),
            match(users.firstName),
            match(users.lastName),
            match(users.email),
          ),
    )
    .orderBy(asc(users.username))
    .limit(limit);
}

export async function findUserForAdmin(db: Database, id: string): Promise<AdminUserView | null> {
  return (await db.select(adminViewColumns).from(users).where(eq(users.id, id)).get()) ?? null;
}

/** SQL: an admin other than `userId` exists (the site never loses its last admin). */
const otherAdminRemains = (userId: string) =>
  sql`exists (select 1 from ${users} u2 where u2.is_admin = 1 and u2.id <> ${userId})`;

/** A snapshot of an account for the audit trail: never the password hash. */
function auditView(user: AdminUserView) {
  const { id, username, firstName, lastName, email, isAdmin, createdAt } = user;
  return { id, username, firstName, lastName, email, isAdmin, createdAt };
}

/**
 * Grants or revokes the admin role, with its audit row in the same batch. A revocation only
 * applies while another admin remains (checked again inside the UPDATE, so two admins revoking
 * each other at once cannot both succeed); returns whether the role is now as asked.
 */
export async function setUserAdmin(
  db: Database,
  before: AdminUserView,
  isAdmin: boolean,
  actor: AuditActor,
): Promise<boolean> {
  const [update] = await db.batch([
    db
      .update(users)
      .set({ isAdmin })
      .where(and(eq(users.id, before.id), isAdmin ? undefined : otherAdminRemains(before.id)))
      .returning({ id: users.id }),
    auditInsertIfChanged(db, {
      actor,
      action: isAdmin ? "user.admin-granted" : "user.admin-revoked",
      entityType: "user",
      entityId: before.id,
      before: { isAdmin: before.isAdmin },
      after: { isAdmin },
    }),
  ]);
  return update.length > 0;
}

/**
 * Ends every session of an account (it is signed out everywhere), with its audit row, written
 * only when there was a session to end. Returns how many ended.
 */
export async function endUserSessions(
  db: Database,
  before: AdminUserView,
  actor: AuditActor,
): Promise<number> {
  const [ended] = await db.batch([
    db.delete(sessions).where(eq(sessions.userId, before.id)).returning({ id: sessions.id }),
    auditInsertIfChanged(db, {
      actor,
      action: "user.signed-out",
      entityType: "user",
      entityId: before.id,
      before: { sessionCount: before.sessionCount },
      after: { sessionCount: 0 },
    }),
  ]);
  return ended.length;
}

/**
 * Deletes an account, with its audit row (a snapshot, no password hash); its sessions go with it
 * (`sessions.user_id` is ON DELETE CASCADE). An admin is deleted only while another admin
 * remains, checked inside the DELETE, so two admins deleting each other at once cannot both
 * succeed. The audit row is written only when the DELETE applied (`changes()` does not count
 * the cascaded sessions). Returns whether the account was deleted.
 */
export async function deleteUserAccount(
  db: Database,
  before: AdminUserView,
  actor: AuditActor,
): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .delete(users)
      .where(
        and(eq(users.id, before.id), or(eq(users.isAdmin, false), otherAdminRemains(before.id))),
      )
      .returning({ id: users.id }),
    auditInsertIfChanged(db, {
      actor,
      action: "user.deleted",
      entityType: "user",
      entityId: before.id,
      before: auditView(before),
      after: null,
    }),
  ]);
  return deleted.length > 0;
}

/**
 * Everything stored about an account, for its owner's download: the account's fields and its
 * sessions' start and end. Never the password hash, nor the sessions' ids (hashes of the tokens).
 */
export async function findAccountExport(db: Database, id: string): Promise<AccountExport | null> {
  const [account, accountSessions] = await db.batch([
    db
      .select({
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
        passwordChangedAt: users.passwordChangedAt,
        language: users.language,
        lastSignInAt: adminViewColumns.lastSignInAt,
      })
      .from(users)
      .where(eq(users.id, id)),
    db
      .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(desc(sessions.createdAt)),
  ]);
  const row = account[0];
  if (!row) return null;
  return {
    ...row,
    sessions: accountSessions.map((session) => ({
      createdAt: session.createdAt,
      expiresAt: new Date(session.expiresAt).toISOString(),
    })),
    ...(await findVisitorData(db, id)),
  };
}
