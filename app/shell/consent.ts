/**
 * Cookie consent (docs/product.md#consent): the visitor's choice, kept in localStorage under
 * `cookie-consent`, and its translation into Google consent-mode v2 signals. Pure, so it is
 * unit-tested and shared by the pre-paint bootstrap script and the banner.
 */

export const CONSENT_STORAGE_KEY = "cookie-consent";

/**
 * On <html> from the inline script while no choice is stored: it shows the server's copy of the
 * cookie banner at the first paint, until the interactive banner takes its place.
 */
export const CONSENT_NEEDED_ATTRIBUTE = "data-consent-needed";

export interface ConsentPreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
}

type ConsentSignal = "granted" | "denied";

export interface ConsentModeState {
  analytics_storage: ConsentSignal;
  ad_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

/** Before any choice only the necessary cookies are on. */
export const DEFAULT_CONSENT: ConsentPreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  personalization: false,
};

export const ACCEPT_ALL: ConsentPreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  personalization: true,
};

/** @alias "Reject all" keeps only the necessary cookies: the choice made before any choice. */
export const REJECT_ALL: ConsentPreferences = DEFAULT_CONSENT;

/** Reads a stored choice; anything malformed counts as no choice, so the banner asks again. */
export function parseConsent(stored: string | null): ConsentPreferences | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null) return null;
    const { analytics, marketing, personalization } = value as Record<string, unknown>;
    if (
      typeof analytics !== "boolean" ||
      typeof marketing !== "boolean" ||
      typeof personalization !== "boolean"
    ) {
      return null;
    }
    return { necessary: true, analytics, marketing, personalization };
  } catch {
    return null;
  }
}

export function serializeConsent(preferences: ConsentPreferences): string {
  return JSON.stringify({ ...preferences, necessary: true });
}

/** Analytics storage follows the analytics choice; the three ad signals follow marketing. */
export function toConsentMode(preferences: ConsentPreferences): ConsentModeState {
  const signal = (granted: boolean): ConsentSignal => (granted ? "granted" : "denied");
  return {
    analytics_storage: signal(preferences.analytics),
    ad_storage: signal(preferences.marketing),
    ad_user_data: signal(preferences.marketing),
    ad_personalization: signal(preferences.marketing),
  };
}
