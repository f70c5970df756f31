import { adminOf } from "~/accounts/admin-gate.server";
import {
  ADSENSE_FORM_FIELDS,
  AdsenseIntentSchema,
  adsSettingsFromForm,
  slotInputFromForm,
} from "~/admin/adsense-form";
import { AdsenseTab } from "~/admin/adsense-tab";
import { adminFormAction, doneRedirect } from "~/admin/page-action.server";
import { changeAdSlot, createAdSlot, removeAdSlot } from "~/ads/slots.server";
import { findAdSlot, listAdSlots } from "~/models/ad-slot.server";
import { listAudit } from "~/models/audit.server";
import { cloudflareContext, getDatabase } from "~/server-context";
import { getSiteSettings, updateSiteSettings } from "~/settings/settings.server";

import { formReply } from "~/utils/form-reply";
import { textFieldsSchema } from "~/utils/form.server";
import type { Route } from "./+types/adsense";
import { Refusal } from "~/utils/refusal.server";
import { onFirstUse } from "~/utils/on-first-use";

/** /admin/adsense: the ad settings and slots (docs/decisions/048); ?edit={id} opens a slot. */
export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const db = getDatabase(context);
  const editId = new URL(request.url).searchParams.get("edit");
  const editing = editId ? ((await findAdSlot(db, editId)) ?? null) : null;
  return {
    settings: getSiteSettings(context, context.get(cloudflareContext).env).ads,
    slots: await listAdSlots(db),
    editing,
    history: editing
      ? await listAudit(db, { entityType: "ad-slot", entityId: editing.id, limit: 20 })
      : [],
    error: editId && !editing ? "Ad slot not found" : undefined,
  };
}

const adsenseFormSchema = onFirstUse(() =>
  textFieldsSchema(ADSENSE_FORM_FIELDS).extend({
    intent: AdsenseIntentSchema,
  }),
);

/** Save the settings, add, save, turn on or off, or delete a slot (`intent`), then back. */
export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, adsenseFormSchema(), async ({ actor, value }) => {
    const db = getDatabase(context);
    switch (value.intent) {
      case "settings": {
        const { env } = context.get(cloudflareContext);
        await updateSiteSettings(db, env, actor, { ads: adsSettingsFromForm(value) });
        return doneRedirect(request, "/admin/adsense", "ads-settings-saved");
      }
      case "create":
        await createAdSlot(db, actor, slotInputFromForm(value));
        return doneRedirect(request, "/admin/adsense", "ad-slot-created");
      case "update":
        await changeAdSlot(db, actor, value.id, slotInputFromForm(value));
        return doneRedirect(request, "/admin/adsense", "ad-slot-updated");
      case "toggle": {
        const slot = await findAdSlot(db, value.id);
        if (!slot) throw new Refusal(404, "Ad slot not found");
        const saved = await changeAdSlot(db, actor, slot.id, { enabled: !slot.enabled });
        return doneRedirect(
          request,
          "/admin/adsense",
          saved.enabled ? "ad-slot-enabled" : "ad-slot-disabled",
        );
      }
      case "delete":
        await removeAdSlot(db, actor, value.id);
        return doneRedirect(request, "/admin/adsense", "ad-slot-deleted");
    }
  });
}

export default function AdsenseRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdsenseTab
      settings={loaderData.settings}
      slots={loaderData.slots}
      editing={loaderData.editing}
      history={loaderData.history}
      error={formReply(actionData).firstError ?? loaderData.error}
    />
  );
}
