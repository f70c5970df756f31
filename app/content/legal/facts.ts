/**
 * Figures and addresses the legal pages quote, in one place so the three documents (and the
 * tests) never disagree. See docs/product.md#legal-figures.
 */

/** When the privacy policy, terms and content policy last changed. */
export const LEGAL_LAST_UPDATED = "2026-11-28";

export const PRIVACY_EMAIL = "privacy@unitwise.app";

/** Nobody younger may use an account (docs/product.md#legal-figures). */
export const MINIMUM_AGE = 13;

/**
 * Notice given before a material change to the terms or policies takes effect
 * (docs/product.md#legal-figures).
 */
export const CHANGE_NOTICE_DAYS = 30;

/**
 * Account data is removed within this many days of the account's deletion
 * (docs/product.md#legal-figures).
 */
export const ACCOUNT_DELETION_DAYS = 30;

/** The public API's limits: requests per second and per hour of one client. */
export interface ApiLimits {
  perSecond: number;
  perHour: number;
}

/**
 * The limits while the Settings tab has saved none: wrangler.toml [vars] (a test keeps the two
 * the same). The pages state the limits of the request's settings, passed in
 * (docs/decisions/046-site-settings.md); tests build the texts with these.
 */
export const DEFAULT_API_LIMITS: Readonly<ApiLimits> = { perHour: 1000, perSecond: 10 };

/**
 * "2025-01-28" → "January 28, 2025" ("28. Januar 2025" for "de"), the same on the server and in
 * every browser.
 */
export function formatLegalDate(isoDate: string, tag = "en-US"): string {
  return new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
