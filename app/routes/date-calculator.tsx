import { PageHeader } from "~/components/page-header";
import { ServerHtml } from "~/components/server-html";
import { Container } from "~/components/ui/container";
import { CalculatorSection } from "~/date-calculator/calculator-section";
import { dateCalculatorMeta } from "~/date-calculator/meta.server";
import { dateCalculatorView } from "~/date-calculator/page.server";
import { useBrowserStartingValues } from "~/date-calculator/use-browser-starting-values";
import type { Route } from "./+types/date-calculator";

// The date calculator (issue 29): four GET forms whose questions the loader answers from the URL
// with app/time/date-math.ts, so the page works without JavaScript and the browser never loads
// Temporal. Forms and answers are server HTML (decision 049); the browser only puts its own
// today and zone into the fields the URL did not fill (docs/decisions/075-time-pages.md).
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    view: dateCalculatorView(url, Date.now(), context),
    head: dateCalculatorMeta(url.origin),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function DateCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const browser = useBrowserStartingValues(view.sections.map((section) => section.form.key).join());
  return (
    <>
      <PageHeader
        title="Date Calculator"
        subtitle="Add days, weeks, months or business days to a date, count the time between two dates in every unit, read a date's ISO week, and convert Unix time."
      />
      <Container className="max-w-4xl space-y-8 py-10">
        {/* One line before and after the browser names its zone: only the inputs' values change. */}
        <p className="min-h-10 text-sm text-slate-600 sm:min-h-5 dark:text-slate-400">
          {browser
            ? `Today is taken in your browser's time zone, ${browser.zone}.`
            : "Today is taken in UTC until your browser says its time zone."}
        </p>
        {view.sections.map((section) => (
          <CalculatorSection key={section.mode} section={section} />
        ))}
        <ServerHtml html={view.notes} className="space-y-8" />
      </Container>
    </>
  );
}
