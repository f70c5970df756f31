import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackPageView } from "~/utils/analytics";

/** Sends a page view (to the consent-gated tag queue) for every page shown, including '/'. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
