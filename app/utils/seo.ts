import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "./site-name";

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
}: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  const url = `${origin}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
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
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
}

/** The origin the root loader found for this request. */
export function originFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { origin?: string } | undefined;
  return root?.origin ?? "";
}
