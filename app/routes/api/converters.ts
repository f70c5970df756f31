import { getConverters } from "~/public-api/endpoints.server";
import { apiServices } from "~/public-api/services.server";
import { publicReadOnly } from "~/utils/http.server";
import type { Route } from "./+types/converters";

// GET /api/converters: the catalogue visitors see, with the operators' changes.
export async function loader({ context }: Route.LoaderArgs) {
  return getConverters(await apiServices(context));
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
