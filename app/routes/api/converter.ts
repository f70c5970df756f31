import { CATALOGUE_MAX_AGE } from "~/public-api/cache-policy.server";
import { converterView } from "~/units/api-view";
import { getConverter } from "~/units/catalogue";
import { publicJson, publicJsonError, publicReadOnly, clip } from "~/utils/http.server";
import type { Route } from "./+types/converter";

// GET /api/converters/{id-or-slug}: "length" and "length-converter" are the same converter.
export function loader({ params }: Route.LoaderArgs) {
  const converter = getConverter(params.id.toLowerCase());
  if (!converter) {
    return publicJsonError(
      404,
      `No converter "${clip(params.id)}". GET /api/converters lists every converter id.`,
    );
  }
  return publicJson(converterView(converter), { maxAge: CATALOGUE_MAX_AGE });
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
