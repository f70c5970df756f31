/**
 * The /api page's view of the OpenAPI document: endpoints with their parameters, request
 * fields, examples (request and real response), responses and headers, read from the document
 * the API serves at /api/openapi.json. Plain data, so the page renders it on the server and
 * hydrates it without the document's builder.
 */

type Json = Record<string, unknown>;

export interface ReferenceField {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ReferenceExample {
  name: string;
  summary: string;
  method: "GET" | "POST";
  /** the path with its parameters, and its query string */
  url: string;
  body?: unknown;
  status: number;
  /** the response body, pretty-printed */
  response: string;
  truncated?: { field: string; shown: number; total: number };
}

interface ReferenceResponse {
  status: string;
  description: string;
  headers: string[];
}

interface TryItField {
  name: string;
  in: "query" | "path";
  required: boolean;
  description: string;
  value: string;
}

export interface ReferenceEndpoint {
  id: string;
  method: "GET" | "POST";
  path: string;
  summary: string;
  description: string;
  parameters: ReferenceField[];
  /** the request body's shapes (one per alternative) and its size limit */
  body?: { description: string; variants: Array<{ title: string; fields: ReferenceField[] }> };
  examples: ReferenceExample[];
  responses: ReferenceResponse[];
  /** the parameters the "try it" form offers, filled with the first example's values */
  tryIt: { fields: TryItField[]; body?: string };
}

interface ReferenceHeader {
  name: string;
  description: string;
  example: string;
}

export interface ApiReference {
  endpoints: ReferenceEndpoint[];
  headers: ReferenceHeader[];
}

/**
 * Every error status the endpoints document, as a sentence lists them: "400, 404, … or 429".
 * The /api page says it from the document, so the list cannot drift from what is answered.
 */
export function errorStatuses(reference: ApiReference): string {
  const statuses = [
    ...new Set(
      reference.endpoints.flatMap((endpoint) =>
        endpoint.responses.map((response) => Number(response.status)).filter((s) => s >= 400),
      ),
    ),
  ].sort((a, b) => a - b);
  const last = statuses.pop();
  return statuses.length > 0 ? `${statuses.join(", ")} or ${last}` : String(last ?? "");
}

/** A parameter's value for one request; undefined leaves it out. */
export interface ParameterValue {
  name: string;
  in: string;
  value: string | undefined;
}

/**
 * The URL path (with its query) of a request to `template` ("/api/converters/{id}"): path
 * parameters filled in, encoded; the others as the query.
 */
export function requestPath(template: string, values: ParameterValue[]): string {
  const query = new URLSearchParams();
  let path = template;
  for (const { name, in: where, value } of values) {
    if (value === undefined) continue;
    if (where === "path") path = path.replace(`{${name}}`, encodeURIComponent(value));
    else query.set(name, value);
  }
  return query.size > 0 ? `${path}?${query}` : path;
}

/** The path parameters among `values`, by name (what an endpoint's answer function takes). */
export function pathParameters(values: ParameterValue[]): Record<string, string> {
  return Object.fromEntries(
    values.flatMap(({ name, in: where, value }) =>
      where === "path" && value !== undefined ? [[name, value]] : [],
    ),
  );
}

const record = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown) => (typeof value === "string" ? value : "");
const show = (value: unknown) => JSON.stringify(value, null, 2);

