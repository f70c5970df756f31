import { numberLocaleFromAcceptLanguage, supportedNumberLocale } from "~/units/locale-number";
import { readCookie } from "./cookies.server";

/**
 * The locale a request's numbers are read and written in (docs/decisions/053-locale-numbers.md):
 * the visitor's own choice (the number-format cookie) if they made one, else their browser's
 * languages (Accept-Language). The server renders with it, so the page and the hydrated page
 * agree; the rendered-page cache keeps a copy per locale.
 */

/** The visitor's choice of number format: a BCP 47 tag, necessary storage like the theme. */
export const NUMBER_LOCALE_COOKIE = "unitwise_number_locale";

export function requestNumberLocale(request: Request): string {
  const chosen = supportedNumberLocale(readCookie(request, NUMBER_LOCALE_COOKIE));
  return chosen ?? numberLocaleFromAcceptLanguage(request.headers.get("Accept-Language"));
}
