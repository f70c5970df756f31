/**
 * Google Analytics 4 and AdSense: which are configured (environment variables), and what the
 * Content-Security-Policy must allow for them. Nothing here loads anything by itself.
 */
export interface ThirdPartyConfig {
  /** GA4 measurement id, e.g. "G-ABC123"; empty when analytics is off */
  gaMeasurementId: string;
  /** AdSense publisher id, e.g. "ca-pub-123"; empty when ads are off */
  adsenseClientId: string;
}

const GA_ID = /^G-[A-Z0-9]{4,20}$/;
const ADSENSE_ID = /^ca-pub-\d{6,20}$/;

/** Reads the configuration, ignoring malformed ids rather than injecting them into a URL. */
export function thirdPartyConfig(env: {
  GA_MEASUREMENT_ID?: string;
  ADSENSE_CLIENT_ID?: string;
}): ThirdPartyConfig {
  const ga = env.GA_MEASUREMENT_ID?.trim() ?? "";
  const ads = env.ADSENSE_CLIENT_ID?.trim() ?? "";
  return {
    gaMeasurementId: GA_ID.test(ga) ? ga : "",
    adsenseClientId: ADSENSE_ID.test(ads) ? ads : "",
  };
}

export const GA_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";
export const ADSENSE_SCRIPT_URL = "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js";

/** Extra CSP sources the configured tags need (their scripts load through 'strict-dynamic'). */
export function thirdPartyCspSources(config: ThirdPartyConfig): {
  connect: string[];
  img: string[];
  frame: string[];
} {
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  if (config.gaMeasurementId) {
    connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (config.adsenseClientId) {
    connect.push("https://pagead2.googlesyndication.com", "https://*.adtrafficquality.google");
    img.push("https://pagead2.googlesyndication.com", "https://*.googlesyndication.com");
    frame.push(
      "https://googleads.g.doubleclick.net",
      "https://tpc.googlesyndication.com",
      "https://*.googlesyndication.com",
      "https://www.google.com",
    );
  }
  return { connect, img, frame };
}
