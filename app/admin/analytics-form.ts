import type { EventConfigPatch } from "~/analytics/events";

/**
 * The Analytics tab's event forms as the JSON API's input: each form names its event; a box
 * left unticked is sent as nothing (so "off"). The field for the action is `eventAction`: a
 * field named `action` would hide the form's own `action` in the DOM.
 */

export const ANALYTICS_FORM_FIELDS = [
  "intent",
  "event",
  "name",
  "category",
  "eventAction",
  "label",
  "enabled",
] as const;

type Fields = Record<(typeof ANALYTICS_FORM_FIELDS)[number], string>;

export function eventsPatchFromForm(fields: Fields): EventConfigPatch | Record<string, unknown> {
  return {
    [fields.event || "event"]: {
      name: fields.name,
      category: fields.category,
      action: fields.eventAction,
      label: fields.label,
      enabled: fields.enabled === "on",
    },
  };
}
