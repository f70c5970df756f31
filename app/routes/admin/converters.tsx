import { adminOf } from "~/accounts/admin-gate.server";
import {
  adminConverterView,
  createConverter,
  deleteConverter,
  updateConverter,
} from "~/admin/catalogue.server";
import {
  CONVERTER_FORM_FIELDS,
  converterIntentSchema,
  formToConverterInput,
} from "~/admin/catalogue-schemas";
import { ConvertersTab } from "~/admin/converters-tab";
import { adminFormAction, doneRedirect } from "~/admin/page-action.server";
import { formReply } from "~/utils/form-reply";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { listAudit } from "~/models/audit.server";
import { getDatabase } from "~/server-context";
import { textFieldsSchema } from "~/utils/form.server";
import type { Route } from "./+types/converters";
import { onFirstUse } from "~/utils/on-first-use";

/** /admin/converters (and /admin): the catalogue; ?edit={id} opens one converter's form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const catalogue = getCatalogue(context);
  const editKey = new URL(request.url).searchParams.get("edit");
  const entry = editKey ? catalogue.entry(editKey) : undefined;
  return {
    converters: catalogue.entries.map(adminConverterView),
    categories: catalogue.categories.map(({ key, name }) => ({ id: key, name })),
    editing: entry ? adminConverterView(entry) : null,
    history: entry
      ? await listAudit(getDatabase(context), {
          entityType: "converter",
          entityId: entry.key,
          limit: 20,
        })
      : [],
    error: editKey && !entry ? "Converter not found" : undefined,
  };
}

const converterFormSchema = onFirstUse(() =>
  textFieldsSchema(CONVERTER_FORM_FIELDS).extend({
    intent: converterIntentSchema(),
  }),
);

/** Add, save, delete (hide a built-in one) or restore (`intent`), then back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, converterFormSchema(), async ({ actor, value }) => {
    const db = getDatabase(context);
    const catalogue = getCatalogue(context);
    switch (value.intent) {
      case "create":
        await createConverter(db, catalogue, actor, formToConverterInput(value));
        return doneRedirect(request, "/admin/converters", "converter-created");
      case "update":
        await updateConverter(db, catalogue, actor, value.id, formToConverterInput(value));
        return doneRedirect(request, "/admin/converters", "converter-updated");
      case "delete": {
        const outcome = await deleteConverter(db, catalogue, actor, value.id);
        return doneRedirect(
          request,
          "/admin/converters",
          "hidden" in outcome ? "converter-hidden" : "converter-deleted",
        );
      }
      case "restore":
        await updateConverter(db, catalogue, actor, value.id, { hidden: false });
        return doneRedirect(request, "/admin/converters", "converter-restored");
    }
  });
}

export default function ConvertersRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConvertersTab
      converters={loaderData.converters}
      categories={loaderData.categories}
      editing={loaderData.editing}
      history={loaderData.history}
      error={formReply(actionData).firstError ?? loaderData.error}
    />
  );
}
