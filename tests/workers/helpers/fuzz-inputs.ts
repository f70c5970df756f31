/**
 * Generated requests for the public API's fuzz test: wrong types, huge and odd numbers, unicode,
 * deep JSON, long strings, wrong content types and every method, against every public endpoint;
 * free-text queries with huge exponents and operators between amounts ("1e999999 m to km",
 * "1 atm - 1 bar to Pa"), which fixed strings alone never put together.
 * Deterministic for a seed (mulberry32), so a failure replays with FUZZ_SEED=<seed>.
 *
 * `npm run bench:api` imports this file too, straight into Node (scripts/bench-api.mjs), which
 * strips the types and runs the rest: keep to erasable syntax (no enums, namespaces, parameter
 * properties; tsconfig.node.json's erasableSyntaxOnly checks it) and import nothing.
 */

export type Random = () => number;

/** The seed the fuzz test and the benchmark use unless told otherwise: both send the same run. */
export const DEFAULT_FUZZ_SEED = 20261125;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const UNITS = [
  "m",
  "ft",
  "foot",
  "feet",
  "in",
  "inch",
  "km",
  "mi",
  "celsius",
  "fahrenheit",
  "kelvin",
  "°C",
  "kg",
  "lb",
  "oz",
  "g",
  "l",
  "gal",
  "cup",
  "tbsp",
  "usd",
  "eur",
  "rub",
  "jpy",
  "byte",
  "kib",
  "bit",
  "mph",
  "kmh",
  "knot",
  "pa",
  "psi",
  "bar",
  "atm",
  "j",
  "cal",
  "kwh",
  "w",
  "hp",
  "rad",
  "deg",
  "upper",
  "lower",
  "camel",
  "snake",
  "dec",
  "hex",
  "bin",
  "roman",
  "db",
  "np",
  "ppm",
];
const CONVERTERS = [
  "length",
  "temperature",
  "temperature-interval",
  "currency",
  "case",
  "numbers",
  "data-storage",
  "length-converter",
  "nope",
  "",
  "__proto__",
  "constructor",
];

const STRANGE_TEXT = [
  "",
  " ",
  "\t\n",
  "0",
  "-0",
  "1e308",
  "1e309",
  "-1e309",
  "1e-400",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x1F",
  "0b101",
  "1_000",
  "1,000,000.5",
  "1.2.3",
  "½",
  "٣٫١٤",
  "一二三",
  "ⅫⅣ",
  "1e+",
  "--5",
  "5 ft 3 in",
  "5 ft 3 in to cm",
  "100 usd to eur",
  "1 rub to usd",
  "to",
  "in to in",
  "9".repeat(400),
  "1".padEnd(320, "0"),
  "(".repeat(300) + "1" + ")".repeat(300),
  "2^2^2^2^2^2^2^2^2^2",
  "9!!!!!!!",
  "1/0",
  "0/0",
  "sqrt(-1)",
  "🙂",
  "👩‍👩‍👧‍👦 to m",
  "\u0000",
  "\u202e1 m to ft",
  "e\u0301",
  "\ud800",
  "A".repeat(501),
  "a b ".repeat(120),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${7*7}",
  "%00",
  "%E0%A4%A",
  "../../etc/passwd",
];

const NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.1,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER,
  2 ** 64,
  123456789.12345679,
];

/** Numbers of a free-text query: plain, signed, fractions, locale-written and huge exponents. */
const QUERY_NUMBERS = [
  "1",
  "5",
  "-40",
  "+7",
  "0.5",
  ".5",
  "3/8",
  "1 1/2",
  "1½",
  "1,5",
  "1.234,5",
  "1e3",
  "1e1000",
  "1e1001",
  "1e999999",
  "1E+999999",
  "-1e-999999",
  "2.5e-5000",
  "1,5e99999",
  "1/1e999999",
  "9".repeat(40) + "e999",
  "1e",
  "",
];

