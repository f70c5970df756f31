import sanitizeHtml from "sanitize-html";
import { isAllowedImageUrl } from "~/blog/posts";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * Blog markdown → safe HTML, on the server only (neither library reaches the browser). marked
 * turns markdown into HTML, raw HTML in the source included; sanitize-html then keeps only an
 * explicit allow-list of tags, attributes and URL schemes. DOMPurify is not used: over linkedom
 * it returns its input unchanged inside workerd (docs/decisions/040).
 */

/**
 * marked, imported at the first markdown rendered: it compiles its grammar while it loads, a few
 * ms of a new isolate's start, and most answers render none (a converter page's guide is stored
 * as HTML; docs/decisions/085-cold-start.md).
 */
const markdownParser = onFirstUse(async () => {
  const { Marked } = await import("marked");
  return new Marked({ gfm: true, breaks: false, async: false });
});

/** Links may point to web pages, mail addresses, or our own pages (relative URLs). */
const LINK_SCHEMES = ["http", "https", "mailto"];

/** The alignments a markdown table's column can have (`| ---: |`). */
const CELL_STYLES = { "text-align": [/^(?:left|center|right)$/] };

/**
 * A cell's obsolete `align` attribute (marked writes one for an aligned column, and stored HTML
 * has them) becomes the CSS it stands for: HTML5 dropped `align`, and the W3C checker and
 * HTML_CodeSniffer both report it (docs/decisions/061-markup-checkers.md).
 */
function alignedCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { align, ...rest } = attribs;
  if (!align) return { tagName, attribs: rest };
  const style = [rest.style, `text-align:${align.trim().toLowerCase()}`].filter(Boolean);
  return { tagName, attribs: { ...rest, style: style.join(";") } };
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "strong",
    "b",
    "em",
    "i",
    "del",
    "s",
    "sup",
    "sub",
    "code",
    "pre",
    "kbd",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    ol: ["start"],
    th: ["style"],
    td: ["style"],
  },
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  // A table column's alignment, the only style kept (see `align` below).
  allowedStyles: { th: CELL_STYLES, td: CELL_STYLES },
  // Disallowed tags go, their text stays; script, style, textarea… go with their content.
  disallowedTagsMode: "discard",
  enforceHtmlBoundary: false,
  // Pathologically deep nesting (a denial-of-service trick) is cut off.
  nestingLimit: 50,
  transformTags: {
    // The post's title is the page's only <h1>.
    h1: "h2",
    th: alignedCell,
    td: alignedCell,
    a(tagName, attribs) {
      const href = (attribs.href ?? "").trim();
      const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
      // An author's own rel is never kept: links elsewhere always get ours.
      const rest = { ...attribs };
      delete rest.rel;
      return {
        tagName,
        attribs: external ? { ...rest, rel: "noopener noreferrer nofollow" } : rest,
      };
    },
    img(tagName, attribs) {
      const src = (attribs.src ?? "").trim();
      const rest = { ...attribs };
      delete rest.src;
      delete rest.srcset;
      if (isAllowedImageUrl(src)) {
        return { tagName, attribs: { ...rest, src, loading: "lazy", decoding: "async" } };
      }
      // An image from elsewhere is not shown (our CSP and readers' privacy), but not lost either:
      // it becomes a link to the picture, named by its alt text.
      if (isHttpsUrl(src)) {
        return {
          tagName: "a",
          attribs: { href: src, rel: "noopener noreferrer nofollow" },
          text: (attribs.alt ?? "").trim() || src,
        };
      }
      return { tagName, attribs: rest };
    },
  },
  // An image whose source was refused is dropped rather than left broken (frame.tag is the
  // source's tag: an image turned into a link has an href instead).
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src && !frame.attribs.href,
};

function isHttpsUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.username === "" && parsed.password === "";
  } catch {
    return false;
  }
}

/** Sanitizes HTML with the blog's allow-list. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** Renders a post's markdown to HTML that is safe to insert into the page. */
export async function renderMarkdown(markdown: string): Promise<string> {
  const html = (await markdownParser()).parse(markdown, { async: false });
  return sanitizeBlogHtml(html);
}
