/**
 * Analytics calls go to `window.gtag` only (typed in ./gtag.ts). The bootstrap script defines it as a queue into
 * `window.dataLayer`; consent mode (denied until the visitor chooses) decides what a tag may
 * store. Nothing here loads a third-party script: loading a tag is a separate concern.
 */

export interface EventParams {
  /** the event's group, e.g. "navigation" */
  category?: string;
  /** what the event is about, e.g. a converter slug */
  label?: string;
  value?: number;
}

/** Records a user action, e.g. `trackEvent("converter_click", { category: "navigation", label: "length-converter" })`. */
export function trackEvent(action: string, { category, label, value }: EventParams = {}): void {
  if (typeof window === "undefined") return;
  const params: Record<string, string | number> = {};
  if (category !== undefined) params.event_category = category;
  if (label !== undefined) params.event_label = label;
  if (value !== undefined) params.value = value;
  window.gtag?.("event", action, params);
}

/** Records that a page was shown; `path` is the route's path, e.g. "/". */
export function trackPageView(path: string): void {
  if (typeof window === "undefined") return;
  window.gtag?.("event", "page_view", {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}
