import { FaqList } from "~/components/faq-list";
import type { Translate } from "~/i18n/localization";
import { HOLIDAY_REGIONS, HOLIDAY_YEARS } from "~/time/holiday-regions";

/**
 * The calendar rules the calculator follows and its questions: text that never changes in the
 * browser, rendered to HTML on the server (notes-html.server.tsx), a message per rule.
 */

const sectionTitle = "text-xl font-semibold text-slate-900 dark:text-white";

const RULES = [
  "dateRuleMonthEnds",
  "dateRuleLeapYears",
  "dateRuleBusinessDays",
  "dateRuleDifferences",
  "dateRuleZones",
  "dateRuleWeeks",
] as const;

export function CalendarNotes({
  t,
  faq,
}: {
  t: Translate<"time">;
  faq: ReadonlyArray<{ question: string; answer: string }>;
}) {
  const params = {
    regions: HOLIDAY_REGIONS.length,
    first: HOLIDAY_YEARS.first,
    last: HOLIDAY_YEARS.last,
  };
  return (
    <>
      <section aria-labelledby="date-rules" className="text-sm text-slate-700 dark:text-slate-300">
        <h2 id="date-rules" className={sectionTitle}>
          {t("dateRulesTitle")}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          {RULES.map((rule) => (
            <li key={rule}>
              <strong>{t(`${rule}Title`)}</strong> {t(rule, params)}
            </li>
          ))}
        </ul>
      </section>
      <FaqList id="date-faq" items={faq} />
    </>
  );
}
