/**
 * A path on this site to go to after signing in, from an untrusted `redirectTo` value: only
 * same-site absolute paths; anything else (another origin, `//host`, `/\host`) becomes `/`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return "/";
  if (to.startsWith("/\\") || [...to].some((c) => c.charCodeAt(0) < 0x20)) return "/";
  try {
    // Resolved against a placeholder origin, it must stay on that origin.
    const url = new URL(to, "http://unitwise.invalid");
    if (url.origin !== "http://unitwise.invalid") return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
