import { ServerHtml } from "~/components/server-html";
import { useT } from "~/i18n/localization";
import { SECTION_TITLES, type SectionView } from "./calculator-view";

/**
 * A section of the page: its heading, its form and its answer, both server HTML. The answer's
 * place stays in the page, so a new answer or refusal is announced.
 */
export function CalculatorSection({ section }: { section: SectionView }) {
  const { mode } = section;
  const t = useT("time");
  return (
    <section
      aria-labelledby={`date-${mode}-heading`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`date-${mode}-heading`} className="text-xl font-semibold">
        {t(SECTION_TITLES[mode])}
      </h2>
      <ServerHtml html={section.form} />
      <div aria-live="polite">{section.answer && <ServerHtml html={section.answer} />}</div>
    </section>
  );
}
