import { Calculator } from "lucide-react";
import { Form, Link } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CalculationResult } from "~/calculator/calculation-result";
import { calculatorHref, MAX_EXPRESSION_LENGTH } from "~/calculator/calculation-view";
import { answerCalculator } from "~/calculator/calculator-page.server";
import { calculatorWords } from "~/calculator/calculator-words.server";
import { questionsIn } from "~/i18n/query-language.server";
import { CALCULATOR_EXAMPLES } from "~/calculator/examples";
import { RecentCalculations } from "~/me/kept-lists";
import { useRememberCalculation } from "~/me/use-remember-calculation";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { pageMeta, siteOf } from "~/utils/seo";
import { languageOfPath } from "~/i18n/languages";
import { messagesFor } from "~/i18n/messages.server";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import { rich } from "~/i18n/rich";
import { translate, useLocalizedPath, useT } from "~/i18n/localization";
import type { Route } from "./+types/calculator";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * `?q=`: trimmed and cut to the calculator's length; a repeated or missing q is no query. Built
 * at the first calculation, not when the isolate loads (docs/decisions/085-cold-start.md).
 */
const querySchema = onFirstUse(() =>
  z
    .string()
    .transform((q) => q.trim().slice(0, MAX_EXPRESSION_LENGTH))
    .catch(""),
);

// The calculator: an expression in the URL (`/calculator?q=…`, shareable), answered on the
// server, so the form works without JavaScript (docs/decisions/073-quantity-calculator.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = querySchema().parse(url.searchParams.get("q") ?? "");
  // The page's words in its language (decision 080), the engine's sentences among them.
  const language = languageOfPath(url.pathname);
  const catalogue = getCatalogue(context);
  const [messages, names, words, questions] = await Promise.all([
    messagesFor(language, ["search"]),
    catalogueTranslation(language),
    query ? calculatorWords(language, catalogue) : undefined,
    query ? questionsIn(catalogue, language) : undefined,
  ]);
  const locale = requestNumberLocale(request);
  const answer = answerCalculator(catalogue, query, { locale, questions, names, words });
  return { query, answer, messages };
}

/** A rule of the calculator's, with its `<code>` parts. */
const code = { code: (text: string) => <code>{text}</code> };
const RULES = [
  "calculatorRuleUnits",
  "calculatorRuleCombined",
  "calculatorRuleArithmetic",
  "calculatorRuleTarget",
  "calculatorRuleConstants",
  "calculatorRuleExact",
] as const;

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const { query, answer } = loaderData;
  useRememberCalculation(query, answer.kind === "calculated" || answer.kind === "converted");
  const t = useT("search");
  const to = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("calculatorTitle")} subtitle={t("calculatorSubtitle")}>
        <Form method="get" role="search" className="mx-auto flex max-w-2xl gap-2">
          <label htmlFor="calculator-query" className="sr-only">
            {t("calculatorLabel")}
          </label>
          <input
            // A new expression (back and forward buttons) resets what the box shows.
            key={query}
            id="calculator-query"
            name="q"
            type="search"
            defaultValue={query}
            placeholder={t("calculatorPlaceholder")}
            maxLength={MAX_EXPRESSION_LENGTH}
            autoComplete="off"
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button type="submit" className={buttonClass("primary", "md", "h-11")}>
            <Calculator aria-hidden="true" className="h-4 w-4" />
            {t("calculatorButton")}
          </button>
        </Form>
      </PageHeader>
      <Container className="max-w-3xl space-y-10 py-10">
        {answer.kind !== "none" && (
          <section aria-labelledby="calculator-answer" className="text-base">
            <h2 id="calculator-answer" className="sr-only">
              {t("calculatorAnswer")}
            </h2>
            {answer.kind === "error" && (
              <p role="alert" className="font-medium text-red-700 dark:text-red-300">
                {answer.message}
              </p>
            )}
            {answer.kind === "calculated" && <CalculationResult view={answer.view} />}
            {answer.kind === "converted" && (
              <p aria-live="polite">
                {answer.question} = <strong>{answer.answer}</strong>
                {answer.converter && (
                  <>
                    {" · "}
                    <Link
                      to={to(`/${answer.converter.slug}`)}
                      className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
                    >
                      {answer.converter.name}
                    </Link>
                  </>
                )}
              </p>
            )}
          </section>
        )}
        <RecentCalculations />
        <section aria-labelledby="calculator-examples">
          <h2 id="calculator-examples" className="text-xl font-semibold">
            {t("calculatorExamples")}
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-3">
            {CALCULATOR_EXAMPLES.map(({ audience, label, queries }) => (
              <div key={audience}>
                <h3 className="font-medium text-slate-900 dark:text-slate-100">{t(label)}</h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {queries.map((example) => (
                    <li key={example}>
                      <Link
                        to={to(calculatorHref(example))}
                        className="text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
                      >
                        {example}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
        <section
          aria-labelledby="calculator-rules"
          className="text-sm text-slate-700 dark:text-slate-300"
        >
          <h2
            id="calculator-rules"
            className="text-xl font-semibold text-slate-900 dark:text-slate-100"
          >
            {t("calculatorRulesTitle")}
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {RULES.map((rule) => (
              <li key={rule}>{rich(t(rule), code)}</li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}

// The head's words come with the loader's messages, in the page's language.
export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteOf(matches);
  const t = translate(data?.messages ?? {}, "search", site.language);
  return pageMeta({
    title: data?.query
      ? t("calculatorMetaTitleQuery", { query: data.query })
      : t("calculatorMetaTitle"),
    description: t("calculatorMetaDescription"),
    path: "/calculator",
    ...site,
  });
};
