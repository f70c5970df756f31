import { CATALOGUE_MAX_AGE } from "~/public-api/cache-policy.server";
import { categories } from "~/units/catalogue";
import { categoryView } from "~/units/api-view";
import { publicJson, publicReadOnly } from "~/utils/http.server";

export function loader() {
  return publicJson({ categories: categories.map(categoryView) }, { maxAge: CATALOGUE_MAX_AGE });
}

/** GET only: any other method gets a JSON 405 naming GET. */
export const action = publicReadOnly;
