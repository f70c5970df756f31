import { BookOpen, Code2, Gauge, Lock, Mail } from "lucide-react";
import { Link } from "react-router";
import { CodeBlock } from "~/components/code-block";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { apiExamples, curlCommand } from "~/public-api/examples.server";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/api-docs";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  return {
    origin,
    examples: apiExamples().map((example) => ({
      ...example,
      curl: curlCommand(example, origin),
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "API Documentation",
    description:
      "The free UnitWise JSON API: list categories and converters and convert values or free-text queries exactly. No key needed.",
    path: "/api",
    origin: originFrom(matches),
    noindex: true,
  });

const SDKS = ["JavaScript / Node.js", "Python", "PHP"];

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { examples, origin } = loaderData;
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
                <code className="font-mono">{'{ "error": "…" }'}</code> with status 400, 404, 405,
                413 or 415.
              </p>
            </Card>
            <Card className="p-5">
              <Gauge aria-hidden="true" className="h-6 w-6 text-brand-600 dark:text-brand-400" />
              <h3 className="mt-2 font-semibold">Fair use</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Up to 1,000 requests per hour and 10 per second per client. Results are exact: the{" "}
                <code className="font-mono">result</code> string has no floating-point noise.
              </p>
            </Card>
          </div>
        </section>

        <section aria-labelledby="endpoints" className="mt-12">
          <h2 id="endpoints" className="text-2xl font-bold tracking-tight">
            Endpoints
          </h2>
          <div className="mt-4 flex flex-col gap-6">
            {examples.map((example) => (
              <Card key={example.id} className="p-5" id={example.id}>
                <div className="flex flex-wrap items-center gap-3">
                  <span
                    className={
                      example.method === "GET"
                        ? "rounded bg-green-100 px-2 py-0.5 font-mono text-xs font-bold text-green-800 dark:bg-green-900 dark:text-green-100"
                        : "rounded bg-blue-100 px-2 py-0.5 font-mono text-xs font-bold text-blue-800 dark:bg-blue-900 dark:text-blue-100"
                    }
                  >
                    {example.method}
                  </span>
                  <code className="font-mono text-sm break-all">{example.path}</code>
                </div>
                <h3 className="mt-3 text-lg font-semibold">{example.title}</h3>
                <p className="mt-1 text-slate-600 dark:text-slate-300">{example.description}</p>
                <div className="mt-4 grid gap-4 lg:grid-cols-2">
                  <div>
                    <h4 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
                      Example request
                    </h4>
                    <CodeBlock
                      code={example.curl}
                      label={`${example.title} request`}
                      data-example-request={example.id}
                      data-method={example.method}
                      data-path={example.path}
                      data-body={example.body ? JSON.stringify(example.body) : ""}
                    />
                  </div>
                  <div>
                    <h4 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
                      Example response
                      {example.truncated &&
                        ` (first ${example.truncated.shown} of ${example.truncated.total} ${example.truncated.field})`}
                    </h4>
                    <CodeBlock
                      code={example.response}
                      label={`${example.title} response`}
                      data-example-response={example.id}
                      data-truncated={example.truncated?.field ?? ""}
                    />
                  </div>
                </div>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="sdks" className="mt-12">
          <h2 id="sdks" className="text-2xl font-bold tracking-tight">
            SDKs
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {SDKS.map((sdk) => (
              <li key={sdk}>
                <Card className="flex items-center justify-between p-5">
                  <span className="font-medium">{sdk}</span>
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                    Coming Soon
                  </span>
                </Card>
              </li>
            ))}
          </ul>
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
              and tell us what you are building.
            </p>
          </Card>
        </section>
      </Container>
    </>
  );
}
