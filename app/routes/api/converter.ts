import { getConverterById } from "~/public-api/endpoints.server";
import { apiServices } from "~/public-api/services.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/converter";

// GET /api/converters/{id-or-slug}
export async function loader({ params, context }: Route.LoaderArgs) {
  return getConverterById(params.id, await apiServices(context));
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
