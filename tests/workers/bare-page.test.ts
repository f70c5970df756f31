import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";

// The benchmarks' yardstick (app/routes/bare-page.tsx): a React Router page with none of the
// site's frame, served only behind the measuring switch (these tests turn it on).
describe("the bare page", () => {
  it("is React Router's document and the route's markup, without the site's frame", async () => {
    const response = await SELF.fetch("http://example.com/bench/bare-page");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Bare page</h1>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // React Router's scripts hydrate it, with the request's nonce.
    expect(html).toMatch(/<script nonce="[^"]+"[^>]*>window\.__reactRouterContext/);
    expect(html).toContain("entry.client");
    // None of the frame: no skip link, header, navigation or footer. (The root's data, which
    // every page of the site carries, still comes.)
    for (const part of ['href="#main"', "<header", "<nav", "<footer"]) {
      expect(html, part).not.toContain(part);
    }
  });

  it("is an unknown path, a 404, when the switch is off (as deployed)", async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request("http://example.com/bench/bare-page") as never,
      { ...env, SERVER_TIMING: "" } as never,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Bare page");
  });
});
