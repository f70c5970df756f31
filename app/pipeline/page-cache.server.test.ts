import { describe, expect, it, vi } from "vitest";
import { SHARED_PAGE_HEADER } from "~/utils/shared-page";
import { PAGE_CACHE_STATUS_HEADER, PageCache, servePage } from "./page-cache.server";
import { SharedPageCache, STORED_PAGE_HEADER } from "./shared-page-cache.server";

const page = (body: string, nonce = "N0") => ({
  body,
  status: 200,
  headers: [["Content-Type", "text/html; charset=utf-8"]] as Array<[string, string]>,
  nonce,
});

describe("PageCache", () => {
  it("serves a cached page with the new nonce in place of the one it was rendered with", async () => {
    const cache = new PageCache();
    cache.store("/a", page('<script nonce="N0"></script><p>N0</p>'), 60);
    const served = cache.serve("/a", "N1");
    expect(await served?.text()).toBe('<script nonce="N1"></script><p>N1</p>');
    expect(served?.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("hit");
    expect(cache.serve("/b", "N1")).toBeNull();
  });

  it("forgets a page when its time is up", () => {
    let now = 1_000;
    const cache = new PageCache(1024, () => now);
    cache.store("/a", page("a"), 60);
    now += 59_999;
    expect(cache.serve("/a", "x")).not.toBeNull();
    now += 1;
    expect(cache.serve("/a", "x")).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently served pages beyond its size", () => {
    const cache = new PageCache(800);
    for (let i = 0; i < 8; i++) cache.store(`/${i}`, page("x".repeat(100)), 60);
    expect(cache.size).toBe(8);
    expect(cache.serve("/0", "n")).not.toBeNull(); // /1 is now the least recently served
    cache.store("/8", page("x".repeat(100)), 60);
    expect(cache.size).toBe(8);
    expect(cache.serve("/1", "n")).toBeNull();
    expect(cache.serve("/0", "n")).not.toBeNull();
    expect(cache.serve("/8", "n")).not.toBeNull();
  });

  it("does not cache a page larger than an eighth of its size", () => {
    const cache = new PageCache(800);
    cache.store("/big", page("x".repeat(101)), 60);
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

  it("serves a page cached for one content version only to requests of that version", async () => {
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

  it("does not cache errors, cookies being set or pages marked private", async () => {
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

describe("servePage with the shared level", () => {
  /** A Cache API stand-in: what was put, matched by URL, as workerd's would be. */
  class FakeStore {
    readonly stored = new Map<string, { body: string; headers: Headers }>();
    match = (url: RequestInfo | URL) => {
      const entry = this.stored.get(String(url));
      return Promise.resolve(entry && new Response(entry.body, { headers: entry.headers }));
    };
    put = async (url: RequestInfo | URL, response: Response) => {
      this.stored.set(String(url), { body: await response.text(), headers: response.headers });
    };
  }

  const shared =
    (body: string, headers: Record<string, string> = {}) =>
    () =>
      Promise.resolve(
        new Response(body, {
          headers: { "Content-Type": "text/html", [SHARED_PAGE_HEADER]: "60", ...headers },
        }),
      );
  const notRendered = () => Promise.reject(new Error("rendered"));

  function levels(store: FakeStore, now: () => number = Date.now) {
    const pending: Array<Promise<unknown>> = [];
    return {
      memory: new PageCache(undefined, now),
      shared: {
        cache: new SharedPageCache(store, now),
        waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
      },
      settled: () => Promise.all(pending),
    };
  }

  it("serves another isolate's page from the store, fills the memory, and leaks no stored header", async () => {
    const store = new FakeStore();
    const request = new Request("https://unitwise.test/a");
    const first = levels(store);
    const rendered = await servePage(
      request,
      "N0",
      shared('<p nonce="N0">a</p>', { "X-Extra": "yes" }),
      first,
    );
    expect(rendered.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    await first.settled();
    const [url] = store.stored.keys();
    expect(url).toMatch(/^https:\/\/unitwise\.test\/__unitwise-page-cache\/[0-9a-f]{64}$/);
    expect(store.stored.get(url!)?.headers.get("Cache-Control")).toBe("s-maxage=60");
    expect(store.stored.get(url!)?.body).toBe('<p nonce="N0">a</p>');

    const second = levels(store);
    const served = await servePage(request, "N1", notRendered, second);
    expect(served.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("shared-hit");
    expect(await served.text()).toBe('<p nonce="N1">a</p>');
    expect([...served.headers].map(([name]) => name).sort()).toEqual([
      "content-type",
      "x-extra",
      "x-page-cache",
    ]);
    const again = await servePage(request, "N2", notRendered, second);
    expect(again.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("hit");
    expect(await again.text()).toBe('<p nonce="N2">a</p>');
  });

  it("answers without waiting for the store to finish writing", async () => {
    const store = new FakeStore();
    store.put = () => new Promise<void>(() => {});
    const response = await servePage(
      new Request("https://unitwise.test/a"),
      "N0",
      shared("a"),
      levels(store),
    );
    expect(await response.text()).toBe("a");
  });

  it("a copy from the store expires in memory when it expires in the store", async () => {
    let now = 1_000_000;
    const clock = () => now;
    const store = new FakeStore();
    const request = new Request("https://unitwise.test/a");
    const first = levels(store, clock);
    await servePage(request, "N0", shared("a"), first);
    await first.settled();

    now += 40_000;
    const second = levels(store, clock);
    expect((await servePage(request, "N1", notRendered, second)).headers.get("X-Page-Cache")).toBe(
      "shared-hit",
    );
    now += 20_000; // 60 s after it was rendered: gone from both levels
    const late = await servePage(request, "N2", shared("b"), second);
    expect(late.headers.get(PAGE_CACHE_STATUS_HEADER)).toBe("miss");
    expect(await late.text()).toBe("b");
  });

  it("ignores a stored copy without the metadata this code writes", async () => {
    const store = new FakeStore();
    const request = new Request("https://unitwise.test/a");
    const first = levels(store);
    await servePage(request, "N0", shared("a"), first);
    await first.settled();
    const [url] = store.stored.keys();
    store.stored.set(url!, {
      body: "forged",
      headers: new Headers({ [STORED_PAGE_HEADER]: '{"nonce":""}' }),
    });
    const served = await servePage(request, "N1", shared("rendered"), levels(store));
    expect(await served.text()).toBe("rendered");
  });

  it("renders when a stored copy breaks off while it is read, and logs it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const store = new FakeStore();
    const metadata = { status: 200, headers: [], nonce: "N0", expiresAt: Date.now() + 60_000 };
    store.match = () =>
      Promise.resolve(
        new Response(new ReadableStream({ start: (controller) => controller.error("torn") }), {
          headers: { [STORED_PAGE_HEADER]: JSON.stringify(metadata) },
        }),
      );
    const served = await servePage(
      new Request("https://unitwise.test/a"),
      "N1",
      shared("rendered"),
      levels(store),
    );
    expect(await served.text()).toBe("rendered");
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("could not be read"));
    errors.mockRestore();
  });

  it("stores nothing the memory would not cache", async () => {
    const store = new FakeStore();
    const request = new Request("https://unitwise.test/a");
    const signedIn = new Request("https://unitwise.test/a", {
      headers: { Cookie: "__Host-unitwise_session=t" },
    });
    const sessions = levels(store);
    await servePage(signedIn, "N0", shared("mine"), sessions);
    const refused: Array<Record<string, string>> = [
      { "Set-Cookie": "x=1" },
      { "Cache-Control": "no-store" },
      { "Cache-Control": "private" },
    ];
    for (const headers of refused) {
      await servePage(request, "N0", shared("a", headers), sessions);
    }
    await sessions.settled();
    expect(store.stored.size).toBe(0);
  });
});
