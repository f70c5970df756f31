import { BookOpen, Code2, Gauge, Lock, Mail } from "lucide-react";
import { Link } from "react-router";
import { apiDocsWords } from "~/api-docs/document-words.server";
import { apiSnippets } from "~/api-docs/snippets";
import { CodeBlock } from "~/components/code-block";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { languageOfPath } from "~/i18n/languages";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { rich } from "~/i18n/rich";
import { apiReference } from "~/public-api/api-reference";
import { EndpointCard } from "~/public-api/endpoint-card";
import { buildOpenApiDocument } from "~/public-api/openapi.server";
import { apiServices } from "~/public-api/services.server";
import { tryEndpoint, tryItFormSchema } from "~/public-api/try-it.server";
import { submitForm } from "~/utils/form.server";
import { formReply } from "~/utils/form-reply";
import { FormAlert } from "~/components/ui/field";
import { pageMeta, siteOf } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import { cloudflareContext } from "~/server-context";
import { formatForLocale } from "@unitwise/units";
import { requestNumberLocale } from "~/utils/number-locale.server";
import { getSiteSettings } from "~/settings/settings.server";
import type { Route } from "./+types/api-docs";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

const SNIPPET_WORDS = {
  client: ["snippetClientTitle", "snippetClientNote"],
  curl: ["snippetCurlTitle", "snippetCurlNote"],
  python: ["snippetPythonTitle", "snippetPythonNote"],
} as const;

// The page is the OpenAPI document (GET /api/openapi.json) rendered: one source for both. The
// document stays English; the page says it in its own language (api-docs/document-words.server.ts),
// and sends only its components' words.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = url.origin;
  const { env } = context.get(cloudflareContext);
  const { apiLimits, contact } = getSiteSettings(context, env);
  // The figures this page writes for the visitor follow their locale (decision 053); the
  // examples' JSON stays in the API's own notation.
  const numberLocale = requestNumberLocale(request);
  const [document, words] = await Promise.all([
    buildOpenApiDocument(origin, apiLimits),
    apiDocsWords(languageOfPath(url.pathname), numberLocale),
  ]);
  const english = apiReference(document);
  const { t } = words;
  return {
    origin,
    numberLocale,
    reference: words.reference(english),
    statuses: words.statuses(english),
    rateHeaders: words.codeList(
      english.headers.map((header) => header.name).filter((name) => name.startsWith("RateLimit")),
    ),
    // The Settings tab's figures and address (docs/decisions/046-site-settings.md).
    limits: apiLimits,
    apiEmail: contact.api,
    // Server-rendered text for this origin: the snippets add nothing to the page's JavaScript.
    snippets: apiSnippets(origin).map((snippet) => ({
      ...snippet,
      title: t(SNIPPET_WORDS[snippet.id][0]),
      note: t(SNIPPET_WORDS[snippet.id][1]),
    })),
    head: { title: t("title"), description: t("metaDescription") },
    messages: words.messages,
  };
}

// "Try it" without JavaScript for a JSON body or a path parameter (public-api/try-it.tsx).
// Wrapped in `tried`: a top-level `status` and `headers` in an action's answer ended in a 500.
export async function action({ request, context }: Route.ActionArgs) {
  // The services (the day's rates from D1) are read only for a form that was read.
  return submitForm(request, tryItFormSchema(), async (form) => ({
    tried: await tryEndpoint(form, request.url, await apiServices(context)),
  }));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ ...loaderData.head, path: "/api", ...siteOf(matches), noindex: true })
    : [];

/** 1234.5 m in ft, in the API's notation: the figure the locale card writes both ways. */
const LOCALE_EXAMPLE = "4050.1968503937";

const code = (text: string) => <code className="font-mono">{text}</code>;
const linkClass = "font-medium text-brand-700 underline dark:text-brand-300";

