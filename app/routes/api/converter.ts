import { getConverterById } from "~/public-api/endpoints.server";
import type { Route } from "./+types/converter";

// GET /api/converters/{id-or-slug}
export function loader({ params }: Route.LoaderArgs) {
  return getConverterById(params.id);
}
