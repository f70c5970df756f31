/**
 * Account field limits, shared by the zod schemas (server) and the forms' `maxLength` /
 * `minLength` / `pattern` attributes (browser). Kept apart from the schemas so pages don't ship
 * zod or the common-password list.
 */
export const ACCOUNT_LIMITS = {
  usernameMin: 3,
  usernameMax: 32,
  /** characters (Unicode code points), not bytes */
  passwordMin: 8,
  passwordMax: 128,
  name: 100,
  email: 254,
} as const;

/** Letters, digits, '_' and '-': the whole username. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The same rule as an HTML `pattern` attribute (which is anchored by the browser). */
export const USERNAME_HTML_PATTERN = "[A-Za-z0-9_\\-]+";
