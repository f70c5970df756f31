/** A placeholder origin to resolve paths against: what leaves it leaves the site. */
const HOME = "http://unitwise.invalid";

/**
 * `to` normalised ("/a/../b" → "/b") when it is a path on this site and stays one as a
 * Location: null for another origin and for anything a browser could read as one. The value
 * returned is checked, not only the value given: "/.//evil.example" normalises to
 * "//evil.example", which a browser reads as another host.
 */
export function sameOriginPath(to: string): string | null {
  if (!isPlainPath(to)) return null;
  try {
    const url = new URL(to, HOME);
    if (url.origin !== HOME) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return isPlainPath(path) && new URL(path, HOME).origin === HOME ? path : null;
  } catch {
    return null;
  }
}

/** Starts with one slash, not two or a backslash (both mean another host), and has no control characters. */
function isPlainPath(text: string): boolean {
  return (
    text.startsWith("/") &&
    !text.startsWith("//") &&
    !text.startsWith("/\\") &&
    ![...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  );
}
