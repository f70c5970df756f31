import { readFormFields } from "~/utils/form.server";
import { HttpError } from "~/utils/http.server";
import { tryResult, type TryResult } from "./api-reference";
import type { ApiServices } from "./endpoints.server";
import { findOperation, OPERATIONS } from "./operations.server";

/** The fields a "try it" form may send: the endpoint, a JSON body, and any parameter. */
const FIELDS = [
  "endpoint",
  "body",
  ...new Set(OPERATIONS.flatMap((operation) => (operation.parameters ?? []).map((p) => p.name))),
];

/**
 * "Try it" without JavaScript, for what a plain GET form cannot send (a JSON body, a path
 * parameter): the /api page's action builds the request from the form and answers it with the
 * endpoint's own function, and the page shows the result.
 */
export async function tryEndpoint(
  request: Request,
  services: ApiServices,
): Promise<(TryResult & { sent: string }) | null> {
  let form: Record<string, string>;
  try {
    form = await readFormFields(request, FIELDS);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
  const operation = findOperation(form.endpoint ?? "");
  if (!operation?.answer) return null;

  const pathParams: Record<string, string> = {};
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    const value = form[parameter.name] ?? "";
    if (parameter.in === "path") pathParams[parameter.name] = value;
    else if (value !== "") query.set(parameter.name, value);
  }
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathParams[name] ?? ""),
  );
  const url = new URL(`${path}${query.size > 0 ? `?${query}` : ""}`, request.url);
  const sent = form.body ?? "";
  const asked = new Request(url, {
    method: operation.method.toUpperCase(),
    ...(operation.method === "post"
      ? { headers: { "Content-Type": "application/json" }, body: sent }
      : {}),
  });
  return {
    ...(await tryResult(operation.id, await operation.answer(asked, pathParams, services))),
    sent,
  };
}
