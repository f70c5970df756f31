import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { deleteMessage, setMessageHandled } from "~/models/message.server";
import { signIn } from "./helpers/auth";
import { auditRows, BASE, get, pageHtml, postForm, sendJson, storeMessage } from "./helpers/admin";

let admin: Awaited<ReturnType<typeof signIn>>;
let user: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  admin = await signIn({ isAdmin: true });
  user = await signIn();
});

async function handledAt(id: number) {
  const row = await env.DB.prepare("SELECT handled_at FROM messages WHERE id = ?")
    .bind(id)
    .first<{ handled_at: string | null }>();
  return row ? row.handled_at : undefined;
}

describe("the Messages tab (/admin/messages)", () => {
  it("sends signed-out visitors to /login and answers non-admins 403", async () => {
    const signedOut = await get("/admin/messages");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fmessages");
    expect((await get("/admin/messages", { cookie: user.cookie })).status).toBe(403);
    const post = await postForm("/admin/messages", { intent: "delete", id: "1" });
    expect(post.status).toBe(302);
    const forbidden = await postForm(
      "/admin/messages",
      { intent: "delete", id: "1" },
      { cookie: user.cookie },
    );
    expect(forbidden.status).toBe(403);
  });

  it("lists messages newest first, as text, filtered by kind and status, with the unhandled count", async () => {
    const older = await storeMessage({ subject: "Older question" });
    const bug = await storeMessage({
      kind: "bug-report",
      subject: "Broken <b>bold</b>",
      body: "<script>alert(1)</script>",
    });
    const done = await storeMessage({
      subject: "Already handled",
      handledAt: "2026-01-01T00:00:00.000Z",
    });
    const response = await get("/admin/messages", { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("Broken &lt;b&gt;bold&lt;/b&gt;");
    expect(html.indexOf("Broken &lt;b&gt;")).toBeLessThan(html.indexOf("Older question"));
    expect(html).toMatch(/aria-current="page"[^>]*>Messages/);
    const unhandled = await env.DB.prepare(
      "SELECT count(*) AS n FROM messages WHERE handled_at IS NULL",
    ).first<{ n: number }>();
    expect(html).toContain(`${unhandled?.n}<span class="sr-only"> unhandled</span>`);

    const bugs = await pageHtml(
      await get("/admin/messages?kind=bug-report&handled=", { cookie: admin.cookie }),
    );
    expect(bugs).toContain("Broken &lt;b&gt;");
    expect(bugs).not.toContain("Older question");
    const handled = await pageHtml(
      await get("/admin/messages?handled=true", { cookie: admin.cookie }),
    );
    expect(handled).toContain("Already handled");
    expect(handled).not.toContain("Older question");
    expect([older, bug, done].every(Number.isInteger)).toBe(true);
  });

  it("marks a message handled and unhandled, then deletes it, each with an audit row", async () => {
    const id = await storeMessage({ subject: "Please handle me" });
    const handled = await postForm(
      "/admin/messages?kind=contact",
      { intent: "handled", id: String(id) },
      { cookie: admin.cookie },
    );
    expect(handled.status).toBe(302);
    expect(handled.headers.get("Location")).toBe("/admin/messages?kind=contact");
    expect(handled.headers.get("Set-Cookie")).toContain("unitwise_flash=message-handled");
    expect(await handledAt(id)).toMatch(/^\d{4}-\d\d-\d\dT/);

    await postForm(
      "/admin/messages",
      { intent: "unhandled", id: String(id) },
      { cookie: admin.cookie },
    );
    expect(await handledAt(id)).toBeNull();

    const deleted = await postForm(
      "/admin/messages",
      { intent: "delete", id: String(id) },
      { cookie: admin.cookie },
    );
    expect(deleted.status).toBe(302);
    expect(await handledAt(id)).toBeUndefined();

    const rows = await auditRows("message", id);
    expect(rows.map((row) => row.action)).toEqual([
      "message.handled",
      "message.unhandled",
      "message.deleted",
    ]);
    expect(rows[0]).toMatchObject({ actor_id: admin.user.id, actor_username: admin.user.username });
    expect(JSON.parse(rows[0]!.before!)).toEqual({ handledAt: null });
    expect(JSON.parse(rows[0]!.after!).handledAt).toMatch(/^\d{4}-/);
    expect(JSON.parse(rows[2]!.before!)).toMatchObject({ id, subject: "Please handle me" });
    expect(rows[2]!.after).toBeNull();
  });

  it("refuses unknown intents, bad ids, missing messages and cross-site posts", async () => {
    const bad = await postForm(
      "/admin/messages",
      { intent: "archive", id: "1" },
      { cookie: admin.cookie },
    );
    expect(bad.status).toBe(400);
    expect(await pageHtml(bad)).toContain("Unknown action");
    const badId = await postForm(
      "/admin/messages",
      { intent: "handled", id: "x" },
      { cookie: admin.cookie },
    );
    expect(badId.status).toBe(400);
    const missing = await postForm(
      "/admin/messages",
      { intent: "handled", id: "999999999" },
      { cookie: admin.cookie },
    );
    expect(missing.status).toBe(404);
    expect(await pageHtml(missing)).toContain("Message not found");
    const id = await storeMessage();
    const crossSite = await postForm(
      "/admin/messages",
      { intent: "delete", id: String(id) },
      { cookie: admin.cookie, origin: "https://evil.example" },
    );
    // React Router refuses a cross-origin form post first (400); requireSameOrigin would say 403.
    expect([400, 403]).toContain(crossSite.status);
    expect(await handledAt(id)).toBeNull();
    expect(await auditRows("message", id)).toEqual([]);
  });
});

describe("message changes made at the same time", () => {
  it("write one audit row for the one change that happened", async () => {
    const db = database(env.DB);
    const id = await storeMessage();
    const marked = await Promise.all([
      setMessageHandled(db, id, true, admin.user),
      setMessageHandled(db, id, true, admin.user),
    ]);
    expect(marked.every((message) => message?.handledAt)).toBe(true);
    const deleted = await Promise.all([
      deleteMessage(db, id, admin.user),
      deleteMessage(db, id, admin.user),
    ]);
    expect(deleted.filter(Boolean)).toHaveLength(1);
    expect((await auditRows("message", id)).map((row) => row.action)).toEqual([
      "message.handled",
      "message.deleted",
    ]);
  });

  it("answer a form the tab cannot read with the refusal, not a server error", async () => {
    const response = await SELF.fetch(`${BASE}/admin/messages`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: BASE, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "delete", id: "1" }),
      redirect: "manual",
    });
    expect(response.status).toBe(415);
    expect(await pageHtml(response)).toContain("Send the form as");
  });
});

