import type { ConverterGuide, GuideStatus } from "~/models/converter-guide";
import type { FormReplyView } from "~/utils/form-reply";

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

/** A guide as the tab's list shows it: its text's start instead of the whole HTML. */
export interface ContentListItem extends Omit<AdminContent, "content"> {
  /** the first 280 characters of the text */
  preview: string;
  /** whether it has content (a guide never written has none) */
  written: boolean;
}

/** HTML as plain text: tags and entities as spaces, runs of white space as one. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of HTML text, as a reader counts them. */
export function wordCount(html: string): number {
  return textOf(html)
    .split(" ")
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

const PREVIEW_LENGTH = 280;

/** The list's item of `guide`: what the tab sends to the browser for each of up to 81 guides. */
export function contentListItem({ content, ...guide }: AdminContent): ContentListItem {
  const text = textOf(content);
  const preview = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text;
  return { ...guide, preview, written: content !== "" };
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

/**
 * The guide being edited with what a refused save of it typed, so nothing typed is lost: the
 * reply of a save of this guide carries the posted fields; any other reply leaves it as stored.
 */
export function typedGuide(
  guide: AdminContent,
  posted: Pick<FormReplyView, "value">,
): AdminContent {
  if (posted.value("intent") !== "save" || posted.value("id") !== guide.slug) return guide;
  const typed = (name: "metaTitle" | "metaDescription" | "content" | "imagePrompt") =>
    posted.value(name) ?? "";
  return {
    ...guide,
    metaTitle: typed("metaTitle"),
    metaDescription: typed("metaDescription"),
    content: typed("content"),
    keywords: splitKeywords(posted.value("keywords") ?? ""),
    imagePrompt: typed("imagePrompt"),
  };
}
