/**
 * A converter's article as pages and the JSON API see it (docs/decisions/042-converter-articles.md):
 * one per converter, markdown content, dates as ISO 8601 strings.
 */
export interface ConverterArticle {
  id: number;
  /** the catalogue's converter key, "length" */
  converterKey: string;
  /** the converter page's slug, "length-converter" */
  slug: string;
  title: string;
  /** markdown */
  content: string;
  metaDescription: string;
  isPublished: boolean;
  author: string;
  createdAt: string;
  updatedAt: string;
}

/** What an admin writes: the fields a save (form or JSON) replaces. */
export interface ConverterArticleFields {
  title: string;
  content: string;
  metaDescription: string;
  isPublished: boolean;
}

/** What a new article stores besides its fields. */
export interface NewConverterArticle extends ConverterArticleFields {
  converterKey: string;
  slug: string;
  author: string;
}

/** The start of an article, as the dashboard's list shows it. */
export interface ConverterArticleSummary extends Omit<ConverterArticle, "content"> {
  /** the first characters of the markdown */
  preview: string;
  /** whether the content goes on after the preview */
  truncated: boolean;
}