describe("the messages API", () => {
  it("answers 401 signed out and 403 without the role, on every method", async () => {
    const id = await storeMessage();
    for (const [method, path, body] of [
      ["GET", "/api/admin/messages", undefined],
      ["PATCH", `/api/admin/messages/${id}`, { handled: true }],
      ["DELETE", `/api/admin/messages/${id}`, undefined],
    ] as const) {
      const signedOut = method === "GET" ? await get(path) : await sendJson(method, path, body);
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      const forbidden =
        method === "GET"
          ? await get(path, { cookie: user.cookie })
          : await sendJson(method, path, body, { cookie: user.cookie });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(await forbidden.json()).toEqual({ error: "Admin access required" });
    }
    expect(await handledAt(id)).toBeNull();
  });

  it("lists, filters, patches and deletes, with audit rows", async () => {
    const id = await storeMessage({ kind: "bug-report", subject: "API message" });
    const list = await get("/api/admin/messages?kind=bug-report&handled=false", {
      cookie: admin.cookie,
    });
    expect(list.status).toBe(200);
    const { messages } = (await list.json()) as { messages: Array<{ id: number; kind: string }> };
    expect(messages.some((m) => m.id === id)).toBe(true);
    expect(messages.every((m) => m.kind === "bug-report")).toBe(true);

    const patched = await sendJson(
      "PATCH",
      `/api/admin/messages/${id}`,
      { handled: true },
      {
        cookie: admin.cookie,
      },
    );
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id, handledAt: expect.stringMatching(/^\d{4}-/) });

    const deleted = await sendJson("DELETE", `/api/admin/messages/${id}`, undefined, {
      cookie: admin.cookie,
    });
    expect(await deleted.json()).toEqual({ deleted: id });
    expect((await auditRows("message", id)).map((row) => row.action)).toEqual([
      "message.handled",
      "message.deleted",
    ]);

    const audit = await get(`/api/admin/audit?entity=message&id=${id}`, { cookie: admin.cookie });
    const { entries } = (await audit.json()) as {
      entries: Array<{ action: string; before: unknown }>;
    };
    expect(entries.map((entry) => entry.action)).toEqual(["message.deleted", "message.handled"]);
    expect(entries[1]!.before).toEqual({ handledAt: null });
  });

  it("answers 400 for bad filters, ids and bodies, 404 for a missing message, 403 cross-site", async () => {
    const id = await storeMessage();
    const cases: Array<[Response, number, string]> = [
      [
        await get("/api/admin/messages?kind=spam", { cookie: admin.cookie }),
        400,
        "kind must be contact or bug-report",
      ],
      [
        await get("/api/admin/messages?handled=yes", { cookie: admin.cookie }),
        400,
        "handled must be true or false",
      ],
      [
        await sendJson(
          "PATCH",
          "/api/admin/messages/abc",
          { handled: true },
          { cookie: admin.cookie },
        ),
        400,
        "The message id must be a positive whole number",
      ],
      [
        await sendJson(
          "PATCH",
          `/api/admin/messages/${id}`,
          { handled: "yes" },
          { cookie: admin.cookie },
        ),
        400,
        "handled must be true or false",
      ],
      [
        await sendJson("PATCH", `/api/admin/messages/${id}`, undefined, { cookie: admin.cookie }),
        400,
        "The request body is empty: send a JSON object",
      ],
      [
        await sendJson(
          "PATCH",
          "/api/admin/messages/999999999",
          { handled: true },
          { cookie: admin.cookie },
        ),
        404,
        "Message not found",
      ],
      [
        await sendJson("DELETE", "/api/admin/messages/999999999", undefined, {
          cookie: admin.cookie,
        }),
        404,
        "Message not found",
      ],
      [
        await sendJson("DELETE", `/api/admin/messages/${id}`, undefined, {
          cookie: admin.cookie,
          origin: "https://evil.example",
        }),
        403,
        "Cross-site requests are not allowed",
      ],
    ];
    for (const [response, status, error] of cases) {
      expect(response.status, error).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
    expect(await handledAt(id)).toBeNull();
    expect(await auditRows("message", id)).toEqual([]);
    const wrongMethod = await sendJson(
      "PUT",
      `/api/admin/messages/${id}`,
      {},
      { cookie: admin.cookie },
    );
    expect(wrongMethod.status).toBe(405);
    expect((await get("/api/admin/nothing-here", { cookie: admin.cookie })).status).toBe(404);
    const unsafe = await sendJson(
      "PATCH",
      "/api/admin/messages/9007199254740993",
      { handled: true },
      { cookie: admin.cookie },
    );
    expect(unsafe.status).toBe(400);
    expect(await unsafe.json()).toEqual({
      error: "The message id must be a positive whole number",
    });
    const long = await get(`/api/admin/${"x".repeat(500)}`, { cookie: admin.cookie });
    const { error } = (await long.json()) as { error: string };
    expect(error.length).toBeLessThan(200);
  });
});
