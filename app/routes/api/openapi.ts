import { openApiResponse } from "~/public-api/openapi.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/openapi";

// GET /api/openapi.json: the OpenAPI 3.1 description of the public API.
export function loader({ request }: Route.LoaderArgs) {
  return openApiResponse(request);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
