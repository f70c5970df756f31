/**
 * The site's languages (docs/decisions/080-languages.md). English is served at the root; every
 * other language under its own prefix, so a page's language is in its URL: caches, crawlers and
 * shared links see one language per URL, and nothing varies by header.
 */
export const LANGUAGES = [
  { code: "en", tag: "en", numberLocale: "en-US" },
  { code: "es", tag: "es", numberLocale: "es-ES" },
  { code: "de", tag: "de", numberLocale: "de-DE" },
  { code: "fr", tag: "fr", numberLocale: "fr-FR" },
  { code: "pt-br", tag: "pt-BR", numberLocale: "pt-BR" },
  { code: "ja", tag: "ja", numberLocale: "ja-JP" },
] as const;

export type Language = (typeof LANGUAGES)[number]["code"];
export type LanguageInfo = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** The languages served under a prefix, i.e. all but English. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language.code !== "en").map(
  (language) => language.code,
) as Exclude<Language, "en">[];

export function isLanguage(code: string | null | undefined): code is Language {
  return LANGUAGES.some((language) => language.code === code);
}

export function languageInfo(code: Language): LanguageInfo {
  return LANGUAGES.find((language) => language.code === code) as LanguageInfo;
}

/** The language of a path ("/de/length-converter" → "de"; "/length-converter" → "en"). */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/", 2)[1]?.toLowerCase();
  return first && first !== "en" && isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** A path without its language prefix ("/de/faq" → "/faq", "/de" → "/"). */
export function unprefixedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * An English path in `language` ("/faq" → "/de/faq", "/" → "/de"). Paths outside the pages
 * (api, images, admin, files) are returned as they are.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith("/") || path.startsWith("//")) return path;
  if (!isLocalizedPath(path)) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

// Paths with no language copies: the API (but its docs page), the English-only admin and blog,
// images, embeds and files (anything with a dot in its first segment).
const UNLOCALIZED =
  /^\/(?:api\/|(?:admin|blog|images|embed|sitemaps|download-my-data|language|assets|icons)(?:[/?#]|$))|^\/[^/?#]*\./;

export function isLocalizedPath(path: string): boolean {
  return !UNLOCALIZED.test(path);
}

/**
 * The first supported language of a browser's list (navigator.languages, best first), if one
 * comes before English; pt-PT and pt-AO visitors are offered Brazilian Portuguese.
 */
export function firstSupported(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (primary === "en") return undefined;
    if (primary === "pt") return "pt-br";
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
