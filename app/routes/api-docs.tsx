import { BookOpen, Code2, Gauge, Lock, Mail } from "lucide-react";
import { Link } from "react-router";
import { apiSnippets } from "~/api-docs/snippets";
import { CodeBlock } from "~/components/code-block";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { apiReference, errorStatuses } from "~/public-api/api-reference";
import { EndpointCard } from "~/public-api/endpoint-card";
import { buildOpenApiDocument } from "~/public-api/openapi.server";
import { apiServices } from "~/public-api/services.server";
import { tryEndpoint, TryItFormSchema } from "~/public-api/try-it.server";
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

// The page is the OpenAPI document (GET /api/openapi.json) rendered: one source for both.
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const { env } = context.get(cloudflareContext);
  const { apiLimits, contact } = getSiteSettings(context, env);
  return {
    origin,
    // The figures this page writes for the visitor follow their locale (decision 053); the
    // examples' JSON stays in the API's own notation.
    numberLocale: requestNumberLocale(request),
    reference: apiReference(await buildOpenApiDocument(origin, apiLimits)),
    // The Settings tab's figures and address (docs/decisions/046-site-settings.md).
    limits: apiLimits,
    apiEmail: contact.api,
    // Server-rendered text for this origin: the snippets add nothing to the page's JavaScript.
    snippets: apiSnippets(origin),
  };
}

// "Try it" without JavaScript for a JSON body or a path parameter (public-api/try-it.tsx).
// Wrapped in `tried`: a top-level `status` and `headers` in an action's answer ended in a 500.
export async function action({ request, context }: Route.ActionArgs) {
  // The services (the day's rates from D1) are read only for a form that was read.
  return submitForm(request, TryItFormSchema, async (form) => ({
    tried: await tryEndpoint(form, request.url, await apiServices(context)),
  }));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "API Documentation",
    description:
      "The free UnitWise JSON API: list categories and converters and convert values or free-text queries exactly. No key needed.",
    path: "/api",
    ...siteOf(matches),
    noindex: true,
  });

/** 1234.5 m in ft, in the API's notation: the figure the locale card writes both ways. */
const LOCALE_EXAMPLE = "4050.1968503937";

export default function ApiDocs({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, origin, limits, apiEmail, numberLocale, snippets } = loaderData;
  const written = (n: number | string) => formatForLocale(String(n), numberLocale);
  const tried = actionData && "tried" in actionData ? actionData.tried : null;
  const refused = formReply(actionData && "tried" in actionData ? null : actionData).firstError;
  const rateHeaders = reference.headers.filter((header) => header.name.startsWith("RateLimit"));
  return (
    <>
      <PageHeader
        title="API Documentation"
        subtitle="Exact unit conversions for your own apps: a free JSON API with no key and no sign-up."
      />
      <Container className="max-w-5xl py-12">
        <section aria-labelledby="getting-started">
          <h2 id="getting-started" className="text-2xl font-bold tracking-tight">
            Getting Started
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-3">
            <Card className="p-5">
              <Lock aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
              <h3 className="mt-2 font-semibold">No authentication</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                The public API needs no key and no account. Cross-origin requests are allowed.
              </p>
            </Card>
            <Card className="p-5">
              <Code2 aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
              <h3 className="mt-2 font-semibold">JSON in, JSON out</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Base URL <code className="font-mono">{origin}/api</code>. Errors come back as{" "}
                <code className="font-mono">{'{ "error": "…" }'}</code> with status{" "}
                {errorStatuses(reference)}. The whole API is described by{" "}
                <a
                  href="/api/openapi.json"
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  its OpenAPI 3.1 document
                </a>
                .
              </p>
            </Card>
            <Card className="p-5">
              <Gauge aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
              <h3 className="mt-2 font-semibold">Fair use</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Up to {written(limits.perHour)} requests per hour and {written(limits.perSecond)}{" "}
                per second per client (a batch counts one per 10 items), announced in the{" "}
                {rateHeaders.map((header, i) => (
                  <span key={header.name}>
                    {i > 0 && " and "}
                    <code className="font-mono">{header.name}</code>
                  </span>
                ))}{" "}
                headers. Results are exact: the <code className="font-mono">result</code> string has
                no floating-point noise.
              </p>
            </Card>
          </div>
          <Card className="mt-4 p-5">
            <h3 className="font-semibold">Numbers in a locale</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              <code className="font-mono">result</code> is always written the API&apos;s way, a
              point for the decimal sign and no grouping (
              <code className="font-mono">&quot;{LOCALE_EXAMPLE}&quot;</code>), so programs can read
              it. Send <code className="font-mono">locale</code>, a language tag such as{" "}
              <code className="font-mono">de-DE</code>: <code className="font-mono">value</code> or{" "}
              <code className="font-mono">query</code> is then read as that locale writes numbers
              (&quot;1,5&quot; in de-DE), and the answer adds{" "}
              <code className="font-mono">formatted</code>, which follows{" "}
              <code className="font-mono">locale</code>: the same result as that locale writes it.
              With <code className="font-mono">&quot;locale&quot;: &quot;{numberLocale}&quot;</code>
              , the way this page writes numbers for you, it is{" "}
              <code className="font-mono">&quot;{written(LOCALE_EXAMPLE)}&quot;</code>.
            </p>
          </Card>
        </section>

        <section aria-labelledby="endpoints" className="mt-12">
          <h2 id="endpoints" className="text-2xl font-bold tracking-tight">
            Endpoints
          </h2>
          {refused && (
            <FormAlert title="Your request was not sent" className="mt-4">
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
            Limits and caching headers
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
                      Example: <code className="font-mono break-all">{header.example}</code>
                    </>
                  )}
                </dd>
              </Card>
            ))}
          </dl>
        </section>

        <section aria-labelledby="sdks" className="mt-12">
          <h2 id="sdks" className="text-2xl font-bold tracking-tight">
            SDKs and examples
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            The same conversion three ways: 5 ft in meters, reading the limits on the way.
          </p>
          <div className="mt-4 flex flex-col gap-4">
            {snippets.map((snippet) => (
              <Card key={snippet.id} id={`sdk-${snippet.id}`} className="p-5">
                <h3 className="font-semibold">{snippet.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{snippet.note}</p>
                <div className="mt-3 flex flex-col gap-3">
                  {snippet.install && (
                    <CodeBlock
                      code={snippet.install}
                      label={`${snippet.title}: install`}
                      data-snippet-install={snippet.id}
                    />
                  )}
                  <CodeBlock
                    code={snippet.code}
                    label={`${snippet.title}: example`}
                    data-snippet={snippet.id}
                  />
                </div>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="api-help" className="mt-12 grid gap-4 sm:grid-cols-2">
          <h2 id="api-help" className="sr-only">
            Help
          </h2>
          <Card className="p-5">
            <BookOpen aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
            <h3 className="mt-2 font-semibold">Guides</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              Step-by-step articles on the API live in the{" "}
              <Link to="/help" className="font-medium text-brand-700 underline dark:text-brand-300">
                Help Center
              </Link>
              .
            </p>
          </Card>
          <Card className="p-5">
            <Mail aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
            <h3 className="mt-2 font-semibold">Questions or higher limits</h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              <Link
                to="/contact"
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                Contact us
              </Link>{" "}
              or write to{" "}
              <a
                href={`mailto:${apiEmail}`}
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                {apiEmail}
              </a>{" "}
              and tell us what you are building.
            </p>
          </Card>
        </section>
      </Container>
    </>
  );
}
