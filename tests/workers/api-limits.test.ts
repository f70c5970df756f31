import { createExecutionContext, env, runDurableObjectAlarm, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { NO_EDITS } from "~/models/catalogue-edits";
import { buildCatalogue } from "~/catalogue/effective";
import { createRequestContext } from "~/pipeline/request-context.server";
import { apiLimitsMiddleware, chargeClient } from "~/public-api/limits/meter.server";
import { signIn } from "./helpers/auth";

/**
 * The public API's limits in the Workers runtime, against the real Durable Object: 10 requests
 * per second and 1000 per hour per client (wrangler.toml [vars]). The clock is the `now` the
 * Worker passes to the client's object; here the tests choose it.
 */

const BASE = "http://example.com";
let clients = 0;
/** A client address no other test uses (each test gets fresh windows). */
const newClient = () => `198.51.100.${++clients}`;

const T0 = Date.UTC(2026, 10, 25, 9, 0, 0);

async function drive(client: string, times: number, gapMs: number) {
  const refused: number[] = [];
  for (let i = 0; i < times; i++) {
    const decision = await chargeClient(env, client, 1, T0 + i * gapMs);
    if (!decision.allowed) refused.push(i);
  }
  return refused;
}

function apiGet(path: string, client: string, init: RequestInit = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    ...init,
    headers: { "CF-Connecting-IP": client, ...init.headers },
  });
}

describe("limits per client, with a controllable clock", () => {
  it("refuses exactly the 11th of 11 requests inside one second", async () => {
    expect(await drive(newClient(), 11, 90)).toEqual([10]);
  });

  it("refuses exactly the 1001st of 1001 requests inside one hour", async () => {
    // 3.5 s apart: never more than one request in a second, all 1001 within 3500 s.
    expect(await drive(newClient(), 1001, 3500)).toEqual([1000]);
  });

  it("forgets a client when the alarm set with its hour window fires", async () => {
    const client = newClient();
    await spendTheHour(client);
    expect((await chargeClient(env, client, 1)).allowed).toBe(false);
    expect(await runDurableObjectAlarm(env.API_RATE_LIMITER.getByName(client))).toBe(true);
    const fresh = await chargeClient(env, client, 1);
    expect(fresh.allowed).toBe(true);
    expect(fresh.standings.map((s) => s.remaining)).toEqual([9, 999]);
  });

  it("counts an IPv6 client by its /64", async () => {
    await spendTheHour("2001:db8:1:2::/64");
    const sameNetwork = await apiGet("/api/categories", "2001:db8:1:2:bbbb::2");
    expect(sameNetwork.status).toBe(429);
    const otherNetwork = await apiGet("/api/categories", "2001:db8:1:3::1");
    expect(otherNetwork.status).toBe(200);
  });
});

/** Spends `client`'s 1000 requests of the hour, ten at a time, starting 50 minutes ago. */
async function spendTheHour(client: string) {
  const start = Date.now() - 50 * 60 * 1000;
  for (let i = 0; i < 100; i++) await chargeClient(env, client, 10, start + i * 1001);
}

