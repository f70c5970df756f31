import { categories } from "@unitwise/units";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import { languageInfo, languageOfPath, type Language } from "~/i18n/languages";
import type { Messages } from "~/i18n/messages";
import { messagesFor, translator } from "~/i18n/messages.server";
import type { ContentWords } from "~/content/content-words";

/**
 * The support pages' words on the server (about, contact, bug report, help, FAQ, features, legal
 * pages, not-found) (docs/decisions/080-languages.md): the `support` area is
 * long (help articles, FAQ answers), so a page's loader sends only the keys its components use,
 * and builds its long content here, in the page's language.
 */

/** The language of the page a request is for. */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** The `support` messages whose keys start with one of `prefixes`, for a loader to send. */
export async function supportMessages(
  language: Language,
  prefixes: readonly string[],
): Promise<Pick<Messages, "support">> {
  const { support } = await messagesFor(language, ["support"]);
  const picked = Object.fromEntries(
    Object.entries(support).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
  return { support: picked as Messages["support"] };
}

/** Every `support` message, the language's tag and its category names, for content built here. */
export async function contentWords(language: Language): Promise<ContentWords> {
  const [t, catalogue] = await Promise.all([
    translator(language, "support"),
    catalogueTranslation(language),
  ]);
  return {
    t,
    tag: languageInfo(language).tag,
    categories: categories.map((category) => catalogue.category(category)),
    shortCategoryNames: language === "en",
  };
}