/** What may stand between two amounts: arithmetic the engine must refuse, never misread. */
const OPERATORS = [
  " - ",
  " + ",
  " * ",
  " / ",
  " ^ ",
  " × ",
  " ÷ ",
  " − ",
  "-",
  "*",
  "^",
  " -",
  " x ",
  " minus ",
  " ",
];

/** A free-text query such as "1 atm - 1 bar to Pa" or "1e999999 m to km". */
function freeTextQuery(random: Random): string {
  const amount = () =>
    `${pick(random, QUERY_NUMBERS)}${pick(random, [" ", ""])}${pick(random, UNITS)}`;
  let text = amount();
  const more = Math.floor(random() * 3);
  for (let i = 0; i < more; i++) text += pick(random, OPERATORS) + amount();
  const target =
    random() < 0.9 ? pick(random, UNITS) : `${pick(random, UNITS)}${pick(random, OPERATORS)}2`;
  return `${text} ${pick(random, ["to", "in", "=", "->"])} ${target}`;
}

/** Pieces of the calculator's grammar, valid and broken (issue 28). */
const EXPRESSION_UNITS = [
  "kWh",
  "km",
  "J/m",
  "mph",
  "h",
  "ft",
  "in",
  "lbf",
  "N",
  "m^2",
  "s²",
  "kg*m/s^2",
  "G_N",
  "c",
  "hbar",
  "µs",
  "GiB",
  "°C",
  "°F",
  "fl oz",
  "mpg",
  "sqrt(m^2)",
  "xyz",
  "pi",
  "e",
];
const EXPRESSION_OPERATORS = [
  " * ",
  " / ",
  " + ",
  " - ",
  " per ",
  " ",
  "·",
  "^2",
  "^-1",
  "^(1/2)",
  "^",
  "(",
  ")",
];
const HOSTILE_EXPRESSIONS = [
  "10^10^10",
  "(m^1000)^1000",
  "(10^64)^64",
  "(m^64)^64",
  "2^64^64",
  "(".repeat(40) + "1 m" + ")".repeat(40),
  "1 m" + " * 1 m".repeat(80),
  "9".repeat(250) + " m^64",
  "1e1000 m * 1e1000 m",
  "((((((((((((((((((((m))))))))))))))))))))",
  "sqrt(-1 m^2)",
  "m^(1/3)",
  "1 / 0 m",
  "0 m ^ -1",
  "1 m to h min s",
  "1 h to h min",
  "1 ft to 1/1001 in",
  "1 ft to fraction",
  "1/3 m to fraction",
];

/** An expression for the calculator: "3 kWh / 100 km to J/m", "(m^1000)^1000", "60 mph * ( h". */
function expressionQuery(random: Random): string {
  if (random() < 0.25) return pick(random, HOSTILE_EXPRESSIONS);
  let text = `${pick(random, QUERY_NUMBERS)} ${pick(random, EXPRESSION_UNITS)}`;
  const more = Math.floor(random() * 5);
  for (let i = 0; i < more; i++) {
    text += pick(random, EXPRESSION_OPERATORS);
    if (random() < 0.7)
      text += `${random() < 0.5 ? pick(random, QUERY_NUMBERS) + " " : ""}${pick(random, EXPRESSION_UNITS)}`;
  }
  const roll = random();
  if (roll < 0.2) return text;
  const target =
    roll < 0.8
      ? pick(random, EXPRESSION_UNITS)
      : pick(random, ["h min s", "ft in", "lb oz", "° ′ ″", "fraction", "1/16 in", "km h", ""]);
  return `${text} ${pick(random, ["to", "in", "as", "→"])} ${target}`;
}

function deepJson(random: Random): unknown {
  const depth = 50 + Math.floor(random() * 2000);
  let value: unknown = pick(random, [1, "m", null]);
  for (let i = 0; i < depth; i++) value = random() < 0.5 ? [value] : { value };
  return value;
}

