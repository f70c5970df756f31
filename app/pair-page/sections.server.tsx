import { renderStaticMarkup } from "~/utils/static-markup.server";
import type { PairDetails, PairPageHtml } from "./page";
import { PairHeader, PairSections } from "./pair-sections";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";

/** A unit pair's own parts as HTML: its heading and its sections (decision 049). */
export async function renderPairHtml(
  pair: PairDetails,
  categoryName: string,
  converter: { slug: string; name: string },
  language: Language,
): Promise<PairPageHtml> {
  const t = await translator(language, "converter-copy");
  return {
    header: await renderStaticMarkup(
      <PairHeader
        pair={pair}
        categoryName={categoryName}
        converter={converter}
        t={t}
        language={language}
      />,
    ),
    sections: await renderStaticMarkup(<PairSections pair={pair} t={t} />),
  };
}
