import { getCatalogue } from "~/catalogue/catalogue.server";
import { matches } from "~/public-api/conditional-get.server";
import { json } from "~/utils/http.server";
import type { Route } from "./+types/search-index";

// The compact index the search dialog downloads on first opening and searches in the browser
// (decision 013). It changes when an operator changes the catalogue (decision 043): browsers and
// the edge keep it, but ask each time whether it is still current (its ETag is the catalogue's
// version), so a renamed converter is found under its new name at once, for the cost of a 304.
export function loader({ request, context }: Route.LoaderArgs) {
  const catalogue = getCatalogue(context);
  const etag = `"catalogue-${catalogue.version}"`;
  const headers = { "Cache-Control": "public, no-cache", ETag: etag };
  if (matches(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  return json(catalogue.searchIndex(), { headers });
}
