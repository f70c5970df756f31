import { numberLocaleFromAcceptLanguage, supportedNumberLocale } from "@unitwise/units";
import { requestUrl } from "./request-url";
import { readCookie } from "./cookies.server";
import { languageInfo, languageOfPath } from "~/i18n/languages";

/**
 * The locale a request's numbers are read and written in (docs/decisions/053-locale-numbers.md):
 * the visitor's own choice (the number-format cookie) if they made one, else their browser's
 * languages (Accept-Language). The server renders with it, so the page and the hydrated page
 * agree; the rendered-page cache keeps a copy per locale.
 */

/** The visitor's choice of number format: a BCP 47 tag, necessary storage like the theme. */
export const NUMBER_LOCALE_COOKIE = "unitwise_number_locale";

/** The number format the visitor chose, if any (a malformed or unknown cookie counts as none). */
export function chosenNumberLocale(request: Request): string | undefined {
  return supportedNumberLocale(readCookie(request, NUMBER_LOCALE_COOKIE));
}

/** The number format their browser's languages ask for (Accept-Language). */
export function browserNumberLocale(request: Request): string {
  return numberLocaleFromAcceptLanguage(request.headers.get("Accept-Language"));
}

/**
 * On an English page, the visitor's choice, else their browser's; on another language's page,
 * the choice, else the browser's if it is a locale of that language (es-MX on a Spanish page),
 * else the language's own (de-DE on a German page; decision 080).
 */
export function requestNumberLocale(request: Request): string {
  const language = languageOfPath(requestUrl(request).pathname);
  const chosen = chosenNumberLocale(request);
  if (chosen) return chosen;
  const browser = browserNumberLocale(request);
  if (language === "en") return browser;
  const primary = (tag: string) => tag.split("-")[0]?.toLowerCase();
  const own = languageInfo(language).numberLocale;
  return primary(browser) === primary(own) ? browser : (supportedNumberLocale(own) ?? browser);
}
