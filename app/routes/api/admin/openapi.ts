import { buildAdminOpenApiDocument } from "~/admin/openapi.server";
import { json, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/openapi";

/** GET /api/admin/openapi.json (admin): the OpenAPI 3.1 document of the admin catalogue API. */
export async function loader({ request }: Route.LoaderArgs) {
  return json(buildAdminOpenApiDocument(new URL(request.url).origin));
}

export const action = methodNotAllowedHandler(["GET"]);
