import type { Translate } from "~/i18n/localization";

/**
 * The time-zone converter's questions (messages `faqTz1Question`…), shown on its page and its city
 * pairs' pages and given to search engines as FAQPage data. Every answer says what the code does
 * (app/time/).
 */
const ENTRIES = ["faqTz1", "faqTz2", "faqTz3", "faqTz4", "faqTz5"] as const;

export function timeZoneFaq(
  t: Translate<"time">,
): ReadonlyArray<{ question: string; answer: string }> {
  return ENTRIES.map((entry) => ({
    question: t(`${entry}Question`),
    answer: t(`${entry}Answer`),
  }));
}
