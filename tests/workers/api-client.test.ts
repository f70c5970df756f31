import { env, SELF } from "cloudflare:test";
import { createUnitWiseClient, type RateLimit, type UnitWiseClientOptions } from "@unitwise/client";
import { describe, expect, it } from "vitest";
import { apiSnippets } from "~/api-docs/snippets";
import { chargeClient } from "~/public-api/limits/meter.server";
import snapshotText from "../../packages/client/openapi.json?raw";

/**
 * @unitwise/client against the real Worker: every operation of the public API through the
 * client, the RateLimit headers as numbers, and a 429 with and without retrying. The requests
 * carry CF-Connecting-IP, as Cloudflare forwards them, so the limits count them; each client
 * gets an address of its own, and so fresh windows. The addresses (TEST-NET-1) are this file's
 * alone: the limits are counted by Durable Objects that other test files' requests reach too.
 */

const REGENERATE = "npm run generate -w @unitwise/client";

interface Snapshot {
  servers: Array<{ url: string }>;
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { content?: { "application/json"?: { examples?: Record<string, { value: unknown }> } } }
        >;
      }
    >
  >;
}
const snapshot = JSON.parse(snapshotText) as Snapshot;
const BASE = snapshot.servers[0]?.url ?? "";

/** The 200 answer the snapshot shows for one of its examples. */
function example(path: string, method: "get" | "post", name: string): unknown {
  const examples =
    snapshot.paths[path]?.[method]?.responses["200"]?.content?.["application/json"]?.examples;
  const value = examples?.[name]?.value;
  if (value === undefined) throw new Error(`openapi.json has no example ${name} of ${path}`);
  return value;
}

let clients = 0;
const newAddress = () => `192.0.2.${++clients}`;

/** A client whose requests go to this Worker from an address no other client uses. */
function clientFor(options: Partial<UnitWiseClientOptions> = {}, address = newAddress()) {
  const requests: Request[] = [];
  const client = createUnitWiseClient({
    baseUrl: BASE,
    headers: { "CF-Connecting-IP": address },
    fetch: (request) => {
      requests.push(request);
      return SELF.fetch(request);
    },
    ...options,
  });
  return { client, requests, address };
}

/** A first request's standing: one of the second's 10 and of the hour's 1000 spent. */
function expectFirstRequest(rateLimit: RateLimit | null) {
  expect(rateLimit).toEqual({
    remaining: 9,
    reset: 1,
    windows: [
      { name: "burst", remaining: 9, reset: 1, quota: 10, seconds: 1 },
      { name: "hour", remaining: 999, reset: expect.any(Number), quota: 1000, seconds: 3600 },
    ],
  });
  expect(rateLimit?.windows[1]?.reset).toBeGreaterThan(3500);
  expect(rateLimit?.windows[1]?.reset).toBeLessThanOrEqual(3600);
}

