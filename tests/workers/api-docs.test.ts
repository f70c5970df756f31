import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const BASE = "http://example.com";

const unescape = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attribute(tag: string, name: string): string {
  return unescape(new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? "");
}

/** A form post as a browser makes it without JavaScript. */
function postForm(fields: Record<string, string>) {
  return SELF.fetch(`${BASE}/api?index`, {
    method: "POST",
    headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describe("the API documentation page", () => {
  it("writes its own figures in the visitor's locale and says `formatted` follows `locale`", async () => {
    const german = unescape(
      await (await SELF.fetch(`${BASE}/api`, { headers: { "Accept-Language": "de-DE" } })).text(),
    );
    expect(german).toMatch(/Up to 1\.000 requests per hour/);
    expect(german).toContain("which follows locale");
    expect(german).toContain(
      'With "locale": "de-DE", the way this page writes numbers for you, it is "4.050,1968503937"',
    );
    // The examples' JSON keeps the API's notation; formatted is the locale's.
    expect(german).toContain('"result": "4050.1968503937"');
    expect(german).toContain('"formatted": "4.050,1968503937"');
    const american = unescape(await (await SELF.fetch(`${BASE}/api`)).text());
    expect(american).toMatch(/Up to 1,000 requests per hour/);
    expect(american).toContain('it is "4,050.1968503937"');
  });

  it("shows the OpenAPI document's examples, which are what the API really answers", async () => {
    const response = await SELF.fetch(`${BASE}/api`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Getting Started");
    expect(html).not.toContain("Coming Soon");
    expect(html).toContain('data-snippet="client"');
    expect(html).toContain('href="/api/openapi.json"');
    for (const header of ["RateLimit-Policy", "RateLimit", "Retry-After", "ETag"]) {
      expect(html).toContain(header);
    }

    const document = (await (await SELF.fetch(`${BASE}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operationIds = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    for (const id of operationIds) expect(html, id).toContain(`id="${id}"`);

    const requests = [...html.matchAll(/<pre[^>]*data-example-request="([^"]+)"[^>]*>/g)];
    expect(requests.length).toBeGreaterThanOrEqual(15);
    for (const [tag, id] of requests) {
      const method = attribute(tag, "data-method");
      const path = attribute(tag, "data-path");
      const body = attribute(tag, "data-body");
      const shown = new RegExp(
        `<pre[^>]*data-example-response="${id}"[^>]*data-status="(\\d+)"[^>]*data-truncated="([^"]*)"[^>]*>([\\s\\S]*?)</pre>`,
      ).exec(html);
      expect(shown, `response block of ${id}`).not.toBeNull();
      const status = Number(shown?.[1]);
      const truncated = shown?.[2] ?? "";
      const documented = JSON.parse(unescape(shown?.[3] ?? "")) as Record<string, unknown>;

      const live = await SELF.fetch(`${BASE}${path}`, {
        method,
        headers: body ? { "Content-Type": "application/json" } : {},
        body: body || undefined,
      });
      expect(live.status, `${method} ${path}`).toBe(status);
      const answer = (await live.json()) as Record<string, unknown>;
      if (truncated) {
        // A shortened list is the start of the real one; everything else matches.
        const count = (documented[truncated] as unknown[]).length;
        answer[truncated] = (answer[truncated] as unknown[]).slice(0, count);
      }
      expect(answer, id).toEqual(documented);
    }
  });

  it("offers a try-it form per endpoint that works without JavaScript", async () => {
    const html = await (await SELF.fetch(`${BASE}/api`)).text();
    const forms = [...html.matchAll(/<form[^>]*>/g)].map(([tag]) => ({
      method: attribute(tag, "method"),
      action: attribute(tag, "action"),
    }));
    // GET endpoints without path parameters: the form goes to the endpoint itself.
    expect(forms).toContainEqual({ method: "get", action: "/api/units" });
    expect(forms).toContainEqual({ method: "get", action: "/api/convert" });
    // A JSON body or a path parameter: the form posts to the page, which answers with the
    // endpoint's own function.
    expect(forms).toContainEqual({ method: "post", action: "/api?index#try-convertBatch" });
    expect(forms).toContainEqual({ method: "post", action: "/api?index#try-getConverter" });

    const tried = await postForm({
      endpoint: "convertBatch",
      body: JSON.stringify({ items: [{ query: "1 mile in km" }, { value: "x" }] }),
    });
    expect(tried.status).toBe(200);
    const page = await tried.text();
    const status = /<p[^>]*data-try-status="convertBatch"[^>]*>([\s\S]*?)<\/p>/.exec(page);
    expect(unescape(status?.[1] ?? "")).toBe("200 OK");
    const body = /<pre[^>]*data-try-body="convertBatch"[^>]*>([\s\S]*?)<\/pre>/.exec(page);
    const results = (JSON.parse(unescape(body?.[1] ?? "")) as { results: unknown[] }).results;
    expect(results).toMatchObject([
      { ok: true, result: "1.609344" },
      { ok: false, status: 400 },
    ]);

    const missing = await (await postForm({ endpoint: "getConverter", id: "nope" })).text();
    const missingStatus = /<p[^>]*data-try-status="getConverter"[^>]*>([\s\S]*?)<\/p>/.exec(
      missing,
    );
    expect(unescape(missingStatus?.[1] ?? "")).toBe("404 Not Found");
  });

  it("says why when a try-it post is not a form, and tries nothing", async () => {
    const refused = await SELF.fetch(`${BASE}/api?index`, {
      method: "POST",
      headers: { Origin: BASE, "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint: "listCategories" }),
    });
    expect(refused.status).toBe(415);
    const html = await refused.text();
    expect(html).toContain("Your request was not sent");
    expect(html).toContain("Send the form as application/x-www-form-urlencoded");
    expect(html).not.toContain('data-try-status="listCategories"');
  });
});
