import type { SiteSettingsPatch } from "~/settings/schemas";

/**
 * The Settings tab's forms as the JSON API's input: each form names its group; a checkbox left
 * unticked is sent as nothing (so "off"), numbers arrive as text and are checked by the same
 * schema as `PUT /api/admin/settings`.
 */

export const SETTINGS_FORM_FIELDS = [
  "group",
  "enabled",
  "text",
  "link",
  "general",
  "support",
  "api",
  "perSecond",
  "perHour",
  "writer",
  "model",
  "dailyBudget",
  "defaultTheme",
] as const;

type Fields = Record<(typeof SETTINGS_FORM_FIELDS)[number], string>;

/** "25" → 25; anything else stays text, for the schema to refuse with its message. */
const number = (text: string): number | string =>
  /^\d{1,15}$/.test(text.trim()) ? Number(text) : text;

export function settingsPatchFromForm(fields: Fields): unknown {
  const enabled = fields.enabled === "on";
  const patches: Record<string, SiteSettingsPatch | Record<string, unknown>> = {
    announcement: { announcement: { enabled, text: fields.text, link: fields.link } },
    contact: { contact: { general: fields.general, support: fields.support, api: fields.api } },
    apiLimits: {
      apiLimits: { perSecond: number(fields.perSecond), perHour: number(fields.perHour) },
    },
    guides: {
      guides: {
        enabled,
        writer: fields.writer,
        model: fields.model,
        dailyBudget: number(fields.dailyBudget),
      },
    },
    appearance: { appearance: { defaultTheme: fields.defaultTheme } },
  };
  // An unknown group: a patch naming it, which the schema refuses with its message.
  return patches[fields.group] ?? { [fields.group || "group"]: {} };
}
