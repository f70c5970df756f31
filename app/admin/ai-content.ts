import type { ConverterGuide, GuideStatus } from "~/models/converter-guide";

/**
 * The AI Content tab and /api/content (docs/decisions/044-converter-guides.md): what they show
 * and say. Pure: the tab's component and the server share it.
 */

export const AI_CONTENT_PATH = "/admin/ai-content";

export const GUIDE_LIMITS = {
  metaTitle: 60,
  metaDescription: 160,
  content: 100_000,
  keywords: 12,
  keyword: 40,
  imagePrompt: 400,
} as const;

export const CONTENT_MESSAGES = {
  notFound: "Content not found",
  noContent: "This guide has no content yet: generate it first",
} as const;

/** A guide as anyone may read it (`GET /api/content…`), addressed by its converter page's slug. */
export interface PublicContent {
  slug: string;
  converterKey: string;
  metaTitle: string;
  metaDescription: string;
  /** sanitized HTML */
  content: string;
  visualElements: ConverterGuide["visualElements"];
  imageUrl: string | null;
  keywords: string[];
  isGenerated: boolean;
  updatedAt: string;
}

/** A guide as admins see it: where it stands, who wrote it and what its fact-check found. */
export interface AdminContent extends PublicContent {
  name: string;
  status: GuideStatus;
  imagePrompt: string;
  model: string | null;
  promptVersion: number | null;
  factCheck: ConverterGuide["factCheck"];
  failure: string | null;
  /** a new version is on its way */
  queued: boolean;
  words: number;
}

/** How the guides stand: the tab's stats and the progress of a 'Generate all'. */
export interface ContentStats {
  converters: number;
  published: number;
  drafts: number;
  failed: number;
  /** guides being written or waiting for a writer */
  pending: number;
  words: number;
}

/** Words of HTML text, as a reader counts them. */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** "a, b ,, c" → ["a", "b", "c"]: the edit form's keywords, trimmed, empty ones dropped. */
export function splitKeywords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    ),
  ];
}
