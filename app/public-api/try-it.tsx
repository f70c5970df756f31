import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input, Label, Textarea } from "~/components/ui/field";
import { useT } from "~/i18n/localization";
import { requestPath, tryResult, type ReferenceEndpoint, type TryResult } from "./api-reference";

/**
 * "Try it" for one endpoint, with no account. Without JavaScript it is a plain form: a GET
 * form sends its parameters to the endpoint itself (the browser shows the JSON), and what a
 * GET form cannot send (a JSON body, a path parameter) posts to the /api page, whose action
 * asks the same endpoint function and shows the answer here. With JavaScript the form calls
 * the endpoint with fetch and shows the status, headers and body in place.
 */
export function TryIt({
  endpoint,
  pagePath,
  answered,
}: {
  endpoint: ReferenceEndpoint;
  /** the page's own URL for posting (the docs page is an index route: "/api?index") */
  pagePath: string;
  /** the page action's answer, when this endpoint was tried without JavaScript */
  answered?: TryResult & { sent?: string };
}) {
  const t = useT("api-docs");
  const [result, setResult] = useState<TryResult | undefined>(answered);
  const [pending, setPending] = useState(false);
  const { fields, body } = endpoint.tryIt;
  const direct = endpoint.method === "GET" && fields.every((field) => field.in === "query");
  const prefix = `try-${endpoint.id}`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const url = requestPath(
      endpoint.path,
      fields.map((field) => {
        const value = String(form.get(field.name) ?? "");
        const send = value !== "" || field.required || field.in === "path";
        return { name: field.name, in: field.in, value: send ? value : undefined };
      }),
    );
    setPending(true);
    try {
      const response = await fetch(url, {
        method: endpoint.method,
        ...(endpoint.method === "POST"
          ? {
              headers: { "Content-Type": "application/json" },
              body: String(form.get("body") ?? ""),
            }
          : {}),
      });
      setResult(await tryResult(endpoint.id, response));
    } catch (error) {
      setResult({
        endpoint: endpoint.id,
        status: 0,
        statusText: t("tryNetworkError"),
        headers: [],
        body: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div id={prefix} className="scroll-mt-24">
      <h4 className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t("tryTitle")}
      </h4>
      <form
        method={direct ? "get" : "post"}
        action={direct ? endpoint.path : `${pagePath}#${prefix}`}
        onSubmit={send}
        className="flex flex-col gap-3"
        aria-label={t("tryForm", { method: endpoint.method, path: endpoint.path })}
      >
        {!direct && <input type="hidden" name="endpoint" value={endpoint.id} />}
        {fields.length > 0 && (
          <div className="grid gap-3 sm:grid-cols-2">
            {fields.map((field) => (
              <div key={field.name}>
                <Label htmlFor={`${prefix}-${field.name}`}>
                  <code className="font-mono">{field.name}</code>
                  {field.required ? ` ${t("tryRequired")}` : ""}
                </Label>
                <Input
                  id={`${prefix}-${field.name}`}
                  name={field.name}
                  defaultValue={field.value}
                  className="mt-1 h-9 font-mono"
                  spellCheck={false}
                  autoComplete="off"
                />
              </div>
            ))}
          </div>
        )}
        {body !== undefined && (
          <div>
            <Label htmlFor={`${prefix}-body`}>{t("tryBody")}</Label>
            <Textarea
              id={`${prefix}-body`}
              name="body"
              defaultValue={answered?.sent ?? body}
              rows={Math.min(14, body.split("\n").length + 1)}
              className="mt-1 font-mono"
              spellCheck={false}
            />
          </div>
        )}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? t("trySending") : t("trySend", { method: endpoint.method })}
          </Button>
        </div>
      </form>
      {result && (
        <div className="mt-4">
          <h5 className="text-sm font-semibold text-slate-700 dark:text-slate-200">
            {t("tryResponse")}
          </h5>
          <p role="status" className="mt-1 font-mono text-sm" data-try-status={endpoint.id}>
            {result.status} {result.statusText}
          </p>
          <pre
            role="group"
            aria-label={t("tryResponseHeaders")}
            tabIndex={0}
            className="mt-2 max-h-48 overflow-auto rounded-lg bg-slate-100 p-3 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          >
            {result.headers.map(([name, value]) => `${name}: ${value}`).join("\n")}
          </pre>
          <pre
            role="group"
            aria-label={t("tryResponseBody")}
            tabIndex={0}
            data-try-body={endpoint.id}
            className="mt-2 max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100 dark:bg-slate-950"
          >
            {/* The API's answer, in its own (English) words. */}
            <code lang="en">{result.body}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