describe("the client's snapshot of the OpenAPI document", () => {
  it("is the document the Worker serves", async () => {
    expect(BASE).toMatch(/^https:\/\//);
    const live = await SELF.fetch(`${BASE}/api/openapi.json`);
    expect(live.status).toBe(200);
    expect(
      await live.json(),
      `packages/client/openapi.json is not the API's document: run \`${REGENERATE}\` and commit openapi.json and src/schema.ts`,
    ).toEqual(snapshot);
  });
});

describe("every operation through the client", () => {
  it("lists the categories and the converters, and gets one converter", async () => {
    const categories = await clientFor().client.listCategories();
    expect(categories.response.status).toBe(200);
    expect(categories.data?.categories).toHaveLength(9);
    expect(categories.data?.categories.slice(0, 2)).toEqual(
      (example("/api/categories", "get", "categories") as { categories: unknown[] }).categories,
    );
    expectFirstRequest(categories.rateLimit);
    expect(categories.retryAfter).toBeNull();

    const converters = await clientFor().client.listConverters();
    expect(converters.data?.converters.map((converter) => converter.id)).toContain("length");
    expectFirstRequest(converters.rateLimit);

    const length = await clientFor().client.getConverter("length");
    const shown = example("/api/converters/{id}", "get", "length") as { units: unknown[] };
    expect({ ...length.data, units: length.data?.units.slice(0, 3) }).toEqual(shown);
    expectFirstRequest(length.rateLimit);

    const unknown = await clientFor().client.getConverter("flux-capacitor");
    expect(unknown.response.status).toBe(404);
    expect(unknown.data).toBeUndefined();
    expect(unknown.error).toEqual({ error: expect.stringContaining("flux-capacitor") });
    expectFirstRequest(unknown.rateLimit);
  });

  it("converts with GET and POST, one at a time and in a batch", async () => {
    const get = await clientFor().client.convertWithQuery({
      value: "100",
      from: "celsius",
      to: "fahrenheit",
    });
    expect(get.data).toEqual(example("/api/convert", "get", "celsius"));
    expect(get.data?.result).toBe("212");
    expectFirstRequest(get.rateLimit);

    const question = await clientFor().client.convertWithQuery({ q: "1 mile in km" });
    expect(question.data).toEqual(example("/api/convert", "get", "question"));

    const post = await clientFor().client.convert({ value: 5, fromUnit: "ft", toUnit: "m" });
    expect(post.data).toEqual(example("/api/convert", "post", "units"));
    expect(post.data?.result).toBe("1.524");
    expectFirstRequest(post.rateLimit);

    const refused = await clientFor().client.convert({ value: 1, fromUnit: "kg", toUnit: "m" });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error).toMatch(/\S/);

    const batch = await clientFor().client.convertBatch({
      items: [
        { value: 5, fromUnit: "ft", toUnit: "m" },
        { query: "100 celsius to fahrenheit" },
        { value: 1, fromUnit: "kg", toUnit: "m" },
      ],
      precision: 6,
    });
    expect(batch.data).toEqual(example("/api/convert/batch", "post", "mixed"));
    expectFirstRequest(batch.rateLimit);
  });

  it("looks up units", async () => {
    const units = await clientFor().client.lookupUnits({ q: "ft" });
    expect(units.data).toEqual(example("/api/units", "get", "symbol"));
    expectFirstRequest(units.rateLimit);
    const missing = await clientFor().client.lookupUnits({ q: "" });
    expect(missing.response.status).toBe(400);
    expect(missing.error?.error).toMatch(/\S/);
  });

  it("answers the time operations", async () => {
    const convert = await clientFor().client.convertTime({
      at: "2026-11-30T15:00",
      from: "America/New_York",
      to: "London,Tokyo",
    });
    expect(convert.data).toEqual(example("/api/time/convert", "get", "meeting"));
    expectFirstRequest(convert.rateLimit);

    const between = await clientFor().client.timeBetween({
      start: "2026-01-01",
      end: "2026-12-25",
    });
    expect(between.data).toEqual(example("/api/time/between", "get", "dates"));
    expectFirstRequest(between.rateLimit);

    const add = await clientFor().client.timeAdd({ date: "2026-11-28", duration: "P90D" });
    expect(add.data).toEqual(example("/api/time/add", "get", "days"));
    expectFirstRequest(add.rateLimit);

    const ask = await clientFor().client.askTime({ q: "2026-11-28 3pm PST to CET" });
    expect(ask.data).toEqual(example("/api/time/ask", "get", "zones"));
    expectFirstRequest(ask.rateLimit);

    const notTime = await clientFor().client.askTime({ q: "5 ft to cm" });
    expect(notTime.response.status).toBe(422);
    expect(notTime.error?.error).toMatch(/\S/);
  });

  it("fetches the OpenAPI document", async () => {
    const document = await clientFor().client.getOpenApiDocument();
    expect(document.data).toEqual(snapshot);
    expectFirstRequest(document.rateLimit);
  });

  it("passes If-None-Match on, a 304 bringing no data", async () => {
    const first = await clientFor().client.listCategories();
    const etag = first.response.headers.get("ETag");
    expect(etag).toMatch(/\S/);
    const again = await clientFor().client.listCategories({
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.response.status).toBe(304);
    expect(again.data).toBeUndefined();
    expectFirstRequest(again.rateLimit);
  });
});

/** Spends the hour of `address`'s 1000 requests, ten at a time, starting 50 minutes ago. */
async function spendTheHour(address: string) {
  const start = Date.now() - 50 * 60 * 1000;
  for (let i = 0; i < 100; i++) await chargeClient(env, address, 10, start + i * 1001);
}

describe("a 429", () => {
  it("is an error result with its Retry-After and the exhausted limit", async () => {
    const { client, requests, address } = clientFor();
    await spendTheHour(address);
    const result = await client.convertWithQuery({ value: "1", from: "m", to: "ft" });
    expect(result.response.status).toBe(429);
    expect(result.data).toBeUndefined();
    expect(result.error?.error).toMatch(/^Too many requests: the API's limit of 1000 per hour/);
    expect(result.retryAfter).toBeGreaterThan(8 * 60);
    expect(result.retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(result.rateLimit?.remaining).toBe(0);
    expect(result.rateLimit?.reset).toBe(result.retryAfter);
    expect(requests).toHaveLength(1);
  });

  it("is returned at once, retries or not, when Retry-After is longer than the caller waits", async () => {
    const { client, requests, address } = clientFor({
      retryOnRateLimit: { maxRetries: 3, maxWaitSeconds: 5 },
    });
    await spendTheHour(address);
    const result = await client.listCategories();
    expect(result.response.status).toBe(429);
    expect(result.retryAfter).toBeGreaterThan(5);
    expect(requests).toHaveLength(1);
  });

  it("is waited out and asked again with retryOnRateLimit, the body sent again", async () => {
    const { client, requests, address } = clientFor({ retryOnRateLimit: { maxRetries: 3 } });
    // The second's 10 requests spent: the next is refused with Retry-After: 1.
    const spent = await chargeClient(env, address, 10);
    expect(spent.standings[0]?.remaining).toBe(0);
    const started = Date.now();
    const result = await client.convert({ value: 5, fromUnit: "ft", toUnit: "m" });
    expect(result.response.status).toBe(200);
    expect(result.data?.result).toBe("1.524");
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(result.rateLimit?.windows[0]).toMatchObject({ name: "burst", remaining: 9 });
  });

  it("is returned after maxRetries attempts when the limit still refuses", async () => {
    const { client, requests, address } = clientFor({ retryOnRateLimit: { maxRetries: 0 } });
    await chargeClient(env, address, 10);
    const result = await client.listConverters();
    expect(result.response.status).toBe(429);
    expect(result.retryAfter).toBe(1);
    expect(requests).toHaveLength(1);
  });
});

describe("bad options", () => {
  it("are refused with a message naming the option", () => {
    expect(() => createUnitWiseClient({ baseUrl: "unitwise.example" })).toThrow(
      /baseUrl must be an http\(s\) URL/,
    );
    expect(() =>
      createUnitWiseClient({ baseUrl: BASE, retryOnRateLimit: { maxRetries: -1 } }),
    ).toThrow(/retryOnRateLimit.maxRetries must be a whole number/);
  });
});

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

describe("the API page's snippets", () => {
  it("are app/api-docs/snippets.ts's, for the page's origin (tests/e2e/api-snippets.spec.ts runs them)", async () => {
    const html = await (await SELF.fetch(`${BASE}/api`)).text();
    expect(html).not.toContain("Coming Soon");
    for (const snippet of apiSnippets(BASE)) {
      const block = new RegExp(`<pre[^>]*data-snippet="${snippet.id}"[^>]*><code>([^<]*)</code>`);
      expect(block.exec(html)?.[1], snippet.id).toBe(escapeHtml(snippet.code));
      if (snippet.install) expect(html).toContain(escapeHtml(snippet.install));
    }
  });
});
