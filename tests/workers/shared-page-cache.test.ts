import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import {
  PAGE_CACHE_STATUS_HEADER,
  PageCache,
  pageCache,
  servePage,
} from "~/pipeline/page-cache.server";
import {
  dataCentreCache,
  SharedPageCache,
  STORED_PAGE_HEADER,
} from "~/pipeline/shared-page-cache.server";
import { SHARED_PAGE_HEADER } from "~/utils/shared-page";
import { sessionCookieHeader, signIn } from "./helpers/auth";
import { pageHtml, sendJson } from "./helpers/admin";

/**
 * The rendered-page cache's second level, the Cache API every isolate of a data centre shares
 * (docs/decisions/054-shared-page-cache.md), on workerd's real local `caches.default`. Another
 * isolate is simulated by emptying this isolate's memory (`pageCache.clear()`): what is served
 * then can only come from the Cache API.
 */

const BASE = "http://example.com";
/** A URL no other request of the run has asked for, so the first visit renders. */
const fresh = (path: string) =>
  `${BASE}${path}${path.includes("?") ? "&" : "?"}v=${crypto.randomUUID()}`;

/**
 * A request through the Worker, waiting for what it finishes after the answer (the Cache API
 * write) before it returns, so the next request sees what was stored without any timing.
 */
async function visit(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  // As the runtime hands it to the Worker (the browser's types know no `cf`).
  const request = new Request(url, { headers }) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, env, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

/** Another isolate of the same data centre: its memory holds nothing. */
const anotherIsolate = () => pageCache.clear();

const statusOf = (response: Response) => response.headers.get(PAGE_CACHE_STATUS_HEADER);
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
/** The unit a converter's select starts on, as the server rendered it. */
const selected = (html: string, id: string) =>
  new RegExp(`<select[^>]*id="${id}"[\\s\\S]*?<option[^>]*value="([^"]+)"[^>]*selected`).exec(
    html,
  )?.[1];
/** The converter's result field as the server rendered it. */
const resultOf = (html: string) =>
  /<output id="converter-result"[^>]*>([^<]*)<\/output>/.exec(html)?.[1];

let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
});

afterEach(async () => {
  // Settings back to the defaults, with a new version, as the settings tests leave them.
  await env.DB.batch([
    env.DB.prepare("DELETE FROM site_settings"),
    env.DB.prepare("UPDATE catalogue_version SET version = lower(hex(randomblob(8)))"),
  ]);
  vi.restoreAllMocks();
});

