/**
 * A converter's AI-written guide as pages, the dashboard and the JSON API see it
 * (docs/decisions/044-converter-guides.md). Content is sanitized HTML; dates are ISO 8601.
 */

/** Where a guide stands: written and shown, held back, or on its way. */
export type GuideStatus = "queued" | "generating" | "published" | "draft" | "failed";

export interface GuideVisualElement {
  type: "chart" | "diagram" | "infographic" | "comparison_table" | "process_flow";
  title: string;
  description: string;
  placement: "after_intro" | "middle_content" | "before_conclusion";
}

/** What the fact-check found: how many conversions it recomputed, and each wrong one. */
export interface GuideFactCheck {
  checked: number;
  problems: { sentence: string; stated: string; computed: string }[];
}

export interface ConverterGuide {
  converterKey: string;
  status: GuideStatus;
  metaTitle: string;
  metaDescription: string;
  /** sanitized HTML */
  content: string;
  keywords: string[];
  imagePrompt: string;
  imageUrl: string | null;
  /** false once an admin has edited the text: the nightly job then leaves it alone */
  isGenerated: boolean;
  visualElements: GuideVisualElement[];
  /** the writer: a Workers AI model id or "local-writer@N" */
  model: string | null;
  promptVersion: number | null;
  factsHash: string | null;
  factCheck: GuideFactCheck | null;
  /** why the last attempt failed, while it did */
  failure: string | null;
  attempts: number;
  /** when a new version was asked for; null when none is on its way */
  queuedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a writer's finished guide stores. */
export interface WrittenGuideRecord {
  status: "published" | "draft";
  metaTitle: string;
  metaDescription: string;
  content: string;
  keywords: string[];
  imagePrompt: string;
  visualElements: GuideVisualElement[];
  model: string;
  promptVersion: number;
  factsHash: string;
  factCheck: GuideFactCheck;
}
