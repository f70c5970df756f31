/**
 * The hash of an English guide's words that a translation records as its source
 * (docs/decisions/082-guide-translations.md): a new text, title or description of the English
 * guide (rewritten, or edited by an admin) makes its translations stale; publishing it again
 * does not.
 */
export async function guideSourceHash(guide: {
  metaTitle: string;
  metaDescription: string;
  content: string;
}): Promise<string> {
  const words = JSON.stringify([guide.metaTitle, guide.metaDescription, guide.content]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(words));
  return [...new Uint8Array(digest).slice(0, 12)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}