/** Any JSON value, often the wrong type for where it goes. */
export function anyValue(random: Random, depth = 0): unknown {
  const roll = random();
  if (roll < 0.1) return freeTextQuery(random);
  if (roll < 0.25) return pick(random, STRANGE_TEXT);
  if (roll < 0.4) return pick(random, NUMBERS) * (random() < 0.5 ? 1 : -1);
  if (roll < 0.5) return pick(random, UNITS);
  if (roll < 0.55) return pick(random, [null, true, false]);
  if (roll < 0.6) return "x".repeat(Math.floor(random() * 20_000));
  if (roll < 0.65 && depth < 3) return [anyValue(random, depth + 1), anyValue(random, depth + 1)];
  if (roll < 0.7 && depth < 3) return { value: anyValue(random, depth + 1) };
  if (roll < 0.72) return deepJson(random);
  return String(Math.floor(random() * 1000) / (random() < 0.5 ? 1 : 7));
}

/** A conversion request: mostly well-shaped, with a field or two wrong. */
function conversionBody(random: Random): unknown {
  const roll = random();
  if (roll < 0.15) {
    const kind = random();
    const query =
      kind < 0.35 ? freeTextQuery(random) : kind < 0.7 ? expressionQuery(random) : anyValue(random);
    const locale = random() < 0.2 ? pick(random, ["de-DE", "fr-FR", "hi-IN", "xx"]) : undefined;
    return { query, precision: maybe(random, anyValue), ...(locale ? { locale } : {}) };
  }
  if (roll < 0.25) return anyValue(random);
  const body: Record<string, unknown> = {
    value: random() < 0.5 ? anyValue(random) : pick(random, ["1", 5, "12.5", "-40", "hello"]),
    fromUnit: random() < 0.7 ? pick(random, UNITS) : anyValue(random),
    toUnit: random() < 0.7 ? pick(random, UNITS) : anyValue(random),
  };
  if (random() < 0.3) body.converter = random() < 0.7 ? pick(random, CONVERTERS) : anyValue(random);
  if (random() < 0.3)
    body.precision = random() < 0.5 ? Math.floor(random() * 40) - 5 : anyValue(random);
  if (random() < 0.1)
    body[pick(random, ["__proto__", "constructor", "extra", ""])] = anyValue(random);
  return body;
}

/** How a value reads in a URL: text as it is, anything else as JSON. */
function textOf(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "null");
}

function maybe<T>(random: Random, make: (random: Random) => T): T | undefined {
  return random() < 0.5 ? make(random) : undefined;
}

/** Values the time endpoints read, good and near-misses. */
const TIME_VALUES = [
  "2026-03-08T02:30",
  "2026-11-01T01:30",
  "2026-02-30T10:00",
  "2026-13-01T00:00",
  "+275760-09-13T00:00",
  "2011-12-30T12:00",
  "Europe/Berlin",
  "new york",
  "São Paulo",
  "UTC",
  "Etc/GMT+5",
  "America/Los_Angeles,Asia/Kolkata, ,",
  "../../etc",
  "earlier",
  "later",
  "P90D",
  "-P1M",
  "PT36H",
  "P1000000Y",
  "10",
  "-999999",
];

function queryString(random: Random, names: readonly string[]): string {
  const params = new URLSearchParams();
  const count = Math.floor(random() * 6);
  for (let i = 0; i < count; i++) {
    const name = random() < 0.85 ? pick(random, names) : pick(random, ["", "x", "%", "q[]"]);
    const value =
      name === "q" && random() < 0.5
        ? random() < 0.5
          ? freeTextQuery(random)
          : expressionQuery(random)
        : random() < 0.5
          ? pick(random, names.includes("zone") || names.includes("overlap") ? TIME_VALUES : UNITS)
          : textOf(anyValue(random)).slice(0, 3000);
    params.append(name, value);
  }
  const text = params.toString();
  // Now and then, raw bytes that are not valid percent-encoding.
  return random() < 0.1
    ? `${text}&${pick(random, ["%", "%zz", "%E0%A4%A", "a=%FF%FE", "=&&="])}`
    : text;
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/vnd.api+json",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
  "application/json; charset=utf-16",
  "application/jsonx",
];

