import { PageHeader } from "~/components/page-header";
import { ServerHtml } from "~/components/server-html";
import { Container } from "~/components/ui/container";
import { CalculatorSection } from "~/date-calculator/calculator-section";
import { dateCalculatorMeta } from "~/date-calculator/meta.server";
import { useBrowserStartingValues } from "~/date-calculator/use-browser-starting-values";
import { languageOfPath } from "~/i18n/languages";
import { useT } from "~/i18n/localization";
import { timeMessages, timeText } from "~/time/time-text.server";
import { siteOfRequest } from "~/utils/seo";
import type { Route } from "./+types/date-calculator";

// The date calculator (issue 29): four GET forms whose questions the loader answers from the URL
// with app/time/date-math.ts, so the page works without JavaScript and the browser never loads
// Temporal. Forms and answers are server HTML (decision 049); the browser only puts its own
// today and zone into the fields the URL did not fill (docs/decisions/075-time-pages.md). The
// answers' work (Temporal, the holidays) is imported at the page's first request, not with the
// server build (docs/decisions/089-time-code-on-demand.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const [words, { dateCalculatorView }] = await Promise.all([
    timeText(language),
    import("~/date-calculator/page.server"),
  ]);
  return {
    view: await dateCalculatorView(url, Date.now(), context, words),
    head: dateCalculatorMeta(siteOfRequest(request), words.t),
    messages: await timeMessages(language, ["datePage"]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function DateCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const t = useT("time");
  const browser = useBrowserStartingValues(view.sections.map((section) => section.form.key).join());
  return (
    <>
      <PageHeader title={t("datePageTitle")} subtitle={t("datePageSubtitle")} />
      <Container className="max-w-4xl space-y-8 py-10">
        {/* One line before and after the browser names its zone: only the inputs' values change. */}
        <p className="min-h-10 text-sm text-slate-600 sm:min-h-5 dark:text-slate-400">
          {browser ? t("datePageBrowserZone", { zone: browser.zone }) : t("datePageUtcZone")}
        </p>
        {view.sections.map((section) => (
          <CalculatorSection key={section.mode} section={section} />
        ))}
        <ServerHtml html={view.notes} className="space-y-8" />
      </Container>
    </>
  );
}