describe("the shared page cache", () => {
  it("serves a page another isolate rendered, with a new nonce and none of the stored headers", async () => {
    const url = fresh("/length-converter?value=5&from=foot&to=meter");
    const first = await visit(url);
    expect(statusOf(first)).toBe("miss");

    anotherIsolate();
    const second = await visit(url);
    expect(statusOf(second)).toBe("shared-hit");
    expect(second.status).toBe(200);
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(secondNonce).not.toBe("");
    expect(secondNonce).not.toBe(firstNonce);
    expect(secondHtml).not.toContain(firstNonce);
    expect(secondHtml).toContain(`nonce="${secondNonce}"`);
    expect(withoutNonces(secondHtml)).toBe(withoutNonces(firstHtml));
    expect(secondHtml.replaceAll("<!-- -->", "")).toContain("5 ft = 1.524 m");

    // The same headers as the rendered answer but for the nonce, where it came from and the time
    // and D1 round trips it took: nothing the stored copy carried (its metadata, its s-maxage, what the Cache API
    // adds) leaks.
    const perAnswer = ["content-security-policy", PAGE_CACHE_STATUS_HEADER.toLowerCase()];
    const headersOf = (response: Response) =>
      [...response.headers].filter(
        ([name]) => ![...perAnswer, "server-timing", "x-d1-round-trips"].includes(name),
      );
    expect(headersOf(second)).toEqual(headersOf(first));
    for (const name of [STORED_PAGE_HEADER, SHARED_PAGE_HEADER, "CF-Cache-Status", "Age"]) {
      expect(second.headers.get(name), name).toBeNull();
    }
    expect(second.headers.get("Cache-Control") ?? "").not.toContain("s-maxage");

    // The copy now sits in this isolate's memory too.
    expect(statusOf(await visit(url))).toBe("hit");
  });

  it("serves nothing stored before an admin's save: the settings' new version is a new key", async () => {
    const url = fresh("/");
    expect(statusOf(await visit(url))).toBe("miss");
    anotherIsolate();
    expect(statusOf(await visit(url))).toBe("shared-hit");

    const saved = await sendJson(
      "PUT",
      "/api/admin/settings",
      { announcement: { enabled: true, text: "Shared caches are cleared by saves" } },
      { cookie: admin.cookie },
    );
    expect(saved.status).toBe(200);
    anotherIsolate();
    const after = await visit(url);
    expect(statusOf(after)).toBe("miss");
    expect(await pageHtml(after)).toContain("Shared caches are cleared by saves");
  });

  it("serves nothing stored before a catalogue edit", async () => {
    const url = fresh("/pressure-converter");
    await visit(url);
    anotherIsolate();
    expect(statusOf(await visit(url))).toBe("shared-hit");
    const edited = await sendJson(
      "PUT",
      "/api/admin/converters/pressure",
      { name: "Shared Pressure Converter" },
      { cookie: admin.cookie },
    );
    expect(edited.status).toBe(200);
    anotherIsolate();
    const after = await visit(url);
    expect(statusOf(after)).toBe("miss");
    expect(await pageHtml(after)).toContain("Shared Pressure Converter");
    await sendJson(
      "PUT",
      "/api/admin/converters/pressure",
      { name: "Pressure Converter" },
      { cookie: admin.cookie },
    );
  });

  it("stores nothing rendered for a signed-in visitor or with a flash message", async () => {
    const { cookie } = await signIn();
    for (const visitor of [
      cookie,
      sessionCookieHeader("stale-token"),
      "unitwise_flash=signed-out",
    ]) {
      const url = fresh("/about");
      const personal = await visit(url, { Cookie: visitor });
      expect(statusOf(personal), visitor).toBeNull();
      anotherIsolate();
      expect(statusOf(await visit(url)), visitor).toBe("miss");
      // The anonymous copy is stored: the level works, it only kept nothing personal.
      anotherIsolate();
      expect(statusOf(await visit(url)), visitor).toBe("shared-hit");
    }
  });

  it("keeps a copy per locale and per set of remembered units", async () => {
    const url = fresh("/length-converter?value=1,5&from=meter&to=foot");
    const german = { "Accept-Language": "de-DE,de;q=0.9" };
    expect(statusOf(await visit(url, german))).toBe("miss");
    anotherIsolate();
    const american = await visit(url, { "Accept-Language": "en-US" });
    expect(statusOf(american)).toBe("miss");
    expect(resultOf(await pageHtml(american))).toBe("4.92125984251969");
    anotherIsolate();
    const germanAgain = await visit(url, german);
    expect(statusOf(germanAgain)).toBe("shared-hit");
    expect(resultOf(await pageHtml(germanAgain))).toBe("4,92125984251969");

    const bare = fresh("/length-converter");
    expect(statusOf(await visit(bare))).toBe("miss");
    anotherIsolate();
    const yards = { Cookie: "unitwise_units=yard~inch~4" };
    expect(statusOf(await visit(bare, yards))).toBe("miss");
    anotherIsolate();
    const yardsAgain = await visit(bare, yards);
    expect(statusOf(yardsAgain)).toBe("shared-hit");
    expect(selected(await pageHtml(yardsAgain), "converter-from")).toBe("yard");
    anotherIsolate();
    expect(statusOf(await visit(bare))).toBe("shared-hit");
  });
});

describe("servePage with the real Cache API", () => {
  const levels = (memory = new PageCache()) => {
    const stored: Array<Promise<unknown>> = [];
    return {
      levels: {
        memory,
        shared: {
          cache: new SharedPageCache(dataCentreCache()),
          waitUntil: (promise: Promise<unknown>) => void stored.push(promise),
        },
      },
      stored: () => Promise.all(stored),
    };
  };
  const page =
    (body: string, headers: Record<string, string> = {}) =>
    () =>
      Promise.resolve(
        new Response(body, {
          headers: { "Content-Type": "text/html", [SHARED_PAGE_HEADER]: "60", ...headers },
        }),
      );
  const renderedAgain = page("rendered again");

  it("stores no page that sets a cookie, is private or no-store", async () => {
    const refused: Array<Record<string, string>> = [
      { "Set-Cookie": "x=1" },
      { "Cache-Control": "no-store" },
      { "Cache-Control": "private" },
    ];
    for (const headers of refused) {
      const request = new Request(fresh("/a"));
      const first = levels();
      await servePage(request, "N0", page("personal", headers), first.levels);
      await first.stored();
      const second = levels();
      const again = await servePage(request, "N1", renderedAgain, second.levels);
      expect(await again.text(), JSON.stringify(headers)).toBe("rendered again");
      await second.stored();
      // The same URL rendered as a shared page is stored, and served by a third isolate.
      const third = await servePage(request, "N2", page("unused"), levels().levels);
      expect(statusOf(third)).toBe("shared-hit");
      expect(await third.text()).toBe("rendered again");
    }
  });

  it("renders when the Cache API throws, and says so in the log", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      match: () => Promise.reject(new Error("cache down")),
      put: () => Promise.reject(new Error("cache down")),
    };
    const stored: Array<Promise<unknown>> = [];
    const response = await servePage(new Request(fresh("/a")), "N0", page("fine"), {
      memory: new PageCache(),
      shared: {
        cache: new SharedPageCache(broken),
        waitUntil: (promise) => void stored.push(promise),
      },
    });
    await Promise.all(stored);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("fine");
    const logged = errors.mock.calls.map((call: unknown[]) => String(call[0]));
    expect(logged).toContainEqual(expect.stringContaining("could not be read"));
    expect(logged).toContainEqual(expect.stringContaining("could not store"));
  });
});