describe("the limits on the wire", () => {
  it("announce themselves on every API answer (IETF draft-10 RateLimit headers)", async () => {
    const client = newClient();
    for (const [path, status] of [
      ["/api/convert?value=1&from=m&to=ft", 200],
      ["/api/convert?value=x&from=m&to=ft", 400],
      ["/api/nothing-here", 404],
    ] as const) {
      const response = await apiGet(path, client);
      expect(response.status).toBe(status);
      expect(response.headers.get("RateLimit-Policy")).toBe(
        '"burst";q=10;w=1, "hour";q=1000;w=3600',
      );
      expect(response.headers.get("RateLimit")).toMatch(/^"burst";r=\d+;t=1, "hour";r=\d+;t=\d+$/);
    }
    const put = await apiGet("/api/convert", client, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("RateLimit")).toMatch(/"hour";r=996;/);
  });

  it("answers 429 with a JSON error naming the limit, Retry-After and RateLimit", async () => {
    const client = newClient();
    await spendTheHour(client);
    const response = await apiGet("/api/convert?value=1&from=m&to=ft", client);
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(8 * 60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(response.headers.get("RateLimit")).toMatch(/"hour";r=0;t=\d+/);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: expect.stringMatching(/^Too many requests: the API's limit of 1000 per hour/),
    });
  });

  it("does not count the documentation page or requests Cloudflare did not forward", async () => {
    const client = newClient();
    await spendTheHour(client);
    const docs = await apiGet("/api", client);
    expect(docs.status).toBe(200);
    expect(docs.headers.get("RateLimit")).toBeNull();
    const direct = await SELF.fetch(`${BASE}/api/categories`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get("RateLimit")).toBeNull();
  });

  it("does not count a signed-in admin, but does count other accounts", async () => {
    const client = newClient();
    await spendTheHour(client);
    const admin = await signIn({ isAdmin: true });
    const asAdmin = await apiGet("/api/categories", client, { headers: { Cookie: admin.cookie } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("RateLimit")).toBeNull();
    const visitor = await signIn();
    const asVisitor = await apiGet("/api/categories", client, {
      headers: { Cookie: visitor.cookie },
    });
    expect(asVisitor.status).toBe(429);
  });
});

describe("a batch", () => {
  const items = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ value: i, fromUnit: "m", toUnit: "ft" }));
  const postBatch = (client: string, count: number) =>
    SELF.fetch(`${BASE}/api/convert/batch`, {
      method: "POST",
      headers: { "CF-Connecting-IP": client, "Content-Type": "application/json" },
      body: JSON.stringify({ items: items(count) }),
    });

  /** Spends all but `left` of `client`'s hour, 50 minutes ago. */
  async function leave(client: string, left: number) {
    const start = Date.now() - 50 * 60 * 1000;
    let spent = 0;
    for (let i = 0; spent < 1000 - left; i++) {
      const cost = Math.min(10, 1000 - left - spent);
      await chargeClient(env, client, cost, start + i * 1001);
      spent += cost;
    }
  }

  it("costs one request per 10 items, refused whole when the limits have no room", async () => {
    const client = newClient();
    await leave(client, 5);
    const tooMany = await postBatch(client, 100);
    expect(tooMany.status).toBe(429);
    expect(await tooMany.json()).toEqual({
      error: expect.stringMatching(
        /^This request costs 10 requests and exceeds the API's limit of 1000 per hour/,
      ),
    });
    // The refused batch cost nothing: 41 to 50 items cost 5, all that is left.
    const fits = await postBatch(client, 41);
    expect(fits.status).toBe(200);
    expect(((await fits.json()) as { results: unknown[] }).results).toHaveLength(41);
    expect(fits.headers.get("RateLimit")).toMatch(/"hour";r=0;/);
    expect((await postBatch(client, 1)).status).toBe(429);
  });

  it("costs one request when refused as a whole", async () => {
    const client = newClient();
    const oversized = await postBatch(client, 101);
    expect(oversized.status).toBe(413);
    expect(oversized.headers.get("RateLimit")).toMatch(/"hour";r=999;/);
    const notAList = await SELF.fetch(`${BASE}/api/convert/batch`, {
      method: "POST",
      headers: { "CF-Connecting-IP": client, "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(notAList.status).toBe(415);
    expect(notAList.headers.get("RateLimit")).toMatch(/"hour";r=998;/);
  });
});

describe("when the limiter cannot be reached", () => {
  it("lets the request through, without RateLimit headers, and logs why", async () => {
    const broken = {
      ...env,
      API_RATE_LIMITER: {
        getByName() {
          throw new Error("limiter unavailable");
        },
      },
    } as unknown as Env;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request(`${BASE}/api/categories`, {
      headers: { "CF-Connecting-IP": newClient() },
    });
    const context = createRequestContext(broken, createExecutionContext(), "nonce", {
      catalogue: buildCatalogue(NO_EDITS),
    });
    const response = (await apiLimitsMiddleware(
      { request, context, params: {}, unstable_pattern: "" } as never,
      async () => new Response("answered"),
    )) as Response;
    expect(await response.text()).toBe("answered");
    expect(response.headers.get("RateLimit")).toBeNull();
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^API limits: could not charge .* let through$/),
    );
    errors.mockRestore();
  });
});
