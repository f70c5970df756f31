/**
 * Redirect targets that lead off the site once a browser or a URL parser has read them: dot
 * segments that leave "//host" behind, backslashes (read as slashes), tabs and newlines (which
 * URL parsers drop) and absolute URLs. Every one must send the visitor home ("/") instead.
 */
export const OFF_SITE_TARGETS = [
  "/.//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/x/..//evil.example",
  "/x/..\\/evil.example",
  "/.\\/evil.example",
  "//evil.example/x",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "https://evil.example",
];

/** Encoded slashes and backslashes are path characters, not separators: they stay on the site as given. */
export const ENCODED_TARGETS = [
  "/%2f/evil.example",
  "/%2F%2Fevil.example",
  "/%5c/evil.example",
  "/%5C%5Cevil.example",
];
