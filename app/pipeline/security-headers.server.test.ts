import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, withSecurityHeaders } from "./security-headers.server";

describe("security headers", () => {
  it("creates unpredictable 128-bit nonces", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });

  it("allows scripts only by nonce and forbids framing", () => {
    const csp = contentSecurityPolicy("abc");
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain("'nonce-abc'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("sets the nonce policy on HTML and a deny-all policy on other responses", () => {
    const html = withSecurityHeaders(
      new Response("<p>hi</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } }),
      "n0nce",
    );
    expect(html.headers.get("Content-Security-Policy")).toContain("'nonce-n0nce'");
    expect(html.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(html.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);

    const json = withSecurityHeaders(Response.json({ ok: true }), "n0nce");
    expect(json.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(json.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("keeps the status and body of the response it secures", async () => {
    const secured = withSecurityHeaders(new Response("gone", { status: 410 }), "x");
    expect(secured.status).toBe(410);
    expect(await secured.text()).toBe("gone");
  });
});
