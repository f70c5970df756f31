import { filterByQuery } from "../utils/text-search";

/**
 * The questions of /faq (docs/product.md#faq), built on the server in the page's language
 * (faq-entries.ts). Answers are plain text: paragraphs separated by a blank line, never HTML. Links ride alongside as data, so nothing here is ever injected as markup.
 */

export const FAQ_CATEGORIES = [
  "General",
  "Using Converters",
  "Technical",
  "Account & Privacy",
  "Troubleshooting",
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface ContentLink {
  /** a path on this site, e.g. "/contact" */
  href: string;
  label: string;
}

export interface FaqEntry {
  /** stable and unique: used for element ids and anchors */
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  /** the category's name in the page's language */
  categoryName: string;
  popular?: boolean;
  links?: ContentLink[];
}

/**
 * The questions whose question or answer contains the query (docs/product.md#search-rules); all of
 * them for "".
 */
export function searchFaqs(query: string, entries: readonly FaqEntry[]): FaqEntry[] {
  return filterByQuery(entries, query, (entry) => [entry.question, entry.answer]);
}

/** The answer's paragraphs, as the page shows them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** schema.org FAQPage structured data for search engines (rendered as application/ld+json). */
export function faqPageJsonLd(entries: ReadonlyArray<Pick<FaqEntry, "question" | "answer">>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: paragraphs(entry.answer).join(" ") },
    })),
  };
}
