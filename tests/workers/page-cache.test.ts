import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { PAGE_CACHE_STATUS_HEADER } from "~/pipeline/page-cache.server";
import { SHARED_PAGE_HEADER } from "~/utils/shared-page";
import { sessionCookieHeader, signIn } from "./helpers/auth";

const BASE = "http://example.com";
/** A URL no other request of the run has asked for, so the first visit renders. */
const fresh = (path: string) =>
  `${BASE}${path}${path.includes("?") ? "&" : "?"}v=${crypto.randomUUID()}`;

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";

const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe("the rendered-page cache", () => {
  it("tells no visitor which pages others asked for: X-Page-Cache only behind the measuring switch", async () => {
    // The Worker as deployed (wrangler.toml's SERVER_TIMING is empty); these tests turn it on.
    const deployed = { ...env, SERVER_TIMING: "" as const };
    const url = fresh("/length-converter?value=6&from=foot&to=meter");
    for (const visit of ["rendered", "cached"]) {
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(url) as Request<unknown, IncomingRequestCfProperties>,
        deployed,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status, visit).toBe(200);
      expect(response.headers.get(PAGE_CACHE_STATUS_HEADER), visit).toBeNull();
      expect(response.headers.get("Server-Timing"), visit).toBeNull();
    }
    // The same page, cached, says so to the benchmarks.
    expect((await SELF.fetch(url)).headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("hit");
  });

  it("serves a converter page again, identical but for a fresh nonce in the header and every script", async () => {
    const url = fresh("/length-converter?value=5&from=foot&to=meter");
    const first = await SELF.fetch(url);
    const second = await SELF.fetch(url);
    expect(first.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    expect(second.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("hit");
    expect(second.status).toBe(200);

    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).not.toBe("");
    expect(secondNonce).not.toBe(firstNonce);
    expect(secondHtml).not.toContain(firstNonce);
    expect(secondHtml).toContain(`nonce="${secondNonce}"`);
    expect(withoutNonces(secondHtml)).toBe(withoutNonces(firstHtml));
    // The whole page was rendered before it was cached: nothing streamed in behind placeholders.
    expect(firstHtml).not.toContain('<div hidden id="S:');
    // The route's internal header never leaves, and the security headers are there.
    for (const response of [first, second]) {
      expect(response.headers.get(SHARED_PAGE_HEADER)).toBeNull();
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    }
  });

  it("says, measuring, how long a page waited for the Cache API's lookup within the Worker's time", async () => {
    const url = fresh("/length-converter?value=9&from=foot&to=meter");
    const timings = async () => {
      const response = await SELF.fetch(url);
      await response.arrayBuffer();
      const header = response.headers.get("Server-Timing") ?? "";
      const [, worker, cache] = /worker;dur=([\d.]+), cache;dur=([\d.]+)/.exec(header) ?? [];
      return { status: response.headers.get(PAGE_CACHE_STATUS_HEADER), worker, cache };
    };
    const rendered = await timings();
    expect(rendered.status).toBe("miss");
    expect(Number(rendered.cache)).toBeGreaterThanOrEqual(0);
    expect(Number(rendered.cache)).toBeLessThanOrEqual(Number(rendered.worker));
    // Served from the isolate's memory: the Cache API was not asked.
    const held = await timings();
    expect(held.status).toBe("hit");
    expect(held.cache).toBe("0.000");
  });

  it("caches each URL apart: other values are another page", async () => {
    const url = fresh("/length-converter?value=7&from=foot&to=meter");
    await SELF.fetch(url);
    const other = await SELF.fetch(url.replace("value=7", "value=8"));
    expect(other.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    expect((await other.text()).replaceAll("<!-- -->", "")).toContain("8 ft = 2.4384 m");
  });

  it("never serves or caches a page for a signed-in visitor", async () => {
    const { cookie, user } = await signIn();
    const url = fresh("/length-converter");
    await SELF.fetch(url); // cached for anonymous visitors
    const signedIn = await SELF.fetch(url, { headers: { Cookie: cookie } });
    expect(signedIn.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull();
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await signedIn.text()).toContain(user.username);

    // A page rendered for the signed-in visitor is not cached for anyone.
    const personal = fresh("/about");
    await SELF.fetch(personal, { headers: { Cookie: sessionCookieHeader("stale-token") } });
    const anonymous = await SELF.fetch(personal);
    expect(anonymous.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    expect(await anonymous.text()).not.toContain(user.username);
  });

  it("does not cache pages that are not shared: 404s, redirects, the blog, the API", async () => {
    for (const path of ["/no-such-converter", "/length-converter/", "/blog", "/api/categories"]) {
      const url = fresh(path);
      const first = await SELF.fetch(url, { redirect: "manual" });
      const second = await SELF.fetch(url, { redirect: "manual" });
      expect(first.headers.get(PAGE_CACHE_STATUS_HEADER), path).toBeNull();
      expect(second.headers.get(PAGE_CACHE_STATUS_HEADER), path).toBeNull();
    }
  });

  it("caches no page for a request with a flash message", async () => {
    const url = fresh("/");
    const flashed = await SELF.fetch(url, { headers: { Cookie: "unitwise_flash=signed-out" } });
    expect(flashed.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull();
    expect((await SELF.fetch(url)).headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
  });
});
