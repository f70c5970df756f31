import { adminMethodNotAllowed, requireAdminActor } from "~/admin/api.server";
import { buildAdminOpenApiDocument } from "~/admin/openapi.server";
import { json } from "~/utils/http.server";
import type { Route } from "./+types/openapi";

/** GET /api/admin/openapi.json (admin): the OpenAPI 3.1 document of the admin catalogue API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminActor(request, context);
  return json(buildAdminOpenApiDocument(new URL(request.url).origin));
}

export const action = adminMethodNotAllowed(["GET"]);
