import { z } from "zod";
import type { EventKind, GaEvent, GaEvents } from "~/utils/analytics";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The Google Analytics events of the spec (docs/decisions/047-first-party-analytics.md): for each
 * kind, the GA event name, its category, action and label, and whether the site sends it at all
 * (to visitors who consented to analytics). One schema for the tab's forms, `PUT
 * /api/admin/analytics/events` and what D1 holds, built at its first use: every isolate loads
 * this module, few requests check events (docs/decisions/085-cold-start.md).
 */

export const EVENT_KINDS = [
  "converter_use",
  "search",
  "page_view",
  "click",
] as const satisfies readonly EventKind[];

export interface EventConfig extends GaEvent {
  enabled: boolean;
}
export type EventConfigs = Record<EventKind, EventConfig>;

/** What each kind is, for the tab. */
export const EVENT_DESCRIPTIONS: Record<EventKind, string> = {
  converter_use: "A conversion, once the input has settled. Subject: the converter's slug.",
  search: "A search in the search dialog, once the query has settled. Subject: the query.",
  page_view: "Every page shown. Subject: the page's path.",
  click: "A click on a converter card of the home page. Subject: the converter's slug.",
};

/** The spec's defaults; migration 0012 seeds the same rows. */
export const DEFAULT_EVENTS: EventConfigs = {
  converter_use: {
    name: "converter_use",
    category: "conversion",
    action: "convert",
    label: "",
    enabled: true,
  },
  search: { name: "search", category: "engagement", action: "search", label: "", enabled: true },
  page_view: {
    name: "page_view",
    category: "navigation",
    action: "view",
    label: "",
    enabled: true,
  },
  click: {
    name: "converter_click",
    category: "engagement",
    action: "click",
    label: "",
    enabled: true,
  },
};

const PARAM_MAX = 100; // GA4 caps an event parameter's value at 100 characters

const text = (name: string, required: boolean) => {
  const base = z
    .string({ error: `${name} must be text` })
    .trim()
    .max(PARAM_MAX, `${name} must be at most ${PARAM_MAX} characters`);
  return required ? base.min(1, `${name} is required`) : base;
};

function eventFields(kind: EventKind) {
  return {
    name: z
      .string({ error: `${kind}.name must be text` })
      .trim()
      .regex(
        /^[A-Za-z][A-Za-z0-9_]{0,39}$/,
        `${kind}.name must be a Google Analytics event name: a letter, then up to 39 letters, digits or underscores`,
      )
      .refine(
        (name) => !/^(google_|ga_|firebase_|gtag\.)/i.test(name),
        `${kind}.name must not start with google_, ga_ or firebase_ (Google reserves them)`,
      ),
    category: text(`${kind}.category`, true),
    action: text(`${kind}.action`, true),
    label: text(`${kind}.label`, false),
    enabled: z.boolean({ error: `${kind}.enabled must be true or false` }),
  };
}

function strict<Shape extends z.ZodRawShape>(where: string, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown event setting: ${issue.keys.map((key) => (where ? `${where}.${key}` : key)).join(", ")}`
        : `${where || "The event settings"} must be an object`,
  });
}

const eventSchema = (kind: EventKind) => strict(kind, eventFields(kind));
const eventPatch = (kind: EventKind) => strict(kind, eventFields(kind)).partial().optional();

/** One kind's whole configuration (what D1 holds, a merged save). */
export const eventSchemas = onFirstUse(
  () =>
    ({
      converter_use: eventSchema("converter_use"),
      search: eventSchema("search"),
      page_view: eventSchema("page_view"),
      click: eventSchema("click"),
    }) satisfies Record<EventKind, z.ZodType<EventConfig>>,
);

/** A save: any kinds, and in each any fields; the rest stays as it is. */
export const eventConfigPatchSchema = onFirstUse(() =>
  strict("", {
    converter_use: eventPatch("converter_use"),
    search: eventPatch("search"),
    page_view: eventPatch("page_view"),
    click: eventPatch("click"),
  }),
);
export type EventConfigPatch = Partial<Record<EventKind, Partial<EventConfig>>>;

/** What the browser needs: the enabled events only, without the flag. */
export function enabledEvents(configs: EventConfigs): GaEvents {
  const events: GaEvents = {};
  for (const kind of EVENT_KINDS) {
    const { enabled, ...event } = configs[kind];
    if (enabled) events[kind] = event;
  }
  return events;
}
