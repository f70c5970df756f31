import { lazy, Suspense } from "react";
import { loadConsent } from "~/shell/consent-storage";
import { useHydrated } from "~/utils/use-hydrated";

// The banner's code loads only for visitors who have not chosen yet (decision 049): everyone
// else, on every page view after their first, downloads none of it.
const CookieBanner = lazy(() => import("./cookie-banner"));

/**
 * The interactive cookie banner, for a visitor with no stored choice. It renders nothing on the
 * server: the server sends only a copy for the first paint (cookie-banner-html.server.tsx), which
 * the inline script shows and this banner replaces. Without JavaScript neither shows: no optional
 * cookie or tag is ever set, so there is nothing to consent to.
 */
export function CookieConsent() {
  const hydrated = useHydrated();
  if (!hydrated || loadConsent() !== null) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
