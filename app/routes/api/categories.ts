import { categories } from "~/units/catalogue";
import { categoryView } from "~/units/api-view";
import { publicJson } from "~/utils/http.server";

export function loader() {
  return publicJson({ categories: categories.map(categoryView) }, { maxAge: 3600 });
}
