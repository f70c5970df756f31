import { PUBLISHER_ID } from "~/models/ad-slot";
import type { SiteSettings } from "~/settings/schemas";
import { gaMeasurementId } from "~/utils/analytics";

/**
 * Google Analytics 4 and AdSense: which are configured (GA by an environment variable, AdSense
 * in the AdSense tab's settings), and what the Content-Security-Policy must allow for them.
 * Nothing here loads anything by itself.
 */
export interface ThirdPartyConfig {
  /** GA4 measurement id, e.g. "G-ABC123"; empty when analytics is off */
  gaMeasurementId: string;
  /** AdSense publisher id, e.g. "ca-pub-123"; empty when ads are off */
  adsenseClientId: string;
  /** let Google place ads beyond the slots (and load the ad script on pages without a slot) */
  autoAds: boolean;
  /** load Google's ad-block recovery message with the ad script */
  adBlockRecovery: boolean;
  /** ask for non-personalized ads unless the visitor allowed personalization */
  consentMode: boolean;
}

/** Reads the configuration, ignoring malformed ids rather than injecting them into a URL. */
export function thirdPartyConfig(
  env: { GA_MEASUREMENT_ID?: string },
  ads: SiteSettings["ads"],
): ThirdPartyConfig {
  const publisher = ads.publisherId.trim();
  return {
    gaMeasurementId: gaMeasurementId(env),
    adsenseClientId: PUBLISHER_ID.test(publisher) ? publisher : "",
    autoAds: ads.autoAds,
    adBlockRecovery: ads.adBlockRecovery,
    consentMode: ads.consentMode,
  };
}

export const GA_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";
export const ADSENSE_SCRIPT_URL = "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js";
const FUNDING_CHOICES = "https://fundingchoicesmessages.google.com";

/** Google's ad-block recovery message for publisher `ca-pub-…` (its id without "ca-"). */
export function adBlockRecoveryUrl(publisherId: string): string {
  return `${FUNDING_CHOICES}/i/${encodeURIComponent(publisherId.replace(/^ca-/, ""))}?ers=1`;
}

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
    if (config.adBlockRecovery) {
      connect.push(FUNDING_CHOICES);
      img.push(FUNDING_CHOICES);
      frame.push(FUNDING_CHOICES);
    }
  }
  return { connect, img, frame };
}
