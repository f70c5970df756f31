import { renderToStaticMarkup } from "react-dom/server";
import type { PairDetails, PairPageHtml } from "./page";
import { PairHeader, PairSections } from "./pair-sections";

/** A unit pair's own parts as HTML: its heading and its sections (decision 049). */
export function renderPairHtml(
  pair: PairDetails,
  categoryName: string,
  converter: { slug: string; name: string },
): PairPageHtml {
  return {
    header: renderToStaticMarkup(
      <PairHeader pair={pair} categoryName={categoryName} converter={converter} />,
    ),
    sections: renderToStaticMarkup(<PairSections pair={pair} />),
  };
}
