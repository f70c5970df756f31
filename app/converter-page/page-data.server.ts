import type { RouterContextProvider } from "react-router";
import { sendHtml } from "~/utils/sent-html.server";
import { ratesHistoryHtml } from "~/exchange-rates/rates-history.server";
import { calculate, shownPopular } from "./calculation";
import type { ConverterPage, ConverterPageData } from "./page";
import { requestHtml } from "./request-html.server";
import { cachedConverterPageHtml } from "./sections.server";
import { converterOptionsHtml } from "./unit-options-html.server";
import { pairHtml } from "./pair-html.server";
import { messagesFor, translator } from "~/i18n/messages.server";
import { translate } from "~/i18n/localization";

/**
 * What the browser gets of a converter page (and of a unit pair's page, which is one): the
 * sections that never change as HTML rendered here, in place of their texts (decision 049); the
 * guide's keywords stay for the page's meta tags. The static sections' HTML is cached in the isolate
 * per version of the catalogue (`version`), locale and what else it shows (sections.server.tsx).
 * The figures that follow the converter's state come worked out for `locale`, so the browser
 * needs no engine until the visitor changes them.
 */
export async function converterPageData<Page extends ConverterPage>(
  context: Readonly<RouterContextProvider>,
  page: Page,
  locale: string,
  version: string,
  /** the site's origin, for the embed code */
  origin: string,
  /** a unit pair's page shows its pair's values in a table of its own: no quick reference's */
  { ownTable = false }: { ownTable?: boolean } = {},
): Promise<ConverterPageData<Page>> {
  // The texts are left out on purpose: `html` carries them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { education, article, guide, related, faq, popular, ...rest } = page;
  // The sections' words, in the page's language (decision 080).
  const t = await translator(page.language, "converter-copy");
  const [{ sections, sectionsIdentity, ...cached }, request, rates] = await Promise.all([
    cachedConverterPageHtml(page, version, locale, origin, t),
    messagesFor(page.language, ["search"]).then((messages) =>
      requestHtml(page, shownPopular(page.table, popular, locale), t, messages),
    ),
    page.rates && ratesHistoryHtml(page.rates, page.table, page.state.from, page.state.to, locale),
  ]);
  // Markup is its own identity: the key changes exactly when the markup does.
  const sentOnce = (html: string) => sendHtml(context, html, html);
  const options = converterOptionsHtml(page.table, page.state);
  // The converter's words, loaded once: the engine's sentences and the pair's sections use them.
  const words = await messagesFor(page.language, ["converter"]);
  const calculation = calculate(
    page.table,
    page.state,
    locale,
    translate(words, "converter", page.language),
  );
  const pair = await pairHtml(page, calculation, words, { reference: !ownTable });
  return {
    ...rest,
    calculation,
    guide: guide && { keywords: guide.keywords },
    // Already in a document's body, so sent once (decision 056); `sections` is the biggest.
    html: {
      breadcrumb: sentOnce(cached.breadcrumb),
      ingredient: cached.ingredient === undefined ? undefined : sentOnce(cached.ingredient),
      sections: sendHtml(context, sectionsIdentity, sections),
      query: sentOnce(request.query),
      popular: sentOnce(request.popular),
      options: {
        from: sentOnce(options.from),
        to: sentOnce(options.to),
        precision: sentOnce(options.precision),
      },
      information: sentOnce(pair.information),
      ...(pair.reference !== undefined && { reference: sentOnce(pair.reference) }),
      rates,
    },
  };
}
