/**
 * Converter slugs (docs/product.md#admin-dashboard): derived from a name by lowercasing it and
 * turning each run of other characters into one hyphen, trimmed at both ends; editable after.
 * A slug is a whole path (/{slug}), so it may not be one of the site's own first path segments.
 */

export const SLUG_MAX_LENGTH = 80;

/** Lowercase letters and digits in hyphen-separated runs: "length-converter". */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Fuel Economy (US)" → "fuel-economy-us"; accents are folded first ("Ångström" → "angstrom"). */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/**
 * The first path segments the site answers itself (app/routes.ts; a unit test holds the two
 * equal), plus names kept for files and pages a converter must never shadow.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "about",
  "account",
  "admin",
  "api",
  "bench",
  "blog",
  "bug-report",
  "calculator",
  "change-password",
  "contact",
  "date-calculator",
  "content-policy",
  "delete-account",
  "download-my-data",
  "embed",
  "faq",
  "features",
  "help",
  "images",
  "login",
  "logout",
  "meeting-planner",
  "number-format",
  "privacy",
  "register",
  "search",
  "sitemaps",
  "terms",
  "time-zone-converter",
  "language",
  // the languages' prefixes (app/i18n/languages.ts)
  "es",
  "de",
  "fr",
  "pt-br",
  "ja",
  "en",
  // files and pages a converter must not take
  "assets",
  "favicon",
  "manifest",
  "offline",
  "sw",
]);
