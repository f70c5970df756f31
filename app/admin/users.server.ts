import type { Database } from "~/db/client.server";
import type { AuditActor } from "~/models/audit";
import type { AdminUserView } from "~/models/user";
import {
  deleteUserAccount,
  endUserSessions,
  findUserForAdmin,
  setUserAdmin,
} from "~/models/user.server";

import { parseOrRefuse } from "~/utils/refusal.server";
import { userIdSchema, userSearchSchema } from "./schemas";
import { Refusal } from "~/utils/refusal.server";

/**
 * The Users tab's operations, shared by its page action and the JSON API
 * (/api/admin/users…). The site never loses its last admin: revoking or deleting an admin
 * needs another admin to remain (yourself included).
 */

const USER_NOT_FOUND = "User not found";
const LAST_ADMIN_REVOKE =
  "The last admin cannot lose the admin role: grant it to someone else first";
const LAST_ADMIN_DELETE =
  "The last admin cannot be deleted: grant the admin role to someone else first";

export function parseUserSearch(params: URLSearchParams): string {
  return parseOrRefuse(userSearchSchema(), { q: params.get("q") }).q;
}

async function existingUser(db: Database, rawId: string): Promise<AdminUserView> {
  const id = parseOrRefuse(userIdSchema(), rawId);
  const user = await findUserForAdmin(db, id);
  if (!user) throw new Refusal(404, USER_NOT_FOUND);
  return user;
}

/**
 * Grants or revokes the admin role. The UPDATE itself refuses to revoke the last admin; when it
 * changes nothing, the account is read again to tell a vanished account (404) from the last
 * admin (409).
 */
export async function changeAdminRole(
  db: Database,
  actor: AuditActor,
  rawId: string,
  isAdmin: boolean,
): Promise<AdminUserView> {
  const user = await existingUser(db, rawId);
  if (user.isAdmin === isAdmin) return user;
  if (!(await setUserAdmin(db, user, isAdmin, actor))) {
    await refusal(db, user.id, LAST_ADMIN_REVOKE);
  }
  return { ...user, isAdmin };
}

/** Why a guarded change did not apply: the account is gone (404), or it is the last admin (409). */
async function refusal(db: Database, id: string, lastAdminMessage: string): Promise<never> {
  if (await findUserForAdmin(db, id)) throw new Refusal(409, lastAdminMessage);
  throw new Refusal(404, USER_NOT_FOUND);
}

export async function signOutUser(
  db: Database,
  actor: AuditActor,
  rawId: string,
): Promise<AdminUserView> {
  const user = await existingUser(db, rawId);
  await endUserSessions(db, user, actor);
  return { ...user, sessionCount: 0, lastSignInAt: null };
}

/** Deletes an account; the DELETE itself refuses to delete the last admin. */
export async function removeUser(
  db: Database,
  actor: AuditActor,
  rawId: string,
): Promise<AdminUserView> {
  const user = await existingUser(db, rawId);
  if (!(await deleteUserAccount(db, user, actor))) await refusal(db, user.id, LAST_ADMIN_DELETE);
  return user;
}
