import { languageOfPath, localizedPath, type Language } from "~/i18n/languages";
import { messagesFor, translator } from "~/i18n/messages.server";
import type { AccountWords } from "./account-words.server";

/** The language of an account page's request (its URL's), and the path of a page in it. */
export function requestLanguage(request: Request): {
  language: Language;
  to: (path: string) => string;
} {
  const language = languageOfPath(new URL(request.url).pathname);
  return { language, to: (path) => localizedPath(path, language) };
}

/** What an account page's loader sends for its words: the account area in the page's language. */
export async function accountMessages(request: Request) {
  return messagesFor(requestLanguage(request).language, ["account"]);
}

/** The account area's words in the request's language, for an action's messages. */
export function accountWords(request: Request): Promise<AccountWords> {
  return translator(requestLanguage(request).language, "account");
}
