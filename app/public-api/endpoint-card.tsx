import { CodeBlock } from "~/components/code-block";
import { Card } from "~/components/ui/card";
import { useLanguage, useLocalizedPath, useT } from "~/i18n/localization";
import {
  curlCommand,
  type ReferenceEndpoint,
  type ReferenceField,
  type TryResult,
} from "./api-reference";
import { TryIt } from "./try-it";

/**
 * The English docs page is the index route of /api: its own action is at "/api?index"; another
 * language's copy is a route of its own ("/de/api").
 */
const DOCS_ACTION = "/api?index";

const subheading = "mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200";

/**
 * One endpoint of the OpenAPI document on the /api page. Its texts come in the page's language
 * from the loader (api-docs/document-words.server.ts); the API's own words (paths, names, JSON,
 * its answers) stay as they are, and the answers are marked English.
 */
export function EndpointCard({
  endpoint,
  origin,
  answered,
}: {
  endpoint: ReferenceEndpoint;
  origin: string;
  answered?: TryResult & { sent?: string };
}) {
  const t = useT("api-docs");
  const to = useLocalizedPath();
  const pagePath = useLanguage() === "en" ? DOCS_ACTION : to("/api");
  const headingId = `${endpoint.id}-heading`;
  return (
    <Card className="p-5" id={endpoint.id}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-3">
          <span
            className={
              endpoint.method === "GET"
                ? "rounded bg-green-100 px-2 py-0.5 font-mono text-xs font-bold text-green-800 dark:bg-green-900 dark:text-green-100"
                : "rounded bg-blue-100 px-2 py-0.5 font-mono text-xs font-bold text-blue-800 dark:bg-blue-900 dark:text-blue-100"
            }
          >
            {endpoint.method}
          </span>
          <code className="font-mono text-sm break-all">{endpoint.path}</code>
        </div>
        <h3 id={headingId} className="mt-3 text-lg font-semibold">
          {endpoint.summary}
        </h3>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{endpoint.description}</p>

        {endpoint.parameters.length > 0 && (
          <div className="mt-4">
            <h4 className={subheading}>{t("cardParameters")}</h4>
            <FieldList fields={endpoint.parameters} />
          </div>
        )}

        {endpoint.body && (
          <div className="mt-4">
            <h4 className={subheading}>{t("cardRequestBody")}</h4>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {endpoint.body.description}
              {endpoint.body.variants.length > 1 && ` ${t("cardOneOf")}`}
            </p>
            {endpoint.body.variants.map((variant, i) => (
              <div key={variant.title || i} className="mt-2">
                {variant.title && (
                  <p className="font-mono text-xs text-slate-600 dark:text-slate-300">
                    {variant.title}
                  </p>
                )}
                <FieldList fields={variant.fields} />
              </div>
            ))}
          </div>
        )}

        {endpoint.examples.length > 0 && (
          <div className="mt-4 flex flex-col gap-4">
            {endpoint.examples.map((example) => {
              const id = `${endpoint.id}-${example.name}`;
              const labelParams = { endpoint: endpoint.summary, example: example.summary };
              return (
                <div key={example.name} className="grid gap-4 lg:grid-cols-2">
                  <div>
                    <h4 className={subheading}>{t("cardExample", { example: example.summary })}</h4>
                    <CodeBlock
                      code={curlCommand(example, origin)}
                      label={t("cardRequestLabel", labelParams)}
                      data-example-request={id}
                      data-method={example.method}
                      data-path={example.url}
                      data-body={example.body === undefined ? "" : JSON.stringify(example.body)}
                    />
                  </div>
                  <div>
                    <h4 className={subheading}>
                      {t("cardResponse", { status: example.status })}
                      {example.truncated && ` ${t("cardTruncated", example.truncated)}`}
                    </h4>
                    {/* What the API answers, in its own (English) words. */}
                    <div lang="en">
                      <CodeBlock
                        code={example.response}
                        label={t("cardResponseLabel", labelParams)}
                        data-example-response={id}
                        data-status={String(example.status)}
                        data-truncated={example.truncated?.field ?? ""}
                      />
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        )}

        <div className="mt-4">
          <h4 className={subheading}>{t("cardResponses")}</h4>
          <ul className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-300">
            {endpoint.responses.map((response) => (
              <li key={response.status}>
                <span className="font-mono font-semibold text-slate-900 dark:text-slate-100">
                  {response.status}
                </span>{" "}
                {response.description}
                {response.headers.length > 0 && (
                  <span className="text-slate-600 dark:text-slate-300">
                    {" "}
                    ({t("cardHeaders")}{" "}
                    {response.headers.map((name, i) => (
                      <span key={name}>
                        {i > 0 && ", "}
                        <code className="font-mono text-xs">{name}</code>
                      </span>
                    ))}
                    )
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
          <TryIt endpoint={endpoint} pagePath={pagePath} answered={answered} />
        </div>
      </section>
    </Card>
  );
}

function FieldList({ fields }: { fields: ReferenceField[] }) {
  const t = useT("api-docs");
  return (
    <ul className="flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-300">
      {fields.map((field) => (
        <li key={field.name}>
          <code className="font-mono font-semibold text-slate-900 dark:text-slate-100">
            {field.name}
          </code>{" "}
          <span className="text-xs">
            ({field.required ? t("cardTypeRequired", { type: field.type }) : field.type})
          </span>
          {field.description && ` ${field.description}`}
        </li>
      ))}
    </ul>
  );
}
