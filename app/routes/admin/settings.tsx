import { adminOf } from "~/accounts/admin-gate.server";
import { adminFormAction, doneRedirect } from "~/admin/page-action.server";
import { settingsPatchFromForm, SETTINGS_FORM_FIELDS } from "~/admin/settings-form";
import { SettingsTab } from "~/admin/settings-tab";
import { cloudflareContext, getDatabase } from "~/server-context";
import { getSiteSettings, updateSiteSettings } from "~/settings/settings.server";
import { formReply } from "~/utils/form-reply";
import { textFieldsSchema } from "~/utils/form.server";
import type { Route } from "./+types/settings";
import { onFirstUse } from "~/utils/on-first-use";

/** /admin/settings: the site-wide settings, a form per group (docs/decisions/046). */
export async function loader({ context }: Route.LoaderArgs) {
  adminOf(context);
  return { settings: getSiteSettings(context, context.get(cloudflareContext).env) };
}

const settingsFormSchema = onFirstUse(() => textFieldsSchema(SETTINGS_FORM_FIELDS));

export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, settingsFormSchema(), async ({ actor, value }) => {
    const { env } = context.get(cloudflareContext);
    await updateSiteSettings(getDatabase(context), env, actor, settingsPatchFromForm(value));
    return doneRedirect(request, "/admin/settings", "settings-saved");
  });
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsTab settings={loaderData.settings} error={formReply(actionData).firstError} />;
}
