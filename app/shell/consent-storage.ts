import {
  CONSENT_STORAGE_KEY,
  parseConsent,
  serializeConsent,
  toConsentMode,
  type ConsentPreferences,
} from "./consent";
import { updateConsentMode } from "./gtag";
import { keptSnapshot } from "~/me/keys";
import { loadStore } from "~/me/load-store";

const CONSENT_CHANGE_EVENT = "unitwise:consentchange";

/** Calls `onChange` whenever the visitor saves a choice in this tab. */
export function subscribeToConsent(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}

/** The stored choice as text: a stable snapshot for useSyncExternalStore. */
export function consentSnapshot(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
}

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
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
  // Personalization off: the last units and recent conversions go (decision 052).
  if (!preferences.personalization && keptSnapshot()) {
    void loadStore()
      .then((store) => store.forgetPersonalized())
      .catch(() => {});
  }
}

/**
 * 'Cookie Settings': forget the choice and reload, so the banner asks again
 * (docs/product.md#consent).
 */
export function resetConsent(): void {
  try {
    localStorage.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  window.location.reload();
}
