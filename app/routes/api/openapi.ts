import { openApiResponse } from "~/public-api/openapi.server";
import { methodNotAllowed, PUBLIC_CORS_HEADERS } from "~/utils/http.server";
import type { Route } from "./+types/openapi";

// GET /api/openapi.json: the OpenAPI 3.1 description of the public API.
export function loader({ request }: Route.LoaderArgs) {
  return openApiResponse(request);
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"], { headers: PUBLIC_CORS_HEADERS });
}
