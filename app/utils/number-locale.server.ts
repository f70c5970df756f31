import { z } from "zod";
import { numberLocaleFromAcceptLanguage, supportedNumberLocale } from "@unitwise/units";
import { readCookie } from "./cookies.server";

/**
 * The locale a request's numbers are read and written in (docs/decisions/053-locale-numbers.md):
 * the visitor's own choice (the number-format cookie) if they made one, else their browser's
 * languages (Accept-Language). The server renders with it, so the page and the hydrated page
 * agree; the rendered-page cache keeps a copy per locale.
 */

/** The visitor's choice of number format: a BCP 47 tag, necessary storage like the theme. */
export const NUMBER_LOCALE_COOKIE = "unitwise_number_locale";

/**
 * The /number-format form: "auto" (forget the choice) or a format this site knows, and the page
 * to go back to. `locale` is the format to keep, undefined for "auto".
 */
export const NumberFormatFormSchema = z.object({
  locale: z.string({ error: "Choose a number format" }).transform((tag, context) => {
    if (tag === "auto") return undefined;
    const chosen = supportedNumberLocale(tag);
    if (!chosen) {
      context.addIssue({
        code: "custom",
        message: `"${tag.slice(0, 40)}" is not a number format this site knows`,
      });
      return z.NEVER;
    }
    return chosen;
  }),
  back: z.string().optional(),
});

/** The number format the visitor chose, if any (a malformed or unknown cookie counts as none). */
export function chosenNumberLocale(request: Request): string | undefined {
  return supportedNumberLocale(readCookie(request, NUMBER_LOCALE_COOKIE));
}

/** The number format their browser's languages ask for (Accept-Language). */
export function browserNumberLocale(request: Request): string {
  return numberLocaleFromAcceptLanguage(request.headers.get("Accept-Language"));
}

export function requestNumberLocale(request: Request): string {
  return chosenNumberLocale(request) ?? browserNumberLocale(request);
}
