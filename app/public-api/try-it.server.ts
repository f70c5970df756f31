import { readFormFields } from "~/utils/form.server";

import { pathParameters, requestPath, tryResult, type TryResult } from "./api-reference";
import type { ApiServices } from "./endpoints.server";
import { findOperation, OPERATIONS } from "./operations.server";
import { Refusal } from "~/utils/refusal.server";

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
    if (error instanceof Refusal) return null;
    throw error;
  }
  const operation = findOperation(form.endpoint ?? "");
  if (!operation?.answer) return null;

  // A blank query field is left out; a path parameter is always sent.
  const values = (operation.parameters ?? []).map((parameter) => {
    const value = form[parameter.name] ?? "";
    return { ...parameter, value: value === "" && parameter.in !== "path" ? undefined : value };
  });
  const pathParams = pathParameters(values);
  const url = new URL(requestPath(operation.path, values), request.url);
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
