import type { ConsentModeState } from "./consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Sends a consent-mode update to the tag queue set up by the bootstrap script. */
export function updateConsentMode(state: ConsentModeState): void {
  window.gtag?.("consent", "update", state);
}