export default function ApiDocs({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, origin, limits, apiEmail, numberLocale, snippets } = loaderData;
  const t = useT("api-docs");
  const to = useLocalizedPath();
  const written = (n: number | string) => formatForLocale(String(n), numberLocale);
  const tried = actionData && "tried" in actionData ? actionData.tried : null;
  const refused = formReply(actionData && "tried" in actionData ? null : actionData).firstError;
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Container className="max-w-5xl py-12">
        <section aria-labelledby="getting-started">
          <h2 id="getting-started" className="text-2xl font-bold tracking-tight">
            {t("startTitle")}
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            <Card className="p-5">
              <Lock aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
              <h3 className="mt-2 font-semibold">{t("noAuthTitle")}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("noAuthText")}</p>
            </Card>
            <Card className="p-5">
              <Code2 aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
              <h3 className="mt-2 font-semibold">{t("jsonTitle")}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {rich(
                  t("jsonText", {
                    base: `${origin}/api`,
                    error: '{ "error": "…" }',
                    statuses: loaderData.statuses,
                  }),
                  {
                    code,
                    link: (text) => (
                      <a href="/api/openapi.json" className={linkClass}>
                        {text}
                      </a>
                    ),
                  },
                )}
              </p>
            </Card>
            <Card className="p-5">
              <Gauge aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
              <h3 className="mt-2 font-semibold">{t("fairUseTitle")}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {rich(
                  t("fairUseText", {
                    perHour: written(limits.perHour),
                    perSecond: written(limits.perSecond),
                    headers: loaderData.rateHeaders,
                  }),
                  { code },
                )}
              </p>
            </Card>
          </div>
          <Card className="mt-4 p-5">
            <h3 className="font-semibold">{t("localeTitle")}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {rich(
                t("localeText", {
                  example: LOCALE_EXAMPLE,
                  locale: numberLocale,
                  written: written(LOCALE_EXAMPLE),
                }),
                { code },
              )}
            </p>
          </Card>
        </section>

        <section aria-labelledby="endpoints" className="mt-12">
          <h2 id="endpoints" className="text-2xl font-bold tracking-tight">
            {t("endpointsTitle")}
          </h2>
          {refused && (
            <FormAlert title={t("refusedTitle")} className="mt-4">
              {refused}
            </FormAlert>
          )}
          <div className="mt-4 flex flex-col gap-6">
            {reference.endpoints.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                origin={origin}
                answered={tried?.endpoint === endpoint.id ? tried : undefined}
              />
            ))}
          </div>
        </section>

        <section aria-labelledby="headers" className="mt-12">
          <h2 id="headers" className="text-2xl font-bold tracking-tight">
            {t("limitsTitle")}
          </h2>
          <dl className="mt-4 grid gap-4 md:grid-cols-2">
            {reference.headers.map((header) => (
              <Card key={header.name} className="p-5">
                <dt className="font-mono text-sm font-semibold">{header.name}</dt>
                <dd className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {header.description}
                  {header.example && (
                    <>
                      {" "}
                      {t("limitsExample")}{" "}
                      <code className="font-mono break-all">{header.example}</code>
                    </>
                  )}
                </dd>
              </Card>
            ))}
          </dl>
        </section>

        <section aria-labelledby="sdks" className="mt-12">
          <h2 id="sdks" className="text-2xl font-bold tracking-tight">
            {t("sdksTitle")}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t("sdksIntro")}</p>
          <div className="mt-4 flex flex-col gap-4">
            {snippets.map((snippet) => (
              <Card key={snippet.id} id={`sdk-${snippet.id}`} className="p-5">
                <h3 className="font-semibold">{snippet.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{snippet.note}</p>
                <div className="mt-3 flex flex-col gap-3">
                  {snippet.install && (
                    <CodeBlock
                      code={snippet.install}
                      label={t("sdksInstallLabel", { title: snippet.title })}
                      data-snippet-install={snippet.id}
                    />
                  )}
                  <CodeBlock
                    code={snippet.code}
                    label={t("sdksExampleLabel", { title: snippet.title })}
                    data-snippet={snippet.id}
                  />
                </div>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="api-help" className="mt-12 grid gap-4 sm:grid-cols-2">
          <h2 id="api-help" className="sr-only">
            {t("helpTitle")}
          </h2>
          <Card className="p-5">
            <BookOpen aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
            <h3 className="mt-2 font-semibold">{t("guidesTitle")}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {rich(t("guidesText"), {
                link: (text) => (
                  <Link to={to("/help")} className={linkClass}>
                    {text}
                  </Link>
                ),
              })}
            </p>
          </Card>
          <Card className="p-5">
            <Mail aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
            <h3 className="mt-2 font-semibold">{t("questionsTitle")}</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              {rich(t("questionsText", { email: apiEmail }), {
                contact: (text) => (
                  <Link to={to("/contact")} className={linkClass}>
                    {text}
                  </Link>
                ),
                email: (text) => (
                  <a href={`mailto:${apiEmail}`} className={linkClass}>
                    {text}
                  </a>
                ),
              })}
            </p>
          </Card>
        </section>
      </Container>
    </>
  );
}
