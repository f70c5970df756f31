import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ratesMaxAge } from "~/public-api/cache-policy.server";

/** Cacheable API answers: Cache-Control, ETag, and 304 for a conditional request. */

const BASE = "http://example.com";
const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${BASE}${path}`, { headers });

describe("deterministic answers", () => {
  for (const path of [
    "/api/convert?value=5&from=ft&to=m",
    "/api/convert?q=100%20celsius%20to%20fahrenheit",
    "/api/categories",
    "/api/converters",
    "/api/converters/length",
  ]) {
    it(`${path}: public Cache-Control, a strong ETag, 304 when it matches`, async () => {
      const first = await get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
      const etag = first.headers.get("ETag");
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      const body = await first.text();

      const again = await get(path);
      expect(again.headers.get("ETag")).toBe(etag);
      expect(await again.text()).toBe(body);

      const revalidated = await get(path, { "If-None-Match": `"nope", W/${etag}` });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("ETag")).toBe(etag);
      expect(revalidated.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
      expect(revalidated.headers.get("Access-Control-Allow-Origin")).toBe("*");
      expect(await revalidated.text()).toBe("");

      const changed = await get(path, { "If-None-Match": '"0123456789abcdef0123456789abcdef"' });
      expect(changed.status).toBe(200);
      expect(await changed.text()).toBe(body);
    });
  }

  it("gives different answers different ETags", async () => {
    const a = await get("/api/convert?value=5&from=ft&to=m");
    const b = await get("/api/convert?value=6&from=ft&to=m");
    expect(a.headers.get("ETag")).not.toBe(b.headers.get("ETag"));
  });
});

describe("answers that are not cached", () => {
  it("errors, POST answers and currency conversions are no-store, without an ETag", async () => {
    const error = await get("/api/convert?value=x&from=ft&to=m");
    expect(error.status).toBe(400);
    const post = await SELF.fetch(`${BASE}/api/convert`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ value: 5, fromUnit: "ft", toUnit: "m" }),
    });
    expect(post.status).toBe(200);
    for (const response of [error, post]) {
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("ETag")).toBeNull();
    }
  });
});

describe("currency answers", () => {
  it("name the rates' date and expire when the daily job may store new rates", async () => {
    const response = await get("/api/convert?value=100&from=usd&to=eur");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { rates?: { date: string; source: string } };
    expect(body.rates).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      source: expect.stringMatching(/European Central Bank/),
    });
    const maxAge = Number(
      /^public, max-age=(\d+)$/.exec(response.headers.get("Cache-Control") ?? "")?.[1],
    );
    // At most until the next weekday's run at 16:00 UTC (+15 min): under 3 days and 16 hours.
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThan((3 * 24 + 16.25) * 3600);
    expect(response.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it("the currency converter's description expires with its rates, at most in an hour", async () => {
    const before = new Date();
    const response = await get("/api/converters/currency");
    const after = new Date();
    expect(response.status).toBe(200);
    const maxAge = Number(
      /^public, max-age=(\d+)$/.exec(response.headers.get("Cache-Control") ?? "")?.[1],
    );
    expect(maxAge).toBeLessThanOrEqual(Math.min(3600, ratesMaxAge(before)));
    expect(maxAge).toBeGreaterThanOrEqual(Math.min(3600, ratesMaxAge(after)));
  });

  it("do not carry rates for other conversions", async () => {
    const body = (await (await get("/api/convert?value=5&from=ft&to=m")).json()) as object;
    expect(body).not.toHaveProperty("rates");
  });
});

describe("for script on another origin", () => {
  it("exposes the validator and the limits, and lets a preflight send If-None-Match", async () => {
    const answer = await get("/api/converters/length");
    expect(answer.headers.get("Access-Control-Expose-Headers")).toBe(
      "ETag, RateLimit, RateLimit-Policy, Retry-After",
    );
    const preflight = await SELF.fetch(`${BASE}/api/converters/length`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://client.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "if-none-match",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toMatch(/If-None-Match/);
  });
});
