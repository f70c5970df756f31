import type { Category } from "@unitwise/units";

/**
 * What long content (help articles, FAQ answers) is written with: a language's `support`
 * messages as a function, its tag for numbers and lists, and the catalogue's category names in
 * it. The server builds them per request (app/messages/support-words.server.ts); content knows
 * no message files of its own.
 */
export interface ContentWords {
  /** a `support` message with its placeholders filled */
  t(key: string, params?: Record<string, string | number>): string;
  tag: string;
  categories: ReadonlyArray<Pick<Category, "key" | "name" | "description">>;
  /** English lists the categories without their common " Converters" */
  shortCategoryNames: boolean;
}

/** "first-conversion" → "FirstConversion", the middle of a content key. */
export const pascal = (id: string) =>
  id
    .split("-")
    .map((word) => (word[0] ?? "").toUpperCase() + word.slice(1))
    .join("");
