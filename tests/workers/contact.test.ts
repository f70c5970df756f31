import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { clientAddress } from "~/utils/client-address.server";
import { consumeRateLimit, peekRateLimit, resetRateLimit } from "~/models/rate-limit.server";

const BASE = "http://example.com";

/** A client address of its own for each caller, so rate limits never leak between tests. */
function newAddress() {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

function newEmail(name = "ada") {
  return `${name}+${crypto.randomUUID()}@example.com`;
}

/** Posts a form as a browser does without JavaScript. */
function postForm(
  path: string,
  fields: Record<string, string>,
  { address = newAddress(), origin = BASE }: { address?: string; origin?: string | null } = {},
) {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    "CF-Connecting-IP": address,
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0",
  };
  if (origin) headers.Origin = origin;
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

interface MessageRow {
  kind: string;
  name: string;
  email: string;
  subject: string;
  body: string;
  page_url: string | null;
}

async function messagesFrom(email: string) {
  const { results } = await env.DB.prepare("SELECT * FROM messages WHERE email = ?")
    .bind(email)
    .all<MessageRow>();
  return results;
}

/** The opening tag of the input or textarea named `name` in a page. */
function controlTag(html: string, name: string): string {
  return new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
}

/** A page's HTML without the comments React puts between adjacent text parts. */
async function pageHtml(response: Response) {
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** React escapes apostrophes and quotes in text. */
const text = (s: string) => s.replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

function contactFields(overrides: Record<string, string> = {}) {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: newEmail(),
    subject: "A question about Bernoulli numbers",
    message: "Could you add a converter for analytical engine cycles?",
    ...overrides,
  };
}

describe("the contact page", () => {
  it("shows the form, the contact cards and the FAQ", async () => {
    const response = await SELF.fetch(`${BASE}/contact`);
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    for (const name of ["firstName", "lastName", "email", "subject", "message"]) {
      expect(controlTag(html, name), name).not.toBe("");
    }
    expect(html).toContain("Send Message");
    for (const address of ["hello@unitwise.app", "support@unitwise.app", "api@unitwise.app"]) {
      expect(html).toContain(`href="mailto:${address}"`);
    }
    expect(html).toContain("Frequently asked questions");
    expect(html).toContain("<title>Contact Us | UnitWise</title>");
  });

  it("stores a sent message and thanks the sender by first name", async () => {
    const fields = contactFields({ firstName: "  Ada  ", message: "Line one\r\nLine two  " });
    const response = await postForm("/contact", fields);
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain("Thanks, Ada — your message has been sent");
    expect(controlTag(html, "firstName")).toBe(""); // the form gives way to the confirmation

    const rows = await messagesFrom(fields.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "contact",
      name: "Ada Lovelace",
      email: fields.email,
      subject: fields.subject,
      body: "Line one\nLine two",
      page_url: null,
    });
  });

  it("accepts a message without a last name", async () => {
    const fields = contactFields({ lastName: "" });
    expect((await postForm("/contact", fields)).status).toBe(200);
    expect((await messagesFrom(fields.email))[0]?.name).toBe("Ada");
  });

  it("counts each line break as one character, as the browser's maxlength does", async () => {
    const message = `${"x".repeat(4989)}${"\r\n".repeat(10)}y`; // 5,000 characters as typed
    const fields = contactFields({ message });
    expect((await postForm("/contact", fields)).status).toBe(200);
  });

  const invalid: Array<[field: string, value: string, message: string]> = [
    ["firstName", "", "Enter your first name"],
    ["firstName", "   ", "Enter your first name"],
    ["firstName", "A".repeat(101), "First name must be at most 100 characters"],
    ["lastName", "L".repeat(101), "Last name must be at most 100 characters"],
    ["email", "", "Enter your email address"],
    ["email", "ada.example.com", "Enter a valid email address, like name@example.com"],
    ["email", "ada@localhost", "Enter a valid email address, like name@example.com"],
    ["email", `${"a".repeat(250)}@example.com`, "Email address must be at most 254 characters"],
    ["subject", "", "Enter a subject"],
    ["subject", "S".repeat(151), "Subject must be at most 150 characters"],
    ["message", " \r\n ", "Write your message"],
    ["message", "M".repeat(5001), "Message must be at most 5,000 characters"],
  ];
  for (const [field, value, message] of invalid) {
    it(`refuses ${field} = ${JSON.stringify(value.slice(0, 20))} with 400 next to the field`, async () => {
      const fields = contactFields({ [field]: value });
      const response = await postForm("/contact", fields);
      expect(response.status).toBe(400);
      const html = await pageHtml(response);
      expect(html).toContain(text(message));

      const control = controlTag(html, field);
      expect(control).toContain('aria-invalid="true"');
      const describedBy = /aria-describedby="([^"]+)"/.exec(control)?.[1] ?? "";
      const errorId = describedBy.split(" ").find((id) => id.endsWith("-error")) ?? "";
      expect(html).toMatch(new RegExp(`<p id="${errorId}"[^>]*>.*?${text(message)}`));
      // Only the invalid field is marked, and what the sender typed is kept.
      expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
      if (field !== "subject")
        expect(controlTag(html, "subject")).toContain(`value="${fields.subject}"`);
      if (field !== "message") expect(html).toContain(`${fields.message}</textarea>`);

      expect(await messagesFrom(fields.email)).toEqual([]);
    });
  }

  it("pretends to accept a message whose honeypot is filled, and stores nothing", async () => {
    const fields = contactFields({ firstName: "Bot", website: "https://spam.example" });
    const response = await postForm("/contact", fields);
    expect(response.status).toBe(200);
    expect(await pageHtml(response)).toContain("Thanks, Bot — your message has been sent");
    expect(await messagesFrom(fields.email)).toEqual([]);
  });

  it("refuses the sixth message from one address within the hour with 429 and Retry-After", async () => {
    const address = newAddress();
    const email = newEmail();
    for (let i = 1; i <= 5; i++) {
      const response = await postForm("/contact", contactFields({ email }), { address });
      expect(response.status, `message ${i}`).toBe(200);
    }
    const sixth = await postForm("/contact", contactFields({ email, subject: "Sixth subject" }), {
      address,
    });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const html = await pageHtml(sixth);
    expect(html).toContain("Too many messages");
    expect(html).toContain("Please try again in about 60 minutes");
    expect(controlTag(html, "subject")).toContain('value="Sixth subject"');
    expect(await messagesFrom(email)).toHaveLength(5);

    // Another address, and the bug-report form from the same address, are not affected.
    expect((await postForm("/contact", contactFields())).status).toBe(200);
    expect((await postForm("/bug-report", bugReportFields(), { address })).status).toBe(200);
  });

  it("does not count invalid messages against the limit", async () => {
    const address = newAddress();
    for (let i = 0; i < 6; i++) {
      const response = await postForm("/contact", contactFields({ email: "" }), { address });
      expect(response.status).toBe(400);
    }
    expect((await postForm("/contact", contactFields(), { address })).status).toBe(200);
  });

  it("refuses a post from another site and stores nothing", async () => {
    const fields = contactFields();
    const response = await postForm("/contact", fields, { origin: "https://evil.example" });
    expect(response.status).toBe(400);
    expect(await messagesFrom(fields.email)).toEqual([]);
  });

  it("accepts a post without an Origin header", async () => {
    const fields = contactFields();
    expect((await postForm("/contact", fields, { origin: null })).status).toBe(200);
    expect(await messagesFrom(fields.email)).toHaveLength(1);
  });

  it("refuses an oversized or non-form body without storing anything", async () => {
    const email = newEmail();
    const huge = await postForm("/contact", contactFields({ email, padding: "x".repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(await pageHtml(huge)).toContain("too large");

    const json = await SELF.fetch(`${BASE}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: BASE },
      body: JSON.stringify(contactFields({ email })),
    });
    expect(json.status).toBe(415);
    expect(await messagesFrom(email)).toEqual([]);
  });
});

function bugReportFields(overrides: Record<string, string> = {}) {
  return {
    name: "Grace Hopper",
    email: newEmail("grace"),
    page: "/length-converter",
    whatHappened: "1 foot converts to 0.3 m\r\nIt should be exact.",
    expected: "0.3048 m",
    ...overrides,
  };
}

describe("the bug-report page", () => {
  it("shows the form, filled in with the page it was linked from", async () => {
    const response = await SELF.fetch(`${BASE}/bug-report?page=%2Fweight-converter`);
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    for (const name of ["name", "email", "whatHappened", "expected"]) {
      expect(controlTag(html, name), name).not.toBe("");
    }
    expect(controlTag(html, "page")).toContain('value="/weight-converter"');
    expect(html).toContain("Send Report");
    expect(html).toContain("<title>Report a Bug | UnitWise</title>");
  });

  it("stores a report with a composed subject and body", async () => {
    const fields = bugReportFields();
    const response = await postForm("/bug-report", fields);
    expect(response.status).toBe(200);
    expect(await pageHtml(response)).toContain(
      "Thanks, Grace Hopper — your bug report has been sent",
    );

    const [row, ...rest] = await messagesFrom(fields.email);
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      kind: "bug-report",
      name: "Grace Hopper",
      subject: "Bug: /length-converter — 1 foot converts to 0.3 m",
      page_url: "/length-converter",
    });
    expect(row?.body).toBe(
      [
        "What happened:\n1 foot converts to 0.3 m\nIt should be exact.",
        "What was expected:\n0.3048 m",
        "Page or converter: /length-converter",
        "Browser: Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0",
      ].join("\n\n"),
    );
  });

  it("accepts a report without the optional page and expectation", async () => {
    const fields = bugReportFields({ page: "", expected: "", whatHappened: "W".repeat(200) });
    expect((await postForm("/bug-report", fields)).status).toBe(200);
    const [row] = await messagesFrom(fields.email);
    expect(row?.page_url).toBeNull();
    expect(row?.subject).toHaveLength(150);
    expect(row?.subject).toMatch(/^Bug: W+…$/);
    expect(row?.body).toContain("What was expected:\n(not given)");
  });

  const invalid: Array<[field: string, value: string, message: string]> = [
    ["name", " ", "Enter your name"],
    ["name", "N".repeat(101), "Name must be at most 100 characters"],
    ["email", "grace@", "Enter a valid email address, like name@example.com"],
    ["page", "p".repeat(501), "Page or converter must be at most 500 characters"],
    ["whatHappened", "", "Describe what happened"],
    ["whatHappened", "w".repeat(5001), "This description must be at most 5,000 characters"],
    ["expected", "e".repeat(5001), "This description must be at most 5,000 characters"],
  ];
  for (const [field, value, message] of invalid) {
    it(`refuses ${field} = ${JSON.stringify(value.slice(0, 20))} with 400 next to the field`, async () => {
      const fields = bugReportFields({ [field]: value });
      const response = await postForm("/bug-report", fields);
      expect(response.status).toBe(400);
      const html = await pageHtml(response);
      expect(html).toContain(text(message));
      expect(controlTag(html, field)).toContain('aria-invalid="true"');
      expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
      if (field !== "name") expect(controlTag(html, "name")).toContain('value="Grace Hopper"');
      expect(await messagesFrom(fields.email)).toEqual([]);
    });
  }

  it("pretends to accept a report whose honeypot is filled, and stores nothing", async () => {
    const fields = bugReportFields({ website: "buy-now" });
    const response = await postForm("/bug-report", fields);
    expect(response.status).toBe(200);
    expect(await pageHtml(response)).toContain("your bug report has been sent");
    expect(await messagesFrom(fields.email)).toEqual([]);
  });

  it("refuses the sixth report from one address within the hour with 429 and Retry-After", async () => {
    const address = newAddress();
    const email = newEmail("grace");
    for (let i = 1; i <= 5; i++) {
      const response = await postForm("/bug-report", bugReportFields({ email }), { address });
      expect(response.status, `report ${i}`).toBe(200);
    }
    const sixth = await postForm("/bug-report", bugReportFields({ email }), { address });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect(await pageHtml(sixth)).toContain("Too many reports");
    expect(await messagesFrom(email)).toHaveLength(5);
  });
});

describe("the rate limiter", () => {
  const rule = { limit: 3, windowSeconds: 60 };
  const db = () => database(env.DB);
  const key = () => `test:${crypto.randomUUID()}`;
  const start = Date.UTC(2020, 0, 1);

  it("allows `limit` hits per window, then refuses until the window ends", async () => {
    const k = key();
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await consumeRateLimit(db(), k, rule, start + i * 1000));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    // The window opened at the first hit and is not extended by later ones.
    expect(results[3]?.retryAfterSeconds).toBe(57);
    expect(results[3]?.resetAt.getTime()).toBe(start + 60_000);

    const next = await consumeRateLimit(db(), k, rule, start + 60_000);
    expect([next.allowed, next.remaining]).toEqual([true, 2]);
    expect(next.resetAt.getTime()).toBe(start + 120_000);
  });

  it("counts concurrent hits without losing any", async () => {
    const k = key();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumeRateLimit(db(), k, rule, start)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("peeks without counting, and reset forgets the key", async () => {
    const k = key();
    expect((await peekRateLimit(db(), k, rule, start)).remaining).toBe(3);
    for (let i = 0; i < 3; i++) await consumeRateLimit(db(), k, rule, start);
    const peeked = await peekRateLimit(db(), k, rule, start);
    expect([peeked.allowed, peeked.remaining]).toEqual([false, 0]);
    expect((await peekRateLimit(db(), k, rule, start)).remaining).toBe(0);

    await resetRateLimit(db(), k);
    expect((await consumeRateLimit(db(), k, rule, start)).allowed).toBe(true);
  });

  it("prunes ended windows as new hits arrive", async () => {
    const old = key();
    await consumeRateLimit(db(), old, rule, start);
    const row = () => env.DB.prepare("SELECT key FROM rate_limits WHERE key = ?").bind(old).first();
    expect(await row()).not.toBeNull();
    await consumeRateLimit(db(), key(), rule, start + 61_000);
    expect(await row()).toBeNull();
  });

  it("keys clients by address, and IPv6 clients by their /64 network", () => {
    const from = (address?: string) =>
      clientAddress(new Request(BASE, { headers: address ? { "CF-Connecting-IP": address } : {} }));
    expect(from("203.0.113.7")).toBe("203.0.113.7");
    expect(from("2001:DB8:0a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(from("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(from("2001:db8:1:2::")).toBe("2001:db8:1:2::/64");
    expect(from("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(from()).toBe("unknown");
  });
});
