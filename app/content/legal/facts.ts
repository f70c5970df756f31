/**
 * Figures and addresses the legal pages quote, in one place so the three documents (and the
 * tests) never disagree. See docs/product.md#legal-figures.
 */

/** When the privacy policy, terms and content policy last changed. */
export const LEGAL_LAST_UPDATED = "2025-01-28";

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

/**
 * The public API's limits as the site's static texts state them (docs/product.md#public-api):
 * the defaults, equal to wrangler.toml [vars] (a test keeps the two the same). The Worker
 * enforces the Settings tab's figures when saved (docs/decisions/046-site-settings.md).
 */
export const API_LIMITS = { perHour: 1000, perSecond: 10 } as const;

/** "2025-01-28" → "January 28, 2025", the same on the server and in every browser. */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
