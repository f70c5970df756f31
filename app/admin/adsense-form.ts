import { z } from "zod";

/**
 * The AdSense tab's forms as the JSON API's input (docs/decisions/048-ad-slots.md): `intent`
 * says which form; a checkbox left unticked is sent as nothing (so "off"); an empty select or
 * field is left out, so the schema says what is missing or applies its default.
 */

export const ADSENSE_FORM_FIELDS = [
  "intent",
  "id",
  "name",
  "slot",
  "format",
  "size",
  "placement",
  "enabled",
  "publisherId",
  "autoAds",
  "adBlockRecovery",
  "consentMode",
] as const;

type Fields = Record<(typeof ADSENSE_FORM_FIELDS)[number], string>;

export const AdsenseIntentSchema = z.enum(["settings", "create", "update", "toggle", "delete"], {
  error: "Unknown action",
});

const given = (text: string) => (text.trim() === "" ? undefined : text);

/** The slot form's fields as `POST /api/admin/ads` or `PUT /api/admin/ads/{id}` takes them. */
export function slotInputFromForm(fields: Fields): Record<string, unknown> {
  return {
    name: fields.name,
    slot: fields.slot,
    format: given(fields.format),
    size: given(fields.size),
    placement: given(fields.placement),
    enabled: fields.enabled === "on",
  };
}

/** The advanced settings form as `PUT /api/admin/ads/settings` takes it. */
export function adsSettingsFromForm(fields: Fields): Record<string, unknown> {
  return {
    publisherId: fields.publisherId,
    autoAds: fields.autoAds === "on",
    adBlockRecovery: fields.adBlockRecovery === "on",
    consentMode: fields.consentMode === "on",
  };
}

/** An error of the tab as the spec shows it: 'Missing Information' over what is missing. */
export function alertOf(error: string): { title: string; detail?: string } {
  const missing = /^Missing Information: (.*)$/.exec(error);
  if (!missing) return { title: error };
  const detail = missing[1]!;
  return { title: "Missing Information", detail: detail[0]!.toUpperCase() + detail.slice(1) };
}
