import { adminMethodNotAllowed, requireAdminActor } from "~/admin/api.server";
import { adminCategoryView } from "~/admin/catalogue.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { json } from "~/utils/http.server";
import type { Route } from "./+types/categories";

/** GET /api/admin/categories (admin): the nine categories in order, with their converter counts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminActor(request, context);
  const catalogue = getCatalogue(context);
  return json({
    categories: catalogue.categories.map((category) => adminCategoryView(catalogue, category)),
  });
}

export const action = adminMethodNotAllowed(["GET"]);
