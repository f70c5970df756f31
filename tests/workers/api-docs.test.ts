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

describe("the API documentation page", () => {
  it("shows examples whose responses are what the API really answers", async () => {
    const response = await SELF.fetch(`${BASE}/api`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Getting Started");
    expect(html).toContain("Coming Soon");

    const requests = [...html.matchAll(/<pre[^>]*data-example-request="([^"]+)"[^>]*>/g)];
    expect(requests.length).toBeGreaterThanOrEqual(5);
    for (const [tag, id] of requests) {
      const method = attribute(tag, "data-method");
      const path = attribute(tag, "data-path");
      const body = attribute(tag, "data-body");
      const shown = new RegExp(
        `<pre[^>]*data-example-response="${id}"[^>]*data-truncated="([^"]*)"[^>]*>([\\s\\S]*?)</pre>`,
      ).exec(html);
      expect(shown, `response block of ${id}`).not.toBeNull();
      const truncated = shown?.[1] ?? "";
      const documented = JSON.parse(unescape(shown?.[2] ?? "")) as Record<string, unknown>;

      const live = await SELF.fetch(`${BASE}${path}`, {
        method,
        headers: body ? { "Content-Type": "application/json" } : {},
        body: body || undefined,
      });
      expect(live.status, `${method} ${path}`).toBe(200);
      const answer = (await live.json()) as Record<string, unknown>;

      if (!truncated) {
        expect(answer, id).toEqual(documented);
        continue;
      }
      // A shortened list must be the start of the real one; everything else must match.
      const liveList = answer[truncated] as unknown[];
      const shownList = documented[truncated] as unknown[];
      expect({ ...answer, [truncated]: [] }, id).toEqual({ ...documented, [truncated]: [] });
      shownList.forEach((item, i) => {
        if (typeof item === "object" && item !== null && "units" in item && id === "converters") {
          const { units, ...rest } = item as { units: string[] };
          const { units: liveUnits, ...liveRest } = liveList[i] as { units: string[] };
          expect(liveRest).toEqual(rest);
          expect(liveUnits.slice(0, units.length)).toEqual(units);
        } else {
          expect(liveList[i]).toEqual(item);
        }
      });
    }
  });
});
