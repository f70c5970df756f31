/**
 * Figures and addresses the legal pages quote, in one place so the three documents (and the
 * tests) never disagree. Spec §2 and §9.
 */

/** When the privacy policy, terms and content policy last changed. */
export const LEGAL_LAST_UPDATED = "2025-01-28";

export const PRIVACY_EMAIL = "privacy@unitwise.app";

/** Nobody younger may use an account (spec §9). */
export const MINIMUM_AGE = 13;

/** Notice given before a material change to the terms or policies takes effect (spec §9). */
export const CHANGE_NOTICE_DAYS = 30;

/** Account data is removed within this many days of the account's deletion (spec §9). */
export const ACCOUNT_DELETION_DAYS = 30;

/** The documented limits of the public API (spec §9). */
export const API_LIMITS = { perHour: 1000, perSecond: 10 } as const;

/** "2025-01-28" → "January 28, 2025", the same on the server and in every browser. */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
