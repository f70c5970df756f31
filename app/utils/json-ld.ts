/**
 * JSON for a `<script type="application/ld+json">`. It is data, not code, so CSP does not
 * apply; `<` is escaped so no value can close the script element early.
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
