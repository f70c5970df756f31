import { renderToStaticMarkup } from "react-dom/server";
import { PopularConversions } from "./converter-sections";
import type { ConverterPage } from "./page";
import { QueryBox } from "./query-box";

/**
 * The converter page's parts that depend on the request but never change in the browser, as HTML
 * (decision 049): the question box with its answer, and the popular conversions with their
 * figures in the visitor's locale. Their components never reach the browser.
 */
export function requestHtml(
  page: Pick<ConverterPage, "converter" | "query" | "table">,
  popular: ConverterPage["popular"],
): { query: string; popular: string } {
  const slug = page.converter.slug;
  // Currency results always say which day's rates they use.
  const rates = page.table.rates;
  const note = rates ? `Rates: ${rates.source}, ${rates.date}.` : undefined;
  return {
    query: renderToStaticMarkup(<QueryBox slug={slug} query={page.query} />),
    popular: renderToStaticMarkup(<PopularConversions slug={slug} items={popular} note={note} />),
  };
}
