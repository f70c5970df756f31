import { getSearchIndex } from "~/units/catalogue";
import { json } from "~/utils/http.server";

// The compact index the search dialog downloads on first opening and searches in the browser
// (decision 013). It changes only with a deploy, so browsers and the edge may keep it an hour.
export function loader() {
  return json(getSearchIndex(), { headers: { "Cache-Control": "public, max-age=3600" } });
}
