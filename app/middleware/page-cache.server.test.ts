import { describe, expect, it } from "vitest";
import { SHARED_PAGE_HEADER } from "~/utils/shared-page";
import { PAGE_CACHE_STATUS_HEADER, PageCache, servePage } from "./page-cache.server";

const page = (body: string, nonce = "N0") => ({
  body,
  status: 200,
  headers: [["Content-Type", "text/html; charset=utf-8"]] as Array<[string, string]>,
  nonce,
});

describe("PageCache", () => {
  it("serves a kept page with the new nonce in place of the one it was rendered with", async () => {
    const cache = new PageCache();
    cache.keep("/a", page('<script nonce="N0"></script><p>N0</p>'), 60);
    const served = cache.serve("/a", "N1");
    expect(await served?.text()).toBe('<script nonce="N1"></script><p>N1</p>');
    expect(served?.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("hit");
    expect(cache.serve("/b", "N1")).toBeNull();
  });

  it("forgets a page when its time is up", () => {
    let now = 1_000;
    const cache = new PageCache(1024, () => now);
    cache.keep("/a", page("a"), 60);
    now += 59_999;
    expect(cache.serve("/a", "x")).not.toBeNull();
    now += 1;
    expect(cache.serve("/a", "x")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently served pages beyond its size", () => {
    const cache = new PageCache(800);
    for (let i = 0; i < 8; i++) cache.keep(`/${i}`, page("x".repeat(100)), 60);
    expect(cache.size).toBe(8);
    expect(cache.serve("/0", "n")).not.toBeNull(); // /1 is now the least recently served
    cache.keep("/8", page("x".repeat(100)), 60);
    expect(cache.size).toBe(8);
    expect(cache.serve("/1", "n")).toBeNull();
    expect(cache.serve("/0", "n")).not.toBeNull();
    expect(cache.serve("/8", "n")).not.toBeNull();
  });

  it("does not keep a page larger than an eighth of its size", () => {
    const cache = new PageCache(800);
    cache.keep("/big", page("x".repeat(101)), 60);
    expect(cache.size).toBe(0);
  });
});

describe("servePage", () => {
  const shared =
    (body: string, init: ResponseInit = {}) =>
    () =>
      Promise.resolve(
        new Response(body, {
          status: 200,
          ...init,
          headers: { "Content-Type": "text/html", [SHARED_PAGE_HEADER]: "60", ...init.headers },
        }),
      );

  it("keeps a shared page for anonymous GETs and strips the internal header", async () => {
    const cache = new PageCache();
    const request = new Request("https://unitwise.test/a");
    const first = await servePage(request, "N0", shared('<p nonce="N0">a</p>'), { memory: cache });
    expect(first.headers.get(SHARED_PAGE_HEADER)).toBeNull();
    expect(first.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    const second = await servePage(request, "N1", () => Promise.reject(new Error("rendered")), {
      memory: cache,
    });
    expect(await second.text()).toBe('<p nonce="N1">a</p>');
  });

  it("serves a page kept for one content version only to requests of that version", async () => {
    const cache = new PageCache();
    const request = new Request("https://unitwise.test/a");
    await servePage(request, "N0", shared("old"), { memory: cache, version: "v1" });
    const renamed = await servePage(request, "N1", shared("new"), { memory: cache, version: "v2" });
    expect(await renamed.text()).toBe("new");
    expect(renamed.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    const again = await servePage(request, "N2", () => Promise.reject(new Error("x")), {
      memory: cache,
      version: "v2",
    });
    expect(await again.text()).toBe("new");
  });

  it("neither keeps nor serves for sessions, flash messages or other methods", async () => {
    const cache = new PageCache();
    const requests = [
      new Request("https://unitwise.test/a", { headers: { Cookie: "__Host-unitwise_session=t" } }),
      new Request("https://unitwise.test/a", { headers: { Cookie: "unitwise_flash=signed-out" } }),
      new Request("https://unitwise.test/a", { method: "HEAD" }),
    ];
    for (const request of requests) {
      const response = await servePage(request, "N0", shared("a"), { memory: cache });
      expect(response.headers.get(SHARED_PAGE_HEADER)).toBeNull();
      expect(response.headers.get(PAGE_CACHE_STATUS_HEADER)).toBeNull();
    }
    expect(cache.size).toBe(0);
  });

  it("does not keep errors, cookies being set or pages marked private", async () => {
    const cache = new PageCache();
    const request = new Request("https://unitwise.test/a");
    await servePage(request, "N0", shared("a", { status: 404 }), { memory: cache });
    await servePage(request, "N0", shared("a", { headers: { "Set-Cookie": "x=1" } }), {
      memory: cache,
    });
    await servePage(request, "N0", shared("a", { headers: { "Cache-Control": "private" } }), {
      memory: cache,
    });
    await servePage(
      request,
      "N0",
      shared("a", { headers: { "Content-Type": "application/json" } }),
      { memory: cache },
    );
    expect(cache.size).toBe(0);
  });
});
