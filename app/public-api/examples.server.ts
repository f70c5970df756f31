import { categoryView, converterSummaryView, converterView } from "~/units/api-view";
import { categories, converters, getConverter } from "~/units/catalogue";
import { convertRequest } from "./convert.server";
import { parseConvertRequest } from "./convert-request";

/**
 * The examples on the API documentation page. Their responses are computed by the same code
 * that answers the API, so they cannot drift; a Workers test fetches each request and checks
 * that the live answer matches what the page shows.
 */
export interface ApiExample {
  id: string;
  title: string;
  description: string;
  method: "GET" | "POST";
  path: string;
  body?: Record<string, unknown>;
  /** the response, pretty-printed; long lists are cut to their first items */
  response: string;
  /** how many items of the list named by `truncated` the page shows */
  truncated?: { field: string; shown: number; total: number };
}

const show = (value: unknown) => JSON.stringify(value, null, 2);

function converted(body: Record<string, unknown>) {
  const parsed = parseConvertRequest(body);
  if (!parsed.ok) throw new Error(`API example is invalid: ${parsed.message}`);
  return convertRequest(parsed.request);
}

export function apiExamples(): ApiExample[] {
  const length = getConverter("length");
  if (!length) throw new Error("The length converter is missing from the catalogue");
  const lengthView = converterView(length);
  const allConverters = converters.map(converterSummaryView);

  const convertBody = { value: 5, fromUnit: "ft", toUnit: "m" };
  const queryBody = { query: "5 ft 3 in to cm" };
  return [
    {
      id: "convert",
      title: "Convert a value",
      description:
        "fromUnit and toUnit take a unit id, symbol or name. Add converter to look units up in one converter only, and precision (1–30 significant digits, default 15).",
      method: "POST",
      path: "/api/convert",
      body: convertBody,
      response: show(converted(convertBody)),
    },
    {
      id: "convert-query",
      title: "Convert free text",
      description: "A whole question in one string: names, plurals, symbols and mixed units.",
      method: "POST",
      path: "/api/convert",
      body: queryBody,
      response: show(converted(queryBody)),
    },
    {
      id: "convert-get",
      title: "Convert with a GET request",
      description: "The same conversion as query parameters: value, from, to, precision (or q).",
      method: "GET",
      path: "/api/convert?value=100&from=celsius&to=fahrenheit",
      response: show(converted({ value: "100", fromUnit: "celsius", toUnit: "fahrenheit" })),
    },
    {
      id: "categories",
      title: "List categories",
      description: "The nine categories and how many converters each holds.",
      method: "GET",
      path: "/api/categories",
      response: show({ categories: categories.slice(0, 2).map(categoryView) }),
      truncated: { field: "categories", shown: 2, total: categories.length },
    },
    {
      id: "converters",
      title: "List converters",
      description: "Every converter with its unit ids.",
      method: "GET",
      path: "/api/converters",
      response: show({
        converters: allConverters.slice(0, 1).map((c) => ({ ...c, units: c.units.slice(0, 4) })),
      }),
      truncated: { field: "converters", shown: 1, total: allConverters.length },
    },
    {
      id: "converter",
      title: "Get one converter",
      description:
        "By id or slug, with each unit's name, symbol and kind, and its factor to the base unit when the unit is linear.",
      method: "GET",
      path: "/api/converters/length",
      response: show({ ...lengthView, units: lengthView.units.slice(0, 3) }),
      truncated: { field: "units", shown: 3, total: lengthView.units.length },
    },
  ];
}

/** The example as a curl command line. */
export function curlCommand(example: Pick<ApiExample, "method" | "path" | "body">, origin: string) {
  const url = `${origin}${example.path}`;
  if (example.method === "GET") return `curl '${url}'`;
  return `curl -X POST '${url}' \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify(example.body)}'`;
}
