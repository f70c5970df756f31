import type { ConverterPage, ConverterPageData } from "./page";
import { keptConverterPageHtml } from "./sections.server";

/**
 * What the browser gets of a converter page (and of a unit pair's page, which is one): the
 * sections that never change as HTML rendered here, in place of their texts (decision 049); the
 * guide's keywords stay for the page's meta tags. The HTML is kept in the isolate per version of
 * the catalogue (`version`) and what else it shows (sections.server.tsx).
 */
export function converterPageData<Page extends ConverterPage>(
  page: Page,
  version: string,
): ConverterPageData<Page> {
  // The texts are left out on purpose: `html` carries them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { education, article, guide, related, faq, ...rest } = page;
  return {
    ...rest,
    guide: guide && { keywords: guide.keywords },
    html: keptConverterPageHtml(page, version),
  };
}
