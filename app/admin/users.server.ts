import type { Database } from "~/db/client.server";
import type { AuditActor } from "~/models/audit";
import type { AdminUserView } from "~/models/user";
import {
  countOtherAdmins,
  deleteUserAccount,
  endUserSessions,
  findUserForAdmin,
  listUsersForAdmin,
  setUserAdmin,
} from "~/models/user.server";
import { AdminError, parseOr400 } from "./admin-error.server";
import { UserIdSchema, UserSearchSchema } from "./schemas";

/**
 * The Users tab's operations, shared by its page action and the JSON API
 * (/api/admin/users…). The site never loses its last admin: revoking or deleting an admin
 * needs another admin to remain (yourself included).
 */

export const USER_NOT_FOUND = "User not found";
export const LAST_ADMIN_REVOKE =
  "The last admin cannot lose the admin role: grant it to someone else first";
export const LAST_ADMIN_DELETE =
  "The last admin cannot be deleted: grant the admin role to someone else first";

export function parseUserSearch(params: URLSearchParams): string {
  return parseOr400(UserSearchSchema, { q: params.get("q") }).q;
}

export function findUsers(db: Database, query: string): Promise<AdminUserView[]> {
  return listUsersForAdmin(db, query);
}

async function existingUser(db: Database, rawId: string): Promise<AdminUserView> {
  const id = parseOr400(UserIdSchema, rawId);
  const user = await findUserForAdmin(db, id);
  if (!user) throw new AdminError(404, USER_NOT_FOUND);
  return user;
}

export async function changeAdminRole(
  db: Database,
  actor: AuditActor,
  rawId: string,
  isAdmin: boolean,
): Promise<AdminUserView> {
  const user = await existingUser(db, rawId);
  if (user.isAdmin === isAdmin) return user;
  if (!isAdmin && (await countOtherAdmins(db, user.id)) === 0) {
    throw new AdminError(409, LAST_ADMIN_REVOKE);
  }
  // The UPDATE checks again, in case another admin was revoked meanwhile.
  if (!(await setUserAdmin(db, user, isAdmin, actor))) throw new AdminError(409, LAST_ADMIN_REVOKE);
  return { ...user, isAdmin };
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

export async function removeUser(
  db: Database,
  actor: AuditActor,
  rawId: string,
): Promise<AdminUserView> {
  const user = await existingUser(db, rawId);
  if (user.isAdmin && (await countOtherAdmins(db, user.id)) === 0) {
    throw new AdminError(409, LAST_ADMIN_DELETE);
  }
  await deleteUserAccount(db, user, actor);
  return user;
}
