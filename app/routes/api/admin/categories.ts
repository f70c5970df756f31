import { adminCategoryView } from "~/admin/catalogue.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { json, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/categories";

/** GET /api/admin/categories (admin): the nine categories in order, with their converter counts. */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = getCatalogue(context);
  return json({
    categories: catalogue.categories.map((category) => adminCategoryView(catalogue, category)),
  });
}

export const action = methodNotAllowedHandler(["GET"]);
