import type { Translate } from "~/i18n/localization";

/**
 * The date calculator's questions (messages `faqDate1Question`…), shown on its page and given to
 * search engines as FAQPage data. Every answer says what the code does (app/time/date-math.ts,
 * this folder).
 */
const ENTRIES = ["faqDate1", "faqDate2", "faqDate3", "faqDate4", "faqDate5"] as const;

export function dateCalculatorFaq(
  t: Translate<"time">,
): ReadonlyArray<{ question: string; answer: string }> {
  return ENTRIES.map((entry) => ({
    question: t(`${entry}Question`),
    answer: t(`${entry}Answer`),
  }));
}
