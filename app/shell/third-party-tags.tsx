import { useEffect, useSyncExternalStore } from "react";
import { parseConsent } from "~/shell/consent";
import { consentSnapshot, subscribeToConsent } from "~/shell/consent-storage";
import { ADSENSE_SCRIPT_URL, GA_SCRIPT_URL, type ThirdPartyConfig } from "~/shell/third-party";

const serverSnapshot = () => null;

function loadScript(src: string, attributes: Record<string, string> = {}) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

/**
 * Loads Google Analytics and AdSense only when the operator configured them AND the visitor's
 * consent allows them (analytics for GA, marketing for ads). Before that, no request leaves for
 * a third party; consent-mode defaults (all denied) are set by the bootstrap script.
 */
export function ThirdPartyTags({ config }: { config: ThirdPartyConfig }) {
  const stored = useSyncExternalStore(subscribeToConsent, consentSnapshot, serverSnapshot);
  const consent = parseConsent(stored);
  const analytics = Boolean(config.gaMeasurementId && consent?.analytics);
  const ads = Boolean(config.adsenseClientId && consent?.marketing);

  useEffect(() => {
    if (!analytics) return;
    loadScript(`${GA_SCRIPT_URL}?id=${encodeURIComponent(config.gaMeasurementId)}`);
    window.gtag?.("js", new Date());
    // Page views are sent by usePageViews on every navigation, so the tag must not add its own.
    window.gtag?.("config", config.gaMeasurementId, { send_page_view: false });
  }, [analytics, config.gaMeasurementId]);

  useEffect(() => {
    if (!ads) return;
    loadScript(`${ADSENSE_SCRIPT_URL}?client=${encodeURIComponent(config.adsenseClientId)}`, {
      crossorigin: "anonymous",
    });
  }, [ads, config.adsenseClientId]);

  return null;
}
