/**
 * Google Analytics events go to `window.gtag` only (typed in shell/gtag.ts). The bootstrap script
 * defines it as a queue into `window.dataLayer`; consent mode (denied until the visitor chooses)
 * decides what a tag may store, and the tag itself loads only after analytics consent. Which
 * events are sent, and as what, is the Analytics tab's event configuration
 * (docs/decisions/047-first-party-analytics.md), handed over by the root loader.
 */

const GA_ID = /^G-[A-Z0-9]{4,20}$/;

/** The configured GA4 measurement id; "" when there is none or it is malformed. */
export function gaMeasurementId(env: { GA_MEASUREMENT_ID?: string }): string {
  const ga = env.GA_MEASUREMENT_ID?.trim() ?? "";
  return GA_ID.test(ga) ? ga : "";
}

/** The kinds of event the site knows. */
export type EventKind = "converter_use" | "search" | "page_view" | "click";

/** How one kind is sent: its GA event name and the params it carries. */
export interface GaEvent {
  name: string;
  category: string;
  action: string;
  /** a fixed label; empty sends the event's subject (the converter, the page, the query) */
  label: string;
}

/** The enabled events; a kind left out is not sent. */
export type GaEvents = Partial<Record<EventKind, GaEvent>>;

let events: GaEvents = {};

/** Takes the configuration the server sends (root loader). */
export function configureEvents(configured: GaEvents | null | undefined): void {
  events = configured ?? {};
}

/**
 * Sends `kind` as configured, if enabled: e.g. `trackEvent("click", "length-converter")`.
 * `subject` is the label when the configuration sets none.
 */
export function trackEvent(kind: EventKind, subject = ""): void {
  const event = events[kind];
  if (!event || typeof window === "undefined") return;
  const params: Record<string, string> = {
    event_category: event.category,
    event_action: event.action,
    event_label: event.label || subject,
  };
  if (kind === "page_view") {
    params.page_path = subject;
    params.page_location = window.location.href;
    params.page_title = document.title;
  }
  window.gtag?.("event", event.name, params);
}

/**
 * Reports to UnitWise's own counters (POST /api/events): anonymous daily totals, no cookie and
 * nothing about the visitor, so no consent is asked. Never delays the page.
 */
export function countEvent(
  body:
    | { type: "page_view"; path: string }
    | { type: "conversion"; converter: string }
    | { type: "search"; query: string },
): void {
  if (typeof navigator === "undefined" || !navigator.sendBeacon) return;
  try {
    navigator.sendBeacon("/api/events", JSON.stringify(body));
  } catch {
    // a beacon the browser refuses is a count lost, nothing more
  }
}
