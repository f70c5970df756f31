import { CATALOGUE_MAX_AGE } from "~/public-api/cache-policy.server";
import { converterView } from "~/units/api-view";
import { getConverter } from "~/units/catalogue";
import { publicJson, publicJsonError } from "~/utils/http.server";
import type { Route } from "./+types/converter";

// GET /api/converters/{id-or-slug}: "length" and "length-converter" are the same converter.
export function loader({ params }: Route.LoaderArgs) {
  const converter = getConverter(params.id.toLowerCase());
  if (!converter) {
    return publicJsonError(
      404,
      `No converter "${params.id}". GET /api/converters lists every converter id.`,
    );
  }
  return publicJson(converterView(converter), { maxAge: CATALOGUE_MAX_AGE });
}
