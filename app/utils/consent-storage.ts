import {
  CONSENT_STORAGE_KEY,
  parseConsent,
  serializeConsent,
  toConsentMode,
  type ConsentPreferences,
} from "./consent";
import { updateConsentMode } from "./gtag";

/** Browser-only: the stored choice, or null when the visitor has not chosen yet. */
export function loadConsent(): ConsentPreferences | null {
  try {
    return parseConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice and tells the tag queue at once. */
export function saveConsent(preferences: ConsentPreferences): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(preferences));
  } catch {
    // Without storage the choice still applies to this page view.
  }
  updateConsentMode(toConsentMode(preferences));
}

/** 'Cookie Settings': forget the choice and reload, so the banner asks again (spec §4). */
export function resetConsent(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  window.location.reload();
}
