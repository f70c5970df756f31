import type { MetaDescriptor } from "react-router";
import { requestUrl } from "./request-url";
import { SITE_NAME } from "./site-name";
import {
  DEFAULT_LANGUAGE,
  isLocalizedPath,
  LANGUAGES,
  languageInfo,
  languageOfPath,
  localizedPath,
  type Language,
} from "~/i18n/languages";

export { SITE_NAME };

interface PageMetaOptions {
  title: string;
  description: string;
  /** the page's path without a trailing slash, e.g. "/faq" */
  path: string;
  /** the site's origin, e.g. "https://unitwise.app" (the root loader provides it) */
  origin: string;
  /** pages search engines must not index: admin, api, login, register, errors */
  noindex?: boolean;
  /** the page's language (the root loader's): `path` is the English one (decision 080) */
  language?: Language;
}

/**
 * The head of a page: a unique title and description, the canonical URL, robots rules
 * (docs/product.md#robots-and-urls) and Open Graph / Twitter cards. Every route's `meta` goes
 * through here.
 */
export function pageMeta({
  title,
  description,
  path,
  origin,
  noindex = false,
  language = DEFAULT_LANGUAGE,
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const english = path === "/" ? "/" : path.replace(/\/+$/, "");
  const url = `${origin}${localizedPath(english, language)}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [] : alternates(origin, english)),
    {
      name: "robots",
      content: noindex
        ? "noindex, nofollow"
        : "index, follow, max-snippet:-1, max-image-preview:large",
    },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: languageInfo(language).tag.replace("-", "_") },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}

/**
 * The page in every language, and `x-default` (English, which also offers the visitor's own
 * language): hreflang alternates, for a page that exists in every language.
 */
function alternates(origin: string, english: string): MetaDescriptor[] {
  if (!isLocalizedPath(english)) return [];
  return [
    ...LANGUAGES.map(({ code, tag }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: tag,
      href: `${origin}${localizedPath(english, code)}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${english}` },
  ];
}

/** Where a page is: the site's origin and the page's language. */
export interface Site {
  origin: string;
  language: Language;
}

/** The request's origin and language (from its path), for heads worked out by loaders. */
export function siteOfRequest(request: Request): Site {
  const url = requestUrl(request);
  return { origin: url.origin, language: languageOfPath(url.pathname) };
}

/** An absolute URL of the English `path` in the site's language. */
export function siteUrl(site: Site, path: string): string {
  return `${site.origin}${localizedPath(path, site.language)}`;
}

/** The origin and language the root loader found for this request, for `pageMeta`. */
export function siteOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): {
  origin: string;
  language: Language;
} {
  const root = matches.find((match) => match?.id === "root")?.data as
    { origin?: string; language?: Language } | undefined;
  return { origin: root?.origin ?? "", language: root?.language ?? DEFAULT_LANGUAGE };
}

/** The origin the root loader found for this request. */
export function originFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { origin?: string } | undefined;
  return root?.origin ?? "";
}
