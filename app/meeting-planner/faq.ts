import type { Translate } from "~/i18n/localization";

/**
 * The meeting planner's questions (messages `faqPlanner1Question`…), shown on its page and given
 * to search engines as FAQPage data. Every answer says what the code does (day-grid.ts, ics.ts).
 */
const ENTRIES = ["faqPlanner1", "faqPlanner2", "faqPlanner3", "faqPlanner4"] as const;

export function meetingPlannerFaq(
  t: Translate<"time">,
): ReadonlyArray<{ question: string; answer: string }> {
  return ENTRIES.map((entry) => ({
    question: t(`${entry}Question`),
    answer: t(`${entry}Answer`),
  }));
}
