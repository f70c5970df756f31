import { json, jsonError, methodNotAllowed } from "~/utils/http.server";
import { getUser } from "~/accounts/session.server";
import type { Route } from "./+types/user";

/**
 * GET /api/auth/user: the signed-in user (with isAdmin), or 401 when signed out
 * (docs/product.md#account-api).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  return user ? json(user) : jsonError(401, "Not signed in");
}

export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request, ["GET"]);
