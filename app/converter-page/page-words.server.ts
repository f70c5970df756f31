import { localizedPath, type Language } from "~/i18n/languages";
import { messagesFor, translator } from "~/i18n/messages.server";
import type { Messages } from "~/i18n/messages";

/**
 * The messages a converter or unit pair page sends its browser (decision 080): the widget's and
 * the engine's words, and the calculator's result view's (a typed calculation shows in place).
 * The copy the server renders alone (converter-copy) stays on the server.
 */
export async function converterPageMessages(language: Language) {
  const { converter, search } = await messagesFor(language, ["converter", "search"]);
  const result = Object.fromEntries(
    Object.entries(search).filter(([key]) => key.startsWith("result")),
  ) as Messages["search"];
  return { converter, search: result };
}

/** What a converter's 404 says, sent with it: the page's messages never arrive with an error. */
export interface NotFoundTexts {
  title: string;
  text: string;
  home: string;
  homeHref: string;
}

export async function converterNotFound(language: Language): Promise<NotFoundTexts> {
  const t = await translator(language, "converter-copy");
  return {
    title: t("notFoundTitle"),
    text: t("notFoundText"),
    home: t("returnHome"),
    homeHref: localizedPath("/", language),
  };
}
