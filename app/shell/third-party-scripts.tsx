import { useEffect } from "react";
import { useLocation } from "react-router";
import { ADS_SHOWN_CLASS } from "~/ads/placement";
import { parseConsent } from "~/shell/consent";
import {
  ADSENSE_SCRIPT_URL,
  adBlockRecoveryUrl,
  GA_SCRIPT_URL,
  type ThirdPartyConfig,
} from "~/shell/third-party";

declare global {
  interface Window {
    adsbygoogle?: Array<Record<string, never>> & { requestNonPersonalizedAds?: 0 | 1 };
  }
}

function loadScript(src: string, attributes: Record<string, string> = {}, failure?: string) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  if (failure) script.onerror = () => console.error(failure);
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

/** The spec's pause before the slots are handed to AdSense. */
const FILL_DELAY_MS = 100;
const FILLED = "data-ad-requested";

/** Asks AdSense for an ad in each slot of the page that is shown and not asked for yet. */
function fillShownSlots() {
  const queue = (window.adsbygoogle ??= []);
  for (const slot of document.querySelectorAll<HTMLElement>(`ins.adsbygoogle:not([${FILLED}])`)) {
    // A hidden slot (mobile on a wide screen, say) has no width for an ad: it is left alone.
    if (slot.offsetWidth === 0) continue;
    slot.setAttribute(FILLED, "");
    queue.push({});
  }
}

/** Tells Google's ad-block recovery message that the page carries it (Google's own signal). */
function signalRecoveryPresent() {
  if (document.querySelector('iframe[name="googlefcPresent"]')) return;
  const frame = document.createElement("iframe");
  frame.name = "googlefcPresent";
  frame.title = "";
  frame.style.display = "none";
  frame.setAttribute("aria-hidden", "true");
  document.body.appendChild(frame);
}

/**
 * Loads Google Analytics and AdSense only when the operator configured them AND the visitor's
 * consent allows them (analytics for GA, marketing for ads). Before that, no request leaves for
 * a third party; consent-mode defaults (all denied) are set by the bootstrap script. With ads
 * allowed, the page's ad slots are shown and filled (`adSlots`: how many the site has enabled).
 * Loaded by third-party-tags.tsx once a choice is stored (`stored`, its text).
 */
export default function ThirdPartyScripts({
  config,
  adSlots,
  stored,
}: {
  config: ThirdPartyConfig;
  adSlots: number;
  stored: string;
}) {
  const consent = parseConsent(stored);
  const analytics = Boolean(config.gaMeasurementId && consent?.analytics);
  const ads = Boolean(config.adsenseClientId && consent?.marketing);
  // Without Auto ads, the ad script is needed only where the site shows slots.
  const adScript = ads && (config.autoAds || adSlots > 0);
  const nonPersonalized = config.consentMode && !consent?.personalization;
  const { pathname } = useLocation();

  useEffect(() => {
    if (!analytics) return;
    loadScript(`${GA_SCRIPT_URL}?id=${encodeURIComponent(config.gaMeasurementId)}`);
    window.gtag?.("js", new Date());
    // Page views are sent by usePageViews on every navigation, so the tag must not add its own.
    window.gtag?.("config", config.gaMeasurementId, { send_page_view: false });
  }, [analytics, config.gaMeasurementId]);

  // The slots take their space once marketing is allowed, and lose it when it is withdrawn. The
  // bootstrap script set the class at load: while hydrating, no choice is known yet (the server
  // snapshot), and taking the class away then would move the page.
  const marketingRefused = consent !== null && !consent.marketing;
  useEffect(() => {
    if (ads) document.documentElement.classList.add(ADS_SHOWN_CLASS);
    else if (marketingRefused) document.documentElement.classList.remove(ADS_SHOWN_CLASS);
  }, [ads, marketingRefused]);

  useEffect(() => {
    if (!adScript) return;
    (window.adsbygoogle ??= []).requestNonPersonalizedAds = nonPersonalized ? 1 : 0;
    loadScript(
      `${ADSENSE_SCRIPT_URL}?client=${encodeURIComponent(config.adsenseClientId)}`,
      { crossorigin: "anonymous" },
      "Failed to load Google AdSense",
    );
    if (config.adBlockRecovery) {
      loadScript(adBlockRecoveryUrl(config.adsenseClientId));
      signalRecoveryPresent();
    }
  }, [adScript, nonPersonalized, config.adsenseClientId, config.adBlockRecovery]);

  // Each page's slots, once it is shown (a navigation brings new content slots).
  useEffect(() => {
    if (!adScript || adSlots === 0) return;
    const timer = setTimeout(fillShownSlots, FILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [adScript, adSlots, pathname]);

  return null;
}
