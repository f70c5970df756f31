import { Search } from "~/components/icons";
import { buttonClass } from "~/components/ui/button";
import { CalculationResult } from "~/calculator/calculation-result";
import type { Translate } from "~/i18n/localization";
import type { ConverterPage } from "./page";

/**
 * Free-text conversion: "5 ft 3 in to cm" on any converter page. A GET form: the server
 * answers it (and moves to the right converter when the units belong to another one). Rendered
 * on the server (request-html.server.tsx); `ServerHtml` hands its submission to the router.
 */
export function QueryBox({
  path,
  query,
  t,
}: {
  /** the converter page's path in the page's language */
  path: string;
  query: ConverterPage["query"];
  t: Translate<"converter-copy">;
}) {
  return (
    <div className="mt-6">
      <form method="get" action={path} role="search" className="flex gap-2">
        <label htmlFor="converter-query" className="sr-only">
          {t("queryLabel")}
        </label>
        <input
          id="converter-query"
          name="q"
          type="search"
          defaultValue={query?.text ?? ""}
          placeholder={t("queryPlaceholder")}
          maxLength={500}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
        <button type="submit" className={buttonClass("primary", "md", "h-11")}>
          <Search aria-hidden="true" className="h-4 w-4" />
          {t("queryConvert")}
        </button>
      </form>
      {query?.error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {query.error}
        </p>
      )}
      {query?.calculation && <CalculationResult view={query.calculation} />}
      {query?.answer && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          {query.question} = <strong>{query.answer}</strong>
          {query.ingredient && (
            <>
              <br />
              <span className="text-xs">{query.ingredient}</span>
            </>
          )}
        </p>
      )}
    </div>
  );
}
