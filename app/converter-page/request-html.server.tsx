import { PopularConversions } from "./converter-sections";
import type { ConverterPage } from "./page";
import { QueryBox } from "./query-box";
import { localizedPath } from "~/i18n/languages";
import { LocalizationProvider, type Translate } from "~/i18n/localization";
import type { Messages } from "~/i18n/messages";
import { boundedMemo } from "~/utils/memo/bounded";
import { renderStaticMarkup } from "~/utils/static-markup.server";

/**
 * The two parts as last rendered, by everything they show: without a question (nearly every
 * request) the question box is the same for a converter and language, and the popular
 * conversions for a converter, language and locale until its units or rates change. So a warm
 * isolate renders neither for most requests (docs/decisions/090-one-server-renderer.md).
 */
const MAX_BYTES = 1024 * 1024;
const emptyQueryBoxes = boundedMemo<string>(MAX_BYTES, (html) => html.length);
const popularLists = boundedMemo<string>(MAX_BYTES, (html) => html.length);

/**
 * The converter page's parts that depend on the request but never change in the browser, as HTML
 * (decision 049): the question box with its answer, and the popular conversions with their
 * figures in the visitor's locale. Their components never reach the browser.
 */
export async function requestHtml(
  page: Pick<ConverterPage, "converter" | "query" | "table" | "language">,
  popular: ConverterPage["popular"],
  t: Translate<"converter-copy">,
  /** the calculator's result view's words (a typed calculation shows in place) */
  messages: Partial<Messages>,
): Promise<{ query: string; popular: string }> {
  const { language } = page;
  // The page's links stay in its language (decision 080).
  const path = localizedPath(`/${page.converter.slug}`, language);
  // Currency results always say which day's rates they use.
  const rates = page.table.rates;
  const note = rates ? t("ratesNote", { source: rates.source, date: rates.date }) : undefined;
  const queryBox = () =>
    renderStaticMarkup(
      <LocalizationProvider value={{ language, messages }}>
        <QueryBox path={path} query={page.query} t={t} />
      </LocalizationProvider>,
    );
  const [query, popularHtml] = await Promise.all([
    page.query ? queryBox() : emptyQueryBoxes.load(`${language}\u0000${path}`, queryBox),
    popularLists.load(
      `${language}\u0000${path}\u0000${note ?? ""}\u0000${JSON.stringify(popular)}`,
      () =>
        renderStaticMarkup(<PopularConversions path={path} items={popular} note={note} t={t} />),
    ),
  ]);
  return { query, popular: popularHtml };
}
