import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { database } from "~/db/client.server";
import { users } from "~/db/schema";
import { createUser, findUserByUsername } from "~/models/user.server";
import { toSessionUser } from "~/models/user.server";
import type { SessionUser } from "~/models/user";
import { hashPassword } from "~/accounts/password.server";
import { createSession } from "~/accounts/session.server";

/** The password of every account these helpers create. */
export const TEST_PASSWORD = "correct horse battery staple";

let testPasswordHash: Promise<string> | undefined;

/** A username no other test uses: `prefix-` and 8 random characters (within the 32 allowed). */
export function uniqueUsername(prefix = "user"): string {
  return `${prefix.slice(0, 22)}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The Cookie header value for a session token. It carries both of the cookie's names: the
 * server reads `__Host-unitwise_session` on HTTPS and on non-loopback hosts (the tests'
 * http://example.com) and `unitwise_session` on plain-HTTP localhost; the other is ignored.
 */
export function sessionCookieHeader(token: string): string {
  return `__Host-unitwise_session=${token}; unitwise_session=${token}`;
}

/**
 * Creates an account (or takes the existing one of that username, with `isAdmin` set as asked)
 * in the test D1, with password TEST_PASSWORD, and starts a session for it. `cookie` is the
 * Cookie header value that makes a request signed in.
 */
export async function signIn(
  options: { username?: string; isAdmin?: boolean } = {},
): Promise<{ cookie: string; user: SessionUser }> {
  const db = database(env.DB);
  const username = options.username ?? uniqueUsername(options.isAdmin ? "admin" : "user");
  const isAdmin = options.isAdmin ?? false;
  testPasswordHash ??= hashPassword(TEST_PASSWORD);

  let row =
    (await createUser(db, {
      username,
      passwordHash: await testPasswordHash,
      firstName: "Test",
      lastName: isAdmin ? "Admin" : "User",
      email: `${username.toLowerCase()}@example.com`,
      isAdmin,
    })) ?? (await findUserByUsername(db, username));
  if (!row) throw new Error(`Could not create or find the test user ${username}`);
  if (row.isAdmin !== isAdmin) {
    await db.update(users).set({ isAdmin }).where(eq(users.id, row.id));
    row = { ...row, isAdmin };
  }
  const session = await createSession(db, row.id, new Request("http://example.com/"));
  return { cookie: sessionCookieHeader(session.token), user: toSessionUser(row) };
}
