import { json, jsonError } from "~/utils/http.server";
import { getUser } from "~/utils/session.server";
import type { Route } from "./+types/user";

/**
 * GET /api/auth/user: the signed-in user (with isAdmin), or 401 when signed out
 * (docs/product.md#account-api).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  return user ? json(user) : jsonError(401, "Not signed in");
}

export function action({ request }: Route.ActionArgs) {
  return jsonError(405, `Use GET for ${new URL(request.url).pathname}`, {
    headers: { Allow: "GET" },
  });
}
