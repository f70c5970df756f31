import { escapeXml } from "./xml";

/**
 * Sitemaps (sitemaps.org protocol 0.9): /sitemap.xml is an index of sitemaps, each a list of
 * pages (docs/product.md#robots-and-urls). A sitemap holds at most 50,000 URLs.
 */

const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";

export interface SitemapEntry {
  /** the absolute URL */
  loc: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

/** A sitemap of pages (`<urlset>`). */
export function urlSet(entries: readonly SitemapEntry[]): string {
  return document("urlset", "url", entries);
}

/** A sitemap index (`<sitemapindex>`) of sitemaps. */
export function sitemapIndex(entries: readonly SitemapEntry[]): string {
  return document("sitemapindex", "sitemap", entries);
}

/** "length.xml" in German: "length.de.xml" (decision 080). */
export function languageFile(file: string, language: string): string {
  return file.replace(/\.xml$/, `.${language}.xml`);
}

/** How a sitemap is answered: XML, kept an hour by browsers and caches. */
export function sitemapResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

function document(root: string, item: string, entries: readonly SitemapEntry[]): string {
  const items = entries
    .map(({ loc, lastmod }) => {
      const date = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
      return `  <${item}><loc>${escapeXml(loc)}</loc>${date}</${item}>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${XMLNS}">\n${items}\n</${root}>\n`;
}
