import { Calculator } from "lucide-react";
import { Form, Link } from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CalculationResult } from "~/calculator/calculation-result";
import { calculatorHref, MAX_EXPRESSION_LENGTH } from "~/calculator/calculation-view";
import { answerCalculator } from "~/calculator/calculator-page.server";
import { CALCULATOR_EXAMPLES } from "~/calculator/examples";
import { RecentCalculations } from "~/me/kept-lists";
import { useRememberCalculation } from "~/me/use-remember-calculation";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { originFrom, pageMeta } from "~/utils/seo";
import type { Route } from "./+types/calculator";

/** `?q=`: trimmed and cut to the calculator's length; a repeated or missing q is no query. */
const QuerySchema = z
  .string()
  .transform((q) => q.trim().slice(0, MAX_EXPRESSION_LENGTH))
  .catch("");

// The calculator: an expression in the URL (`/calculator?q=…`, shareable), answered on the
// server, so the form works without JavaScript (docs/decisions/073-quantity-calculator.md).
export function loader({ request, context }: Route.LoaderArgs) {
  const query = QuerySchema.parse(new URL(request.url).searchParams.get("q") ?? "");
  const answer = answerCalculator(getCatalogue(context), query, requestNumberLocale(request));
  return { query, answer };
}

export default function CalculatorPage({ loaderData }: Route.ComponentProps) {
  const { query, answer } = loaderData;
  useRememberCalculation(query, answer.kind === "calculated" || answer.kind === "converted");
  return (
    <>
      <PageHeader
        title="Unit calculator"
        subtitle="Calculate with units, exactly: add, multiply and divide amounts in any units, and convert the result."
      >
        <Form method="get" role="search" className="mx-auto flex max-w-2xl gap-2">
          <label htmlFor="calculator-query" className="sr-only">
            Expression to calculate
          </label>
          <input
            // A new expression (back and forward buttons) resets what the box shows.
            key={query}
            id="calculator-query"
            name="q"
            type="search"
            defaultValue={query}
            placeholder='e.g. "3 kWh/100km to J/m"'
            maxLength={MAX_EXPRESSION_LENGTH}
            autoComplete="off"
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <button type="submit" className={buttonClass("primary", "md", "h-11")}>
            <Calculator aria-hidden="true" className="h-4 w-4" />
            Calculate
          </button>
        </Form>
      </PageHeader>
      <Container className="max-w-3xl space-y-10 py-10">
        {answer.kind !== "none" && (
          <section aria-labelledby="calculator-answer" className="text-base">
            <h2 id="calculator-answer" className="sr-only">
              Answer
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
                      to={`/${answer.converter.slug}`}
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
            Examples
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-3">
            {CALCULATOR_EXAMPLES.map(({ audience, queries }) => (
              <div key={audience}>
                <h3 className="font-medium text-slate-900 dark:text-slate-100">{audience}</h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {queries.map((example) => (
                    <li key={example}>
                      <Link
                        to={calculatorHref(example)}
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
            What it understands
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            <li>
              Every unit of the converters, by name, plural or symbol, with SI prefixes (kN, MWh,
              µs) and binary ones (KiB, GiB) where they apply.
            </li>
            <li>
              Units combined with <code>*</code>, <code>·</code>, a space, <code>/</code> or “per”,
              powers (<code>m^2</code>, <code>m²</code>, <code>m2</code>, “squared”, “cubic”) and
              parentheses. A space binds tighter than <code>/</code>: “kWh/100 km” is kWh/(100 km).
            </li>
            <li>
              Arithmetic on amounts: <code>+ - * /</code> and powers, with units checked: a speed
              can’t be added to a time. “5 ft 3 in” adds its parts.
            </li>
            <li>
              After “to”, “in”, “as” or “→”: any unit of the same dimension (“J/m”), a list of units
              (“h min s”, “ft in”, “lb oz”, “° ′ ″”), “fraction”, or a fraction to round to (“1/16
              in”). Without one, the answer is in the dimension’s own unit.
            </li>
            <li>
              Constants by name: c, h_planck, hbar, e, k_B, N_A, R_gas, G_N, g0, mu0, eps0, m_e,
              m_p, m_u, alpha, sigma_sb, pi. “h” is the hour and “G” the gauss; measured constants
              say their uncertainty.
            </li>
            <li>
              Exact arithmetic throughout: where π, an irrational root or a logarithm stays in the
              result, the answer says it is rounded. Inside a calculation, °C and °F are temperature
              differences.
            </li>
          </ul>
        </section>
      </Container>
    </>
  );
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta({
    title: data?.query
      ? `${data.query} – Unit calculator`
      : "Unit calculator: exact calculations with units",
    description:
      "Calculate with units, exactly: 3 kWh/100km to J/m, 60 mph × 2 h, 5 ft + 3 in to cm. Dimensional analysis, mixed units, fractions and physical constants.",
    path: "/calculator",
    origin: originFrom(matches),
  });
