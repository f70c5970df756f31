import { adminOf } from "~/accounts/admin-gate.server";
import { CategoriesTab } from "~/admin/categories-tab";
import { adminCategoryView, updateCategory } from "~/admin/catalogue.server";
import { adminFormAction, doneRedirect } from "~/admin/page-action.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getDatabase } from "~/server-context";
import { formReply } from "~/utils/form-reply";
import { textFieldsSchema } from "~/utils/form.server";
import type { Route } from "./+types/categories";
import { onFirstUse } from "~/utils/on-first-use";

/** /admin/categories: the nine categories, each its own form. */
export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  const catalogue = getCatalogue(context);
  return {
    categories: catalogue.categories.map((category) => adminCategoryView(catalogue, category)),
  };
}

const categoryFormSchema = onFirstUse(() =>
  textFieldsSchema(["key", "name", "description", "icon", "order"]),
);

export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, categoryFormSchema(), async ({ actor, value }) => {
    const { key, order, ...text } = value;
    const input = { ...text, order: order.trim() === "" ? undefined : Number(order) };
    await updateCategory(getDatabase(context), getCatalogue(context), actor, key, input);
    return doneRedirect(request, "/admin/categories", "category-updated");
  });
}

export default function CategoriesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CategoriesTab categories={loaderData.categories} error={formReply(actionData).firstError} />
  );
}
