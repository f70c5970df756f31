import { deleteOwnAccount, parseDeleteAccount } from "~/accounts/account-data.server";
import { accountCall } from "~/accounts/auth.server";
import { clearSessionCookie, requireUserApi } from "~/accounts/session.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import type { Route } from "./+types/account";

/**
 * DELETE /api/auth/account `{ password }` → `{ deleted: true }`, the session cookie cleared: the
 * account and every session of it are gone. 401 signed out, 400 missing or wrong password (as
 * change-password answers a wrong current password), 403 cross-site, 409 the last admin, 429
 * throttled.
 */
export function action({ request, context }: Route.ActionArgs) {
  return accountCall(
    request,
    async () => {
      const user = await requireUserApi(request, context);
      const input = parseDeleteAccount(await readJsonBody(request));
      await deleteOwnAccount(getDatabase(context), user, input);
      return json({ deleted: true }, { headers: { "Set-Cookie": clearSessionCookie(request) } });
    },
    "DELETE",
  );
}

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ["DELETE"]);
