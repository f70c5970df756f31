import { accountCall } from "~/accounts/auth.server";
import { json, methodNotAllowed } from "~/utils/http.server";
import { signOut } from "~/accounts/session.server";
import type { Route } from "./+types/logout";

/** POST /api/auth/logout → 200; the session is deleted on the server and its cookie cleared. */
export function action({ request, context }: Route.ActionArgs) {
  return accountCall(request, async () => {
    const cookie = await signOut(request, context);
    return json({ ok: true }, { headers: { "Set-Cookie": cookie } });
  });
}

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ["POST"]);
