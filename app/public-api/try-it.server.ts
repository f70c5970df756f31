import { pathParameters, requestPath, tryResult, type TryResult } from "./api-reference";
import type { ApiServices } from "./endpoints.server";
import { answerOperation, findOperation, operations } from "./operations.server";
import { textFieldsSchema } from "~/utils/form.server";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The fields a "try it" form may send: the endpoint, a JSON body, and any parameter, as typed.
 * Built at the first form sent, with the operations' table (docs/decisions/085-cold-start.md).
 */
export const tryItFormSchema = onFirstUse(() =>
  textFieldsSchema([
    "endpoint",
    "body",
    ...new Set(
      operations().flatMap((operation) => (operation.parameters ?? []).map((p) => p.name)),
    ),
  ]),
);

/**
 * "Try it" without JavaScript, for what a plain GET form cannot send (a JSON body, a path
 * parameter): the /api page's action builds the request from the form (`tryItFormSchema`'s
 * value) and answers it with the endpoint's own function, and the page shows the result.
 */
export async function tryEndpoint(
  form: Record<string, string>,
  pageUrl: string,
  services: ApiServices,
): Promise<(TryResult & { sent: string }) | null> {
  const operation = findOperation(form.endpoint ?? "");
  if (!operation?.answer) return null;

  // A blank query field is left out; a path parameter is always sent.
  const values = (operation.parameters ?? []).map((parameter) => {
    const value = form[parameter.name] ?? "";
    return { ...parameter, value: value === "" && parameter.in !== "path" ? undefined : value };
  });
  const pathParams = pathParameters(values);
  const url = new URL(requestPath(operation.path, values), pageUrl);
  const sent = form.body ?? "";
  const asked = new Request(url, {
    method: operation.method.toUpperCase(),
    ...(operation.method === "post"
      ? { headers: { "Content-Type": "application/json" }, body: sent }
      : {}),
  });
  return {
    ...(await tryResult(
      operation.id,
      await answerOperation(operation.answer, asked, pathParams, services),
    )),
    sent,
  };
}
