import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { configureEvents, countEvent, trackEvent, type GaEvents } from "~/utils/analytics";

/**
 * For every page shown, '/' included: a page view to the consent-gated tag queue (if the
 * Analytics tab's configuration sends them), and, for pages reached without loading a document,
 * one to UnitWise's own counters (the server counted the first page itself).
 */
export function usePageViews(events: GaEvents | null | undefined): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    configureEvents(events);
  }, [events]);
  useEffect(() => {
    trackEvent("page_view", pathname);
    if (first.current) first.current = false;
    else countEvent({ type: "page_view", path: pathname });
  }, [pathname]);
}
