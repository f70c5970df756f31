/**
 * The shape of a legal page (privacy policy, terms, content policy): plain data, rendered by
 * app/components/legal-document.tsx with a table of contents built from the sections.
 *
 * Text is written in a tiny inline markup (see inline.ts): **strong**, `code` and
 * [label](href), where href is a path ("/privacy#cookies"), an in-page anchor ("#retention"),
 * a mailto: or an https: address.
 */
export type InlineText = string;

export type LegalBlock =
  /** a paragraph */
  | InlineText
  | { type: "list"; items: InlineText[]; ordered?: boolean }
  /** a sub-heading inside a section (rendered as h3) */
  | { type: "subheading"; text: string }
  /** a highlighted summary or instruction */
  | { type: "note"; text: InlineText }
  | { type: "table"; caption: string; columns: string[]; rows: InlineText[][] };

export interface LegalSection {
  /** the anchor of the section: lowercase words joined by hyphens, unique in the document */
  id: string;
  title: string;
  body: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /**
   * the page's meta description and subtitle (at most 160 characters, docs/product.md#field-limits)
   */
  description: string;
  /** the page's path, for its canonical URL */
  path: string;
  /** ISO date of the last change, e.g. "2025-01-28" */
  lastUpdated: string;
  /** paragraphs before the first section */
  intro?: LegalBlock[];
  sections: LegalSection[];
}
