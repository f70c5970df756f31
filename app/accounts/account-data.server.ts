import type { Database } from "~/db/client.server";
import type { AccountExport, SessionUser } from "~/models/user";
import {
  deleteUserAccount,
  findAccountExport,
  findUserById,
  findUserForAdmin,
} from "~/models/user.server";
import { consumeRateLimit, resetRateLimit } from "~/models/rate-limit.server";
import { fieldErrors } from "~/utils/form.server";
import {
  AuthError,
  authError,
  CHANGE_PASSWORD_RATE_LIMIT,
  currentPasswordKey,
  throttled,
} from "./auth.server";
import { verifyPassword } from "./password.server";
import { englishAccountSchemas, type DeleteAccountInput } from "./schemas.server";

/**
 * A visitor's own data (docs/decisions/045-account-deletion-and-export.md): 'Download my data'
 * and 'Delete account', shared by the pages and the JSON calls.
 */

/** The file 'Download my data' saves. */
const EXPORT_FILE_NAME = "unitwise-account.json";

/** The export of `user`'s account, or a 401 AuthError when the account is gone. */
export async function exportAccountData(db: Database, user: SessionUser): Promise<AccountExport> {
  const data = await findAccountExport(db, user.id);
  if (!data) throw authError(401, "errorSignInToContinue");
  return data;
}

/** The JSON of the export, as a response (a download when `download` is set). */
export function accountExportResponse(data: AccountExport, download: boolean): Response {
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=utf-8",
    // Personal data: never kept by a cache on the way.
    "Cache-Control": "private, no-store",
  };
  if (download) headers["Content-Disposition"] = `attachment; filename="${EXPORT_FILE_NAME}"`;
  return new Response(`${JSON.stringify(data, null, 2)}\n`, { headers });
}

/** Parses a delete-account payload (form or JSON) with the one schema; throws AuthError 400. */
export function parseDeleteAccount(values: unknown): DeleteAccountInput {
  const parsed = englishAccountSchemas().DeleteAccountSchema.safeParse(values);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new AuthError(400, Object.values(fields)[0] ?? "Check the form", fields);
  }
  return parsed.data;
}

/**
 * Deletes the signed-in user's own account after checking the password: the account and every
 * session of it go in one D1 batch (the same model function, and so the same audit row, as the
 * Users tab's 'Delete account'). Password checks count against the change-password limit. The
 * last admin is refused (409), checked inside the DELETE. Throws AuthError.
 */
export async function deleteOwnAccount(
  db: Database,
  user: SessionUser,
  input: DeleteAccountInput,
): Promise<void> {
  const refusal = throttled(
    [await consumeRateLimit(db, currentPasswordKey(user.id), CHANGE_PASSWORD_RATE_LIMIT)],
    "errorTooManyPasswords",
  );
  if (refusal) throw refusal;
  const row = await findUserById(db, user.id);
  if (!row) throw authError(401, "errorSignInToContinue");
  if (!(await verifyPassword(input.password, row.passwordHash))) {
    throw authError(400, "errorWrongPassword", { fields: ["password"] });
  }
  const before = await findUserForAdmin(db, user.id);
  if (!before) throw authError(401, "errorSignInToContinue");
  const actor = { id: user.id, username: row.username };
  if (!(await deleteUserAccount(db, before, actor))) {
    if (await findUserById(db, user.id)) throw authError(409, "errorLastAdmin");
    throw authError(401, "errorSignInToContinue");
  }
  // The account's attempt counter names it: it goes too.
  await resetRateLimit(db, currentPasswordKey(user.id));
}
