import { publicReadOnly } from "~/utils/http.server";
import { getConverterById } from "~/public-api/endpoints.server";
import type { Route } from "./+types/converter";

// GET /api/converters/{id-or-slug}
export function loader({ params }: Route.LoaderArgs) {
  return getConverterById(params.id);
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
