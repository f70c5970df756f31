/**
 * Stored guide HTML as the fact-checker reads text: block elements on lines of their own, table
 * rows as markdown rows ("| 5 ft | 1.524 m |"), tags dropped and the common entities decoded.
 * An admin's edit (HTML) is checked the same way as a writer's markdown.
 */
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};

export function htmlToCheckableText(html: string): string {
  return html
    .replace(/\s+(?=<\/?t[rdh]\b)/gi, "")
    .replace(/<tr[^>]*>/gi, "\n| ")
    .replace(/<\/t[dh]>/gi, " | ")
    .replace(/<(?:br|hr)\b[^>]*>/gi, "\n")
    .replace(
      /<\/?(?:p|div|h[1-6]|li|ul|ol|table|thead|tbody|blockquote|pre|figure)\b[^>]*>/gi,
      "\n\n",
    )
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      const known = ENTITIES[name.toLowerCase()];
      if (known !== undefined) return known;
      const code = name.startsWith("#x")
        ? Number.parseInt(name.slice(2), 16)
        : name.startsWith("#")
          ? Number.parseInt(name.slice(1), 10)
          : Number.NaN;
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    });
}
