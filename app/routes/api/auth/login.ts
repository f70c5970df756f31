import { getDatabase } from "~/server-context";
import { englishAccountSchemas } from "~/accounts/schemas.server";
import { accountCall, authenticate, AuthError } from "~/accounts/auth.server";
import { fieldErrors } from "~/utils/form.server";
import { json, readJsonBody, methodNotAllowed } from "~/utils/http.server";
import { createSession } from "~/accounts/session.server";
import type { Route } from "./+types/login";

/**
 * POST /api/auth/login `{ username, password }` → 200 with the user and a new session cookie;
 * 400 (invalid input), 401 (wrong username or password, one message), 429 (throttled).
 */
export function action({ request, context }: Route.ActionArgs) {
  return accountCall(request, async () => {
    const parsed = englishAccountSchemas().LoginSchema.safeParse(await readJsonBody(request));
    if (!parsed.success) {
      throw new AuthError(400, "Enter your username and password", fieldErrors(parsed.error));
    }
    const db = getDatabase(context);
    const { user, deviceCookie } = await authenticate(db, request, parsed.data);
    const session = await createSession(db, user.id, request);
    const headers = new Headers();
    headers.append("Set-Cookie", session.cookie);
    headers.append("Set-Cookie", deviceCookie);
    return json(user, { headers });
  });
}

export const loader = ({ request }: Route.LoaderArgs) => methodNotAllowed(request, ["POST"]);
