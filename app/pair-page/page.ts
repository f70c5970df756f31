import type { ConverterPage, UnitSummary } from "~/converter-page/page";
import type { ConverterState } from "~/converter-page/page";

/** What a unit pair's page (/{slug}/{from}-to-{to}) shows: the converter page's parts and the pair's. */

export interface PairLink {
  /** the full path: "/length-converter/mile-to-kilometer" */
  href: string;
  /** "Miles to kilometers" */
  title: string;
}

export interface PairDetails {
  /** the path of this page: "/length-converter/mile-to-kilometer" */
  path: string;
  /** "Miles to kilometers" */
  title: string;
  from: UnitSummary;
  to: UnitSummary;
  /** one value of the pair and its result, both ways: "1 mi = 1.609344 km" */
  example: { value: string; result: string; inverseResult: string };
  /** the engine's rule for the pair and for its inverse */
  formula: string;
  inverseFormula: string;
  /** what the results depend on: the day of currency rates, a level's reference */
  note?: string;
  /** common values of `from` in `to`, computed exactly and shown to 15 significant digits */
  rows: Array<{ value: string; result: string }>;
  inverse: PairLink;
  /** the converter's other indexed pairs (at most 12) */
  others: PairLink[];
  /** the head's title and description, and whether search engines are asked to index it */
  meta: { title: string; description: string; robots: string };
  /** the widget's state the path says; the URL carries no query while the widget is in it */
  pathState: ConverterState;
}

export interface PairPage extends ConverterPage {
  pair: PairDetails;
}

/** What the 404 of an unknown pair links to: its converter and a few of its pairs. */
export interface UnknownPair {
  converter: { href: string; name: string } | null;
  pairs: PairLink[];
  /** what the 404 says, in the page's language (its messages never arrive with an error) */
  texts?: { title: string; text: string; open: string; popular: string };
}

export type PairPageResult =
  | { kind: "page"; page: PairPage }
  | { kind: "redirect"; location: string; status?: 301 }
  | { kind: "not-found"; unknown: UnknownPair };

/** A unit pair's heading and sections, rendered on the server (sections.server.tsx). */
export interface PairPageHtml {
  header: string;
  sections: string;
}
