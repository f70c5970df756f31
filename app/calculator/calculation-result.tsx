import type { CalculationView } from "./calculation-view";
import { useLocalizedPath, useT } from "~/i18n/localization";

/**
 * A worked-out expression: the answer, what it measures and which converter owns it, then the
 * steps (how each unit was read, the dimension, the rounding) in a disclosure that works
 * without JavaScript. Rendered on the server only, as HTML (the question box, the calculator
 * and search pages): its link is a plain anchor, which `ServerHtml` hands to the router (a
 * <Link> cannot render outside one). Its words are the `search` area's: the page's loader sends
 * them (the engine's own sentences, the steps and notes, come with the view, put in the page's
 * language on the server by calculator-text.ts).
 */
export function CalculationResult({ view }: { view: CalculationView }) {
  const t = useT("search");
  const to = useLocalizedPath();
  return (
    <div className="mt-2 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
      <p>
        {view.question} = <strong data-testid="calculation-answer">{view.answer}</strong>
        {view.beside.length > 0 && <> ({view.beside.join(", ")})</>}
        {!view.exact && <span className="sr-only">{` ${t("resultRounded")}`}</span>}
      </p>
      <p className="mt-1 text-xs">
        {t("resultSummary", {
          measure: view.quantity ? capitalise(view.quantity) : t("resultDimension"),
          dimension: view.dimension,
          exactness: t(view.exact ? "resultExact" : "resultInexact"),
        })}
        {view.converter && (
          <>
            {" · "}
            <a
              href={to(`/${view.converter.slug}`)}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
            >
              {view.converter.name}
            </a>
          </>
        )}
      </p>
      {view.notes.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-xs">
          {view.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <details className="mt-1 text-xs">
        <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">
          {t("resultHow")}
        </summary>
        <ol className="mt-1 list-decimal pl-5">
          <li>{t("resultReadAs", { parsed: view.parsed })}</li>
          {view.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
