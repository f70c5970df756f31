import type { Database } from "~/db/client.server";
import { displayName } from "~/accounts/display-name";
import type { ConverterArticle } from "~/models/converter-article";
import {
  createConverterArticle,
  deleteConverterArticle,
  findArticleFor,
  listConverterArticleSummaries,
  setConverterArticlePublished,
  updateConverterArticle,
} from "~/models/converter-article.server";
import type { SessionUser } from "~/models/user";
import type { Converter } from "@unitwise/units";
import type { CatalogueReader } from "@unitwise/units/catalogue";

import {
  ARTICLE_MESSAGES,
  articleSlug,
  prefilledArticle,
  type ArticleEditorState,
  type BlogContentRow,
} from "./converter-articles";
import { parseOrRefuse } from "~/utils/refusal.server";
import { readOnlyMismatch } from "~/utils/json-fields";
import { articleCreateSchema, articleFieldsSchema } from "./schemas";
import { Refusal } from "~/utils/refusal.server";

/** A 100,000-character article of multi-byte text, encoded, with room to spare. */
export const MAX_ARTICLE_BYTES = 1024 * 1024;

/**
 * The Blog Content tab's operations (docs/decisions/042-converter-articles.md), shared by its
 * page action and the JSON API (/api/blogs…), so both validate, refuse and audit alike. Every
 * change gives the content a new version (decision 043), so every Worker instance renders the
 * converter's page anew on its next request.
 */

/** The catalogue's converter of `key` ("length"); 404 for any other text, a slug included. */
export function converterOf(catalogue: CatalogueReader, key: string): Converter {
  const converter = catalogue.getConverter(key);
  if (!converter || converter.key !== key) {
    throw new Refusal(404, ARTICLE_MESSAGES.converterNotFound);
  }
  return converter;
}

/** Every converter of the catalogue, in its order, with its article if any. */
export async function listBlogContent(
  db: Database,
  catalogue: CatalogueReader,
): Promise<BlogContentRow[]> {
  const byKey = new Map(
    (await listConverterArticleSummaries(db)).map((article) => [article.converterKey, article]),
  );
  return catalogue.converters.map(({ key, name, slug }) => ({
    key,
    name,
    slug,
    article: byKey.get(key) ?? null,
  }));
}

/**
 * The editor of `key`'s article: the stored one, or the pre-filled one for 'Create'; null when
 * `key` is no converter's key.
 */
export async function articleEditor(
  db: Database,
  catalogue: CatalogueReader,
  key: string,
): Promise<ArticleEditorState | null> {
  const converter = catalogue.getConverter(key);
  if (!converter || converter.key !== key) return null;
  const stored = await findArticleFor(db, converter.key);
  return {
    key,
    name: converter.name,
    isNew: stored === null,
    values: stored
      ? {
          title: stored.title,
          content: stored.content,
          metaDescription: stored.metaDescription,
          isPublished: stored.isPublished,
        }
      : prefilledArticle(converter, catalogue.getTable(converter.key)),
  };
}

/** The catalogue's converter whose page is /{slug}; 404 for any other text, a key included. */
function converterWithSlug(catalogue: CatalogueReader, slug: string): Converter {
  const converter = catalogue.getConverter(slug);
  if (!converter || articleSlug(converter) !== slug) {
    throw new Refusal(404, ARTICLE_MESSAGES.converterNotFound);
  }
  return converter;
}

/**
 * Creates the article of the converter `input.slug` (its page's) or `input.converterKey` names;
 * fields not given are pre-filled (the draft 'Create' opens with). 400, 404 unknown converter, 409 when it already has one.
 */
export async function createArticle(
  db: Database,
  catalogue: CatalogueReader,
  actor: SessionUser,
  input: unknown,
): Promise<ConverterArticle> {
  const { slug, converterKey, ...given } = parseOrRefuse(articleCreateSchema(), input);
  const converter =
    slug === undefined
      ? converterOf(catalogue, converterKey ?? "")
      : converterWithSlug(catalogue, slug);
  if (converterKey !== undefined && converterKey !== converter.key) {
    throw new Refusal(
      400,
      `slug "${slug}" and converterKey "${converterKey}" name different converters: send one`,
    );
  }
  const draft = prefilledArticle(converter, catalogue.getTable(converter.key));
  const created = await createConverterArticle(
    db,
    {
      converterKey: converter.key,
      slug: articleSlug(converter),
      author: displayName(actor),
      title: given.title ?? draft.title,
      content: given.content ?? draft.content,
      metaDescription: given.metaDescription ?? draft.metaDescription,
      isPublished: given.isPublished ?? draft.isPublished,
    },
    actor,
  );
  if (!created) throw new Refusal(409, ARTICLE_MESSAGES.duplicate(converter.name));
  return created;
}

/**
 * The slug the article of `converter` is stored under: the converter's slug when it was
 * written (a converter renamed since keeps its article's address), else its slug of today.
 */
export async function storedArticleSlug(db: Database, converter: Converter): Promise<string> {
  return (await findArticleFor(db, converter.key))?.slug ?? articleSlug(converter);
}

/** Replaces the article's title, content, meta description and state. 400, 404. */
export async function saveArticle(
  db: Database,
  actor: SessionUser,
  slug: string,
  input: unknown,
): Promise<ConverterArticle> {
  const { slug: sent, ...fields } = parseOrRefuse(articleFieldsSchema(), input);
  if (sent !== undefined && sent !== slug) throw new Refusal(400, readOnlyMismatch("slug", slug));
  const saved = await updateConverterArticle(db, slug, fields, actor);
  if (!saved) throw new Refusal(404, ARTICLE_MESSAGES.notFound);
  return saved;
}

/** Publishes the article or takes it back to drafts. 404. */
export async function publishArticle(
  db: Database,
  actor: SessionUser,
  slug: string,
  isPublished: boolean,
): Promise<ConverterArticle> {
  const article = await setConverterArticlePublished(db, slug, isPublished, actor);
  if (!article) throw new Refusal(404, ARTICLE_MESSAGES.notFound);
  return article;
}

/** Deletes the article; returns it as it was. 404. */
export async function removeArticle(
  db: Database,
  actor: SessionUser,
  slug: string,
): Promise<ConverterArticle> {
  const article = await deleteConverterArticle(db, slug, actor);
  if (!article) throw new Refusal(404, ARTICLE_MESSAGES.notFound);
  return article;
}
