import { lazy, Suspense, useSyncExternalStore } from "react";
import { consentSnapshot, subscribeToConsent } from "~/shell/consent-storage";
import type { ThirdPartyConfig } from "~/shell/third-party";

// The tags' loader (Google Analytics, AdSense, the ad slots' filling) loads only where the
// operator configured a tag and the visitor has made a choice (decision 049): before a choice
// nothing may load, and a site without tags never needs it.
const ThirdPartyScripts = lazy(() => import("./third-party-scripts"));

const serverSnapshot = () => null;

/**
 * Google Analytics and AdSense, each only when configured AND allowed by the visitor's consent
 * (third-party-scripts.tsx). Renders nothing itself.
 */
export function ThirdPartyTags({ config, adSlots }: { config: ThirdPartyConfig; adSlots: number }) {
  const stored = useSyncExternalStore(subscribeToConsent, consentSnapshot, serverSnapshot);
  if (stored === null || !(config.gaMeasurementId || config.adsenseClientId)) return null;
  return (
    <Suspense fallback={null}>
      <ThirdPartyScripts config={config} adSlots={adSlots} stored={stored} />
    </Suspense>
  );
}
