import { json, methodNotAllowed } from "~/utils/http.server";
import { Refusal } from "~/utils/refusal.server";
import { getUser } from "~/accounts/session.server";
import type { Route } from "./+types/user";

/**
 * GET /api/auth/user: the signed-in user (with isAdmin), or 401 when signed out
 * (docs/product.md#account-api).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  if (!user) throw new Refusal(401, "Not signed in");
  return json(user);
}

export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request, ["GET"]);
