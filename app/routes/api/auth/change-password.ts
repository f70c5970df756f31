import { getDatabase } from "~/server-context";
import { accountCall, changePassword, parseChangePassword } from "~/accounts/auth.server";
import { json, readJsonBody, methodNotAllowed } from "~/utils/http.server";
import { requireUserApi } from "~/accounts/session.server";
import type { Route } from "./+types/change-password";

/**
 * POST /api/auth/change-password `{ currentPassword, newPassword, confirmPassword }` → 200 with
 * a new session cookie; every other session of the user ends. 401 signed out, 400 invalid or
 * wrong current password, 429 throttled.
 */
export function action({ request, context }: Route.ActionArgs) {
  return accountCall(request, async () => {
    const user = await requireUserApi(request, context);
    const input = parseChangePassword(await readJsonBody(request));
    const db = getDatabase(context);
    const session = await changePassword(db, request, user, input);
    return json({ ok: true }, { headers: { "Set-Cookie": session.cookie } });
  });
}

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ["POST"]);