const ENDPOINTS = [
  {
    path: "/api/convert",
    params: [
      "value",
      "from",
      "to",
      "q",
      "query",
      "precision",
      "converter",
      "fromUnit",
      "toUnit",
      "locale",
      "ingredient",
    ],
  },
  { path: "/api/convert/batch", params: ["items"] },
  { path: "/api/units", params: ["q", "converter"] },
  { path: "/api/time/convert", params: ["at", "from", "to", "overlap"] },
  { path: "/api/time/between", params: ["start", "end", "zone"] },
  { path: "/api/time/add", params: ["date", "duration", "businessDays", "zone"] },
  { path: "/api/time/ask", params: ["q", "zone"] },
  { path: "/api/categories", params: ["x"] },
  { path: "/api/converters", params: ["category"] },
  { path: "/api/converters/length", params: ["x"] },
  { path: "/api/openapi.json", params: ["x"] },
] as const;

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A path under /api/ that may name nothing (never /api itself: that is the docs page). */
function dynamicPath(random: Random): string {
  const roll = random();
  const segment = (text: string) =>
    // A lone surrogate has no UTF-8 form: send the bytes a careless client would.
    /^(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/.test(text)
      ? encodeURIComponent(text) || "%20"
      : "%ED%A0%80";
  if (roll < 0.4) return `/api/converters/${segment(textOf(anyValue(random)).slice(0, 300))}`;
  if (roll < 0.7) return `/api/${segment(pick(random, STRANGE_TEXT))}`;
  return `/api/convert/${segment(pick(random, UNITS))}`;
}

function batchBody(random: Random): unknown {
  const roll = random();
  if (roll < 0.2) return anyValue(random);
  const size = roll < 0.9 ? Math.floor(random() * 30) : 90 + Math.floor(random() * 30);
  const items = Array.from({ length: size }, () => conversionBody(random));
  return random() < 0.2 ? { items, precision: anyValue(random) } : { items };
}

/** One generated request. */
export function fuzzRequest(random: Random): FuzzRequest {
  const endpoint = pick(random, ENDPOINTS);
  const path = random() < 0.1 ? dynamicPath(random) : endpoint.path;
  const method =
    random() < 0.6
      ? endpoint.path.includes("batch")
        ? "POST"
        : pick(random, ["GET", "POST"])
      : pick(random, METHODS);
  const query =
    method === "GET" || method === "HEAD" || random() < 0.2
      ? queryString(random, endpoint.params)
      : "";
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (method !== "GET" && method !== "HEAD") {
    const type = random() < 0.7 ? "application/json" : pick(random, CONTENT_TYPES);
    if (type) headers["Content-Type"] = type;
    const roll = random();
    const json = endpoint.path.includes("batch") ? batchBody(random) : conversionBody(random);
    if (roll < 0.75) body = JSON.stringify(json);
    else if (roll < 0.8) body = "";
    else if (roll < 0.85) body = '{"value": 1, "fromUnit": "m", "toUnit":';
    else if (roll < 0.9) body = "x=1&y=2";
    else if (roll < 0.95)
      body = String.fromCharCode(...Array.from({ length: 64 }, () => Math.floor(random() * 256)));
    else body = JSON.stringify({ value: "1".repeat(20_000), fromUnit: "m", toUnit: "ft" });
  }
  if (random() < 0.1) headers["If-None-Match"] = pick(random, ["*", '"x"', "W/", ""]);
  if (method === "OPTIONS" && random() < 0.5) {
    headers.Origin = "https://client.example";
    headers["Access-Control-Request-Method"] = pick(random, METHODS);
  }
  return { method, path: query ? `${path}?${query}` : path, headers, body };
}
