import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("the Worker", () => {
  it("serves the home page with the shared shell and security headers", async () => {
    const response = await SELF.fetch("http://example.com/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("UnitWise");
    expect(html).toContain("Cookie Settings");

    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Every executable script carries this response's nonce (JSON-LD is data, not code).
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1] ?? "")
      .filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);

    expect(response.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("uses a fresh nonce for every request", async () => {
    const nonceOf = async () =>
      (await SELF.fetch("http://example.com/")).headers.get("Content-Security-Policy");
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("answers an unknown path with the not-found page and status 404", async () => {
    const response = await SELF.fetch("http://example.com/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("404 Page Not Found");
    expect(response.headers.get("Content-Security-Policy")).toContain("'nonce-");
  });

  it("renders the root's error page whole and in place, though its code is deferred", async () => {
    // A form post to a page without an action: React Router's 405, through the root's boundary.
    const response = await SELF.fetch("http://example.com/about", {
      method: "POST",
      headers: {
        Origin: "http://example.com",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "a=1",
    });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    // Not a placeholder filled in later by a script (a suspended boundary): pages without
    // JavaScript would never show it (decision 049).
    expect(html).not.toMatch(/<template id="B:|hidden id="S:/);
  });

  it("runs against a migrated local D1", async () => {
    await env.DB.prepare(
      "INSERT INTO messages (kind, name, email, subject, body) VALUES (?, ?, ?, ?, ?)",
    )
      .bind("contact", "Ada", "ada@example.com", "Hello", "A test message")
      .run();
    const row = await env.DB.prepare("SELECT kind, created_at FROM messages WHERE name = ?")
      .bind("Ada")
      .first<{ kind: string; created_at: string }>();
    expect(row?.kind).toBe("contact");
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