export function apiReference(document: Json): ApiReference {
  /** Follows a local $ref ("#/components/schemas/Unit") to what it names. */
  const resolve = (value: unknown): Json => {
    const ref = text(record(value).$ref);
    if (!ref.startsWith("#/")) return record(value);
    const target = ref
      .slice(2)
      .split("/")
      .reduce<unknown>((node, key) => record(node)[key], document);
    return resolve(target);
  };

  const typeOf = (schema: Json): string => {
    const resolved = resolve(schema);
    const title = text(schema.$ref).split("/").pop();
    if (title && resolved.type === "object") return title;
    if (Array.isArray(resolved.type)) return resolved.type.join(" or ");
    if (resolved.type === "array") return `array of ${typeOf(record(resolved.items))}`;
    if (Array.isArray(resolved.anyOf))
      return resolved.anyOf.map((s) => typeOf(record(s))).join(" or ");
    return text(resolved.type) || title || "any";
  };

  const fieldsOf = (schema: Json): ReferenceField[] => {
    const resolved = resolve(schema);
    const required = Array.isArray(resolved.required) ? resolved.required : [];
    return Object.entries(record(resolved.properties)).map(([name, property]) => ({
      name,
      type: typeOf(record(property)),
      required: required.includes(name),
      description: text(resolve(property).description),
    }));
  };

  const endpoints: ReferenceEndpoint[] = [];
  for (const [path, methods] of Object.entries(record(document.paths))) {
    for (const [method, value] of Object.entries(record(methods))) {
      const operation = record(value);
      const httpMethod = method.toUpperCase() === "POST" ? "POST" : "GET";
      const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map(
        (parameter) => resolve(parameter),
      );
      const media = record(
        record(record(resolve(operation.requestBody)).content)["application/json"],
      );
      const bodySchema = resolve(media.schema);
      const bodyExamples = record(media.examples);

      const examples: ReferenceExample[] = [];
      const responses: ReferenceResponse[] = [];
      for (const [status, responseValue] of Object.entries(record(operation.responses))) {
        const response = resolve(responseValue);
        responses.push({
          status,
          description: text(response.description),
          headers: Object.keys(record(response.headers)),
        });
        const content = record(record(response.content)["application/json"]);
        for (const [name, exampleValue] of Object.entries(record(content.examples))) {
          const example = record(exampleValue);
          const url = requestPath(
            path,
            parameters.map((parameter) => {
              const given = record(record(parameter.examples)[name]).value;
              return {
                name: text(parameter.name),
                in: text(parameter.in),
                value: given === undefined ? undefined : String(given),
              };
            }),
          );
          const body = record(bodyExamples[name]).value;
          const truncated = record(example["x-truncated"]);
          examples.push({
            name,
            summary: text(example.summary),
            method: httpMethod,
            url,
            ...(body === undefined ? {} : { body }),
            status: Number(status),
            response: show(example.value),
            ...(typeof truncated.field === "string"
              ? {
                  truncated: {
                    field: truncated.field,
                    shown: Number(truncated.shown),
                    total: Number(truncated.total),
                  },
                }
              : {}),
          });
        }
      }

      const first = examples[0]?.name;
      const documented = parameters.filter((parameter) => parameter.in !== "header");
      endpoints.push({
        id: text(operation.operationId),
        method: httpMethod,
        path,
        summary: text(operation.summary),
        description: text(operation.description),
        parameters: documented.map((parameter) => ({
          name: text(parameter.name),
          type: `${text(parameter.in)}, ${typeOf(record(parameter.schema))}`,
          required: parameter.required === true,
          description: text(parameter.description),
        })),
        ...(Object.keys(bodySchema).length > 0
          ? {
              body: {
                description: text(record(resolve(operation.requestBody)).description),
                variants: Array.isArray(bodySchema.anyOf)
                  ? bodySchema.anyOf.map((variant) => ({
                      title: text(record(variant).$ref).split("/").pop() ?? "",
                      fields: fieldsOf(record(variant)),
                    }))
                  : [{ title: "", fields: fieldsOf(bodySchema) }],
              },
            }
          : {}),
        examples,
        responses,
        tryIt: {
          fields: documented
            .map((parameter) => ({
              name: text(parameter.name),
              in: parameter.in === "path" ? ("path" as const) : ("query" as const),
              required: parameter.required === true,
              description: text(parameter.description),
              value: first ? String(record(record(parameter.examples)[first]).value ?? "") : "",
            }))
            .filter((field) => field.required || field.value !== ""),
          ...(first && bodyExamples[first] !== undefined
            ? { body: show(record(bodyExamples[first]).value) }
            : {}),
        },
      });
    }
  }

  return {
    endpoints,
    headers: Object.entries(record(record(document.components).headers)).map(([name, value]) => ({
      name,
      description: text(record(value).description),
      example: String(record(value).example ?? ""),
    })),
  };
}

/** The example as a curl command line. */
export function curlCommand(
  example: Pick<ReferenceExample, "method" | "url" | "body">,
  origin: string,
) {
  const url = `${origin}${example.url}`;
  if (example.body === undefined) return `curl '${url}'`;
  return `curl -X ${example.method} '${url}' \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify(example.body)}'`;
}

/** What "try it" shows: the endpoint's answer to the request sent. */
export interface TryResult {
  endpoint: string;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: string;
}

/** The answer as "try it" shows it: JSON pretty-printed, anything else as it came. */
export async function tryResult(endpoint: string, response: Response): Promise<TryResult> {
  const raw = await response.text();
  let body = raw;
  try {
    body = show(JSON.parse(raw));
  } catch {
    // not JSON: shown as it is
  }
  return {
    endpoint,
    status: response.status,
    statusText: response.statusText || STATUS_TEXTS[response.status] || "",
    headers: [...response.headers],
    body,
  };
}

const STATUS_TEXTS: Record<number, string> = {
  200: "OK",
  304: "Not Modified",
  400: "Bad Request",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Content Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
};
