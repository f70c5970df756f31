import { renderToStaticMarkup } from "react-dom/server";
import { PopularConversions } from "./converter-sections";
import type { ConverterPage } from "./page";
import { QueryBox } from "./query-box";
import { localizedPath } from "~/i18n/languages";
import { LocalizationProvider, type Translate } from "~/i18n/localization";
import type { Messages } from "~/i18n/messages";

/**
 * The converter page's parts that depend on the request but never change in the browser, as HTML
 * (decision 049): the question box with its answer, and the popular conversions with their
 * figures in the visitor's locale. Their components never reach the browser.
 */
export function requestHtml(
  page: Pick<ConverterPage, "converter" | "query" | "table" | "language">,
  popular: ConverterPage["popular"],
  t: Translate<"converter-copy">,
  /** the calculator's result view's words (a typed calculation shows in place) */
  messages: Partial<Messages>,
): { query: string; popular: string } {
  const { language } = page;
  // The page's links stay in its language (decision 080).
  const path = localizedPath(`/${page.converter.slug}`, language);
  // Currency results always say which day's rates they use.
  const rates = page.table.rates;
  const note = rates ? t("ratesNote", { source: rates.source, date: rates.date }) : undefined;
  return {
    query: renderToStaticMarkup(
      <LocalizationProvider value={{ language, messages }}>
        <QueryBox path={path} query={page.query} t={t} />
      </LocalizationProvider>,
    ),
    popular: renderToStaticMarkup(
      <PopularConversions path={path} items={popular} note={note} t={t} />,
    ),
  };
}
