import { z } from "zod";
import type { Language } from "~/i18n/languages";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * A converter's guide as a writer hands it over (docs/product.md, "Generated content"): the
 * Workers AI writer and the local writer both produce this shape, and both are handed the same
 * facts (ConverterFacts). Content is markdown here; it is rendered and sanitized on the server
 * before it is stored or shown. The schemas are built at their first use (a writer's answer):
 * every isolate loads this module, few write guides (docs/decisions/085-cold-start.md).
 */

export const VISUAL_TYPES = [
  "chart",
  "diagram",
  "infographic",
  "comparison_table",
  "process_flow",
] as const;
const PLACEMENTS = ["after_intro", "middle_content", "before_conclusion"] as const;

export type VisualType = (typeof VISUAL_TYPES)[number];
export type Placement = (typeof PLACEMENTS)[number];

export const visualElementSchema = onFirstUse(() =>
  z.object({
    type: z.enum(VISUAL_TYPES).describe("What picture to draw from the converter's data"),
    title: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(500),
    placement: z.enum(PLACEMENTS).describe("Where in the guide the picture goes"),
  }),
);
export type VisualElement = z.infer<ReturnType<typeof visualElementSchema>>;

/** What a writer returns: validated before anything is stored. */
export const writtenGuideSchema = onFirstUse(() =>
  z.object({
    metaTitle: z.string().trim().min(10).max(60).describe("Page title, at most 60 characters"),
    metaDescription: z
      .string()
      .trim()
      .min(50)
      .max(160)
      .describe("Search-result summary, at most 160 characters"),
    content: z
      .string()
      .trim()
      .min(400)
      .max(30_000)
      .describe("The guide in Markdown: ## headings, paragraphs, lists and tables; no HTML"),
    keywords: z.array(z.string().trim().min(2).max(40)).min(3).max(12),
    imagePrompt: z.string().trim().min(10).max(400).describe("A prompt for an illustration"),
    visualElements: z.array(visualElementSchema()).max(3),
  }),
);
export type WrittenGuide = z.infer<ReturnType<typeof writtenGuideSchema>>;

/** One unit of a converter as a guide may state it: every figure computed by the engine. */
export interface UnitFact {
  id: string;
  name: string;
  plural: string;
  symbol: string;
  /** how the unit is defined, in words: "exactly 0.3048 m", "K = °C + 273.15" */
  definition: string;
  /** one unit in the base unit, as an exact or 15-digit decimal; null when not linear */
  inBase: string | null;
  source?: string;
  about?: string;
  note?: string;
}

/** A conversion computed by the engine, and the sentence that states it. */
export interface WorkedExample {
  value: string;
  from: string;
  to: string;
  /** the engine's answer as displayed: "1.524" */
  result: string;
  /** the conversion stated with symbols: "5 ft = 1.524 m" (what the fact-checker re-reads) */
  statement: string;
  /** the rule the engine applied: "multiply the value by 0.3048" */
  formula?: string;
}

/** Everything a writer may say about a converter: taken from the catalogue and the engine. */
export interface ConverterFacts {
  key: string;
  slug: string;
  name: string;
  description: string;
  categoryName: string;
  base: UnitFact;
  /** the converter's units a guide talks about (its default pair first), at most a dozen */
  units: UnitFact[];
  examples: WorkedExample[];
  /** a small conversion table between the default pair */
  table: { from: UnitFact; to: UnitFact; rows: WorkedExample[] };
  /** mistakes people make with these units (US vs imperial, offsets vs intervals, …) */
  confusions: string[];
}

/** Something that writes a guide from facts: Workers AI, or the local writer. */
export interface GuideWriter {
  /** the model id or "local-writer@<version>", stored with the guide */
  readonly model: string;
  /** the version of what the writer is told; a newer one makes older guides stale */
  readonly promptVersion: number;
  /** calls of a paid model this writer makes per guide (the daily budget counts them) */
  readonly costPerGuide: number;
  write(facts: ConverterFacts): Promise<WrittenGuide>;
  /**
   * Translates a published English guide into `language` (docs/decisions/082): one paid call of
   * the daily budget. Absent when the writer cannot (the local writer writes English only).
   */
  translate?(guide: GuideText, language: TranslationLanguage): Promise<GuideText>;
}

/** The languages a guide is translated into: every language of the site but English. */
export type TranslationLanguage = Exclude<Language, "en">;

/**
 * A guide's words as a translation takes and returns them: its content is the stored, sanitized
 * HTML (not markdown), so the translation keeps the English guide's structure.
 */
export const guideTextSchema = onFirstUse(() =>
  z.object({
    metaTitle: z.string().trim().min(1).max(60).describe("Page title, at most 60 characters"),
    metaDescription: z
      .string()
      .trim()
      .min(1)
      .max(160)
      .describe("Search-result summary, at most 160 characters"),
    content: z
      .string()
      .trim()
      .min(1)
      .max(60_000)
      .describe("The guide's HTML, translated, with every tag and attribute as it was"),
  }),
);
export type GuideText = z.infer<ReturnType<typeof guideTextSchema>>;
