import { BLOG_LIMITS } from "~/blog/posts";
import type { FormReplyView } from "~/utils/form-reply";
import { isTextTable, type Converter, type UnitTable } from "@unitwise/units";
import type { ConverterArticleSummary } from "~/models/converter-article";

/**
 * The Blog Content tab's pure rules (docs/decisions/042-converter-articles.md), shared by the
 * server and the tab in the browser: limits, texts, an article's slug, and the article a
 * converter's 'Create' starts from.
 */

/** The blog's limits: an article is a post about one converter. */
export const ARTICLE_LIMITS = {
  title: BLOG_LIMITS.title,
  content: BLOG_LIMITS.content,
  metaDescription: BLOG_LIMITS.metaDescription,
} as const;

export const ARTICLE_MESSAGES = {
  converterNotFound: "Converter not found",
  notFound: "Article not found",
  duplicate: (converterName: string) =>
    `The ${converterName} already has an article: edit it instead`,
  deleteConfirmation: (converterName: string) =>
    `Delete the article of the ${converterName}? It leaves the converter's page at once. This cannot be undone.`,
} as const;

/** An article's slug is its converter page's: the article of /length-converter is "length-converter". */
export function articleSlug(converter: Pick<Converter, "slug">): string {
  return converter.slug;
}

/** The text an admin starts from when a converter has no article yet. */
export interface ArticleDraft {
  title: string;
  content: string;
  metaDescription: string;
  isPublished: boolean;
}

/** What the tab lists: a converter of the catalogue with its article, if any. */
export interface BlogContentRow {
  key: string;
  name: string;
  slug: string;
  article: ConverterArticleSummary | null;
}

/** What the tab's editor opens with (`?edit={key}`): the stored article, or 'Create''s draft. */
export interface ArticleEditorState {
  key: string;
  name: string;
  /** no article yet: saving creates it */
  isNew: boolean;
  values: ArticleDraft;
}

/** Markdown's special characters in catalogue text (unit names and symbols) shown as typed. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~]/g, "\\$&");
}

/** `text` cut to at most `max` characters at a word boundary, with "…" when it was cut. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

/**
 * A converter's article as 'Create' pre-fills it: "{name} - Complete Guide", markdown from the
 * catalogue (the converter's description, its units with their symbols, how to convert), a meta
 * description of at most 160 characters, published.
 */
export function prefilledArticle(converter: Converter, table: UnitTable | undefined): ArticleDraft {
  const units = table?.units ?? [];
  const text = table !== undefined && isTextTable(table);
  const [first, second] = units;
  const sections = [`## What the ${converter.name} does`, converter.description];

  if (units.length > 0) {
    sections.push(
      `## The ${units.length} units it converts`,
      units
        .map((unit) =>
          text
            ? `- **${escapeMarkdown(unit.name)}**: ${escapeMarkdown(unit.symbol)}`
            : `- **${escapeMarkdown(unit.name)}** (${escapeMarkdown(unit.symbol)})`,
        )
        .join("\n"),
    );
  }

  sections.push(
    "## How to convert",
    [
      text
        ? "1. Type or paste your text into the converter."
        : "1. Type the value you want to convert.",
      first
        ? `2. Choose the unit it is in, for example ${escapeMarkdown(first.plural)}.`
        : "2. Choose the unit it is in.",
      second
        ? `3. Choose the unit you want, for example ${escapeMarkdown(second.plural)}: the result appears as you type.`
        : "3. Choose the unit you want: the result appears as you type.",
      "4. Swap the units to convert the other way, and copy the result with one click.",
    ].join("\n"),
  );
  if (first && second && !text) {
    sections.push(
      `You can also type a whole question, such as “1 ${escapeMarkdown(first.symbol)} to ${escapeMarkdown(second.symbol)}”, into the box above the converter.`,
    );
  }

  return {
    title: `${converter.name} - Complete Guide`,
    content: sections.join("\n\n"),
    metaDescription: prefilledMetaDescription(converter, units),
    isPublished: true,
  };
}

/** The longest of these that fits in 160 characters: with three example units, two, one, none. */
function prefilledMetaDescription(converter: Converter, units: UnitTable["units"]): string {
  const candidates = [3, 2, 1].flatMap((count) => {
    const examples = units.slice(0, count).map((unit) => unit.plural);
    if (examples.length < count) return [];
    const listed =
      examples.length > 1
        ? `${examples.slice(0, -1).join(", ")} and ${examples.at(-1)}`
        : examples[0];
    return [
      `A complete guide to the ${converter.name}: its ${units.length} units, such as ${listed}, and how to convert between them.`,
    ];
  });
  candidates.push(`A complete guide to the ${converter.name}: what it converts and how to use it.`);
  const fitting = candidates.find((text) => text.length <= ARTICLE_LIMITS.metaDescription);
  return fitting ?? clipText(candidates.at(-1)!, ARTICLE_LIMITS.metaDescription);
}

/**
 * The editor as a refused create or save of a converter's article left it, with what was typed,
 * so nothing typed is lost; null for any other reply.
 */
export function postedArticle(
  rows: readonly Pick<BlogContentRow, "key" | "name">[],
  posted: Pick<FormReplyView, "value">,
): ArticleEditorState | null {
  const intent = posted.value("intent");
  const row = rows.find((candidate) => candidate.key === posted.value("id"));
  if (!row || (intent !== "create" && intent !== "save")) return null;
  return {
    key: row.key,
    name: row.name,
    isNew: intent === "create",
    values: {
      title: posted.value("title") ?? "",
      content: posted.value("content") ?? "",
      metaDescription: posted.value("metaDescription") ?? "",
      isPublished: posted.value("isPublished") === "true",
    },
  };
}
