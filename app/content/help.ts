import { filterByQuery } from "../utils/text-search";
import type { ContentLink } from "./faq";

/**
 * The help center's articles (docs/product.md#help-center). They open in place on /help rather
 * than on pages of their own; the server builds them in the page's language (help-articles.ts).
 * Bodies are data (paragraphs, lists, numbered steps, code), never HTML, so nothing here is ever
 * injected as markup.
 */

export type HelpBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "steps"; items: string[] }
  | { kind: "list"; items: string[] }
  | { kind: "code"; text: string };

interface HelpArticle {
  /** stable and unique: used for element ids and anchors */
  id: string;
  title: string;
  description: string;
  body: HelpBlock[];
  popular?: boolean;
  links?: ContentLink[];
}

export interface HelpCategory {
  id: string;
  name: string;
  description: string;
  articles: HelpArticle[];
}

export type HelpArticleInCategory = HelpArticle & { category: string };

/** Every article once, in page order, with the name of its category. */
export function articlesOf(categories: readonly HelpCategory[]): HelpArticleInCategory[] {
  return categories.flatMap((category) =>
    category.articles.map((article) => ({ ...article, category: category.name })),
  );
}

/**
 * The articles whose title or description contains the query (docs/product.md#search-rules); all of
 * them for "".
 */
export function searchHelpArticles(
  query: string,
  articles: readonly HelpArticleInCategory[],
): HelpArticleInCategory[] {
  return filterByQuery(articles, query, (article) => [article.title, article.description]);
}
