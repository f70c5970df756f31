import { CATALOGUE_MAX_AGE } from "~/public-api/cache-policy.server";
import { categories } from "~/units/catalogue";
import { categoryView } from "~/units/api-view";
import { publicJson } from "~/utils/http.server";

export function loader() {
  return publicJson({ categories: categories.map(categoryView) }, { maxAge: CATALOGUE_MAX_AGE });
}
