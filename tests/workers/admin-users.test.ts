import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { changeAdminRole, removeUser } from "~/admin/users.server";
import {
  deleteUserAccount,
  endUserSessions,
  findUserForAdmin,
  setUserAdmin,
} from "~/models/user.server";
import { signIn } from "./helpers/auth";
import { auditRows, BASE, get, pageHtml, postForm, sendJson } from "./helpers/admin";

let user: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  user = await signIn();
});

/** Makes `id` the only admin (these tests share one D1 with every other admin they create). */
async function onlyAdmin(id: string) {
  await env.DB.prepare("UPDATE users SET is_admin = (id = ?)").bind(id).run();
}

async function isAdmin(id: string) {
  const row = await env.DB.prepare("SELECT is_admin FROM users WHERE id = ?")
    .bind(id)
    .first<{ is_admin: number }>();
  return row ? row.is_admin === 1 : undefined;
}

async function sessionCount(id: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
    .bind(id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("the Users tab (/admin/users)", () => {
  it("redirects signed-out visitors and answers non-admins 403", async () => {
    expect((await get("/admin/users")).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fadmin%2Fusers",
    );
    expect((await get("/admin/users", { cookie: user.cookie })).status).toBe(403);
    const post = await postForm(
      "/admin/users",
      { intent: "grant-admin", id: user.user.id },
      { cookie: user.cookie },
    );
    expect(post.status).toBe(403);
    expect(await isAdmin(user.user.id)).toBe(false);
  });

  it("lists accounts without password hashes and searches them with ?q=", async () => {
    const admin = await signIn({ isAdmin: true });
    const html = await pageHtml(await get("/admin/users", { cookie: admin.cookie }));
    expect(html).toContain(user.user.username);
    expect(html).toContain(`${admin.user.username}<span class="font-normal`);
    expect(html).not.toContain("$scrypt$");
    const found = await pageHtml(
      await get(`/admin/users?q=${user.user.username.toUpperCase()}`, { cookie: admin.cookie }),
    );
    expect(found).toContain(user.user.username);
    expect(found).not.toContain(`>${admin.user.username}<`);
    const none = await pageHtml(await get("/admin/users?q=%25_nobody", { cookie: admin.cookie }));
    expect(none).toContain("No accounts found.");
  });

  it("grants and revokes admin, ends sessions and deletes an account, each audited", async () => {
    const admin = await signIn({ isAdmin: true });
    const target = await signIn();
    const grant = await postForm(
      "/admin/users?q=x",
      { intent: "grant-admin", id: target.user.id },
      { cookie: admin.cookie },
    );
    expect(grant.status).toBe(302);
    expect(grant.headers.get("Location")).toBe("/admin/users?q=x");
    expect(grant.headers.get("Set-Cookie")).toContain("unitwise_flash=admin-granted");
    expect(await isAdmin(target.user.id)).toBe(true);

    await postForm(
      "/admin/users",
      { intent: "revoke-admin", id: target.user.id },
      { cookie: admin.cookie },
    );
    expect(await isAdmin(target.user.id)).toBe(false);

    expect(await sessionCount(target.user.id)).toBe(1);
    await postForm(
      "/admin/users",
      { intent: "sign-out", id: target.user.id },
      { cookie: admin.cookie },
    );
    expect(await sessionCount(target.user.id)).toBe(0);
    expect((await get("/", { cookie: target.cookie })).headers.get("Set-Cookie")).toContain(
      "Max-Age=0",
    );

    const deleted = await postForm(
      "/admin/users",
      { intent: "delete", id: target.user.id },
      { cookie: admin.cookie },
    );
    expect(deleted.headers.get("Set-Cookie")).toContain("unitwise_flash=user-deleted");
    expect(await isAdmin(target.user.id)).toBeUndefined();

    const rows = await auditRows("user", target.user.id);
    expect(rows.map((row) => row.action)).toEqual([
      "user.admin-granted",
      "user.admin-revoked",
      "user.signed-out",
      "user.deleted",
    ]);
    expect(rows.every((row) => row.actor_id === admin.user.id)).toBe(true);
    expect(JSON.parse(rows[0]!.before!)).toEqual({ isAdmin: false });
    expect(JSON.parse(rows[0]!.after!)).toEqual({ isAdmin: true });
    expect(JSON.parse(rows[2]!.before!)).toEqual({ sessionCount: 1 });
    const snapshot = JSON.parse(rows[3]!.before!) as Record<string, unknown>;
    expect(snapshot).toMatchObject({ id: target.user.id, username: target.user.username });
    expect(snapshot).not.toHaveProperty("passwordHash");
    expect(rows[3]!.after).toBeNull();
  });

  it("never takes the role from, or deletes, the last admin", async () => {
    const admin = await signIn({ isAdmin: true });
    await onlyAdmin(admin.user.id);
    for (const intent of ["revoke-admin", "delete"]) {
      const refused = await postForm(
        "/admin/users",
        { intent, id: admin.user.id },
        { cookie: admin.cookie },
      );
      expect(refused.status, intent).toBe(409);
      expect(await pageHtml(refused)).toContain("The last admin cannot");
    }
    expect(await isAdmin(admin.user.id)).toBe(true);
    expect(await auditRows("user", admin.user.id)).toEqual([]);

    // With another admin, an admin may step down: then the dashboard is no longer theirs.
    const other = await signIn({ isAdmin: true });
    const stepDown = await postForm(
      "/admin/users",
      { intent: "revoke-admin", id: admin.user.id },
      { cookie: admin.cookie },
    );
    expect(stepDown.headers.get("Location")).toBe("/");
    expect(await isAdmin(admin.user.id)).toBe(false);
    expect(await isAdmin(other.user.id)).toBe(true);
  });

  it("checks the last admin again inside the update, and then writes no audit row", async () => {
    const admin = await signIn({ isAdmin: true });
    await onlyAdmin(admin.user.id);
    const db = database(env.DB);
    const view = await findUserForAdmin(db, admin.user.id);
    const changed = await setUserAdmin(db, view!, false, { id: "x", username: "racer" });
    expect(changed).toBe(false);
    expect(await isAdmin(admin.user.id)).toBe(true);
    expect(await auditRows("user", admin.user.id)).toEqual([]);
  });

  it("lets only one of two admins deleting each other at once succeed", async () => {
    const a = await signIn({ isAdmin: true });
    const b = await signIn({ isAdmin: true });
    await env.DB.prepare("UPDATE users SET is_admin = (id IN (?, ?))")
      .bind(a.user.id, b.user.id)
      .run();
    const db = database(env.DB);
    const [viewA, viewB] = await Promise.all([
      findUserForAdmin(db, a.user.id),
      findUserForAdmin(db, b.user.id),
    ]);
    const results = await Promise.all([
      deleteUserAccount(db, viewA!, b.user),
      deleteUserAccount(db, viewB!, a.user),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const remaining = [await isAdmin(a.user.id), await isAdmin(b.user.id)];
    expect(remaining.filter((admin) => admin === true)).toHaveLength(1);
    const rows = [...(await auditRows("user", a.user.id)), ...(await auditRows("user", b.user.id))];
    expect(rows.map((row) => row.action)).toEqual(["user.deleted"]);
  });

  it("deletes an account's sessions with it, and audits only what happened", async () => {
    const admin = await signIn({ isAdmin: true });
    const target = await signIn();
    const db = database(env.DB);
    const view = await findUserForAdmin(db, target.user.id);
    expect(await endUserSessions(db, view!, admin.user)).toBe(1);
    // Nothing left to end: no second "signed out" row.
    expect(await endUserSessions(db, view!, admin.user)).toBe(0);
    await signIn({ username: target.user.username });
    expect(await sessionCount(target.user.id)).toBe(1);
    const [first, second] = await Promise.all([
      deleteUserAccount(db, view!, admin.user),
      deleteUserAccount(db, view!, admin.user),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await isAdmin(target.user.id)).toBeUndefined();
    expect(await sessionCount(target.user.id)).toBe(0);
    expect((await auditRows("user", target.user.id)).map((row) => row.action)).toEqual([
      "user.signed-out",
      "user.deleted",
    ]);
  });

  it("answers a form it cannot read with the refusal, not a server error", async () => {
    const admin = await signIn({ isAdmin: true });
    const response = await SELF.fetch(`${BASE}/admin/users`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: BASE, "Content-Type": "text/plain" },
      body: "intent=delete",
      redirect: "manual",
    });
    expect(response.status).toBe(415);
    expect(await pageHtml(response)).toContain("Send the form as");
  });

  it("answers 404, not the last-admin 409, when the account vanishes during a grant", async () => {
    const admin = await signIn({ isAdmin: true });
    const target = await signIn();
    const db = database(env.DB);
    // Both read the account first; then the delete lands and the grant's UPDATE finds no row.
    const [, grant] = await Promise.allSettled([
      removeUser(db, admin.user, target.user.id),
      changeAdminRole(db, admin.user, target.user.id, true),
    ]);
    if (grant.status === "rejected") {
      expect((grant.reason as { status: number }).status).toBe(404);
    }
    expect(await isAdmin(target.user.id)).toBeUndefined();
    expect((await auditRows("user", target.user.id)).map((row) => row.action)).not.toContain(
      "user.admin-granted",
    );
  });

  it("refuses unknown intents and ids", async () => {
    const admin = await signIn({ isAdmin: true });
    const bad = await postForm(
      "/admin/users",
      { intent: "promote", id: user.user.id },
      { cookie: admin.cookie },
    );
    expect(bad.status).toBe(400);
    const badId = await postForm(
      "/admin/users",
      { intent: "grant-admin", id: "nope" },
      { cookie: admin.cookie },
    );
    expect(badId.status).toBe(400);
    const missing = await postForm(
      "/admin/users",
      { intent: "grant-admin", id: crypto.randomUUID() },
      { cookie: admin.cookie },
    );
    expect(missing.status).toBe(404);
    expect(await pageHtml(missing)).toContain("User not found");
  });
});

describe("the users API", () => {
  it("answers 401 signed out and 403 without the role", async () => {
    const id = user.user.id;
    for (const [method, path, body] of [
      ["GET", "/api/admin/users", undefined],
      ["PATCH", `/api/admin/users/${id}`, { isAdmin: true }],
      ["POST", `/api/admin/users/${id}/sign-out`, undefined],
      ["DELETE", `/api/admin/users/${id}`, undefined],
      ["GET", "/api/admin/audit", undefined],
    ] as const) {
      const signedOut = method === "GET" ? await get(path) : await sendJson(method, path, body);
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      const forbidden =
        method === "GET"
          ? await get(path, { cookie: user.cookie })
          : await sendJson(method, path, body, { cookie: user.cookie });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
    }
    expect(await isAdmin(id)).toBe(false);
    expect(await sessionCount(id)).toBe(1);
  });

  it("lists, grants, signs out and deletes, with audit rows; 400, 404 and 409 as JSON", async () => {
    const admin = await signIn({ isAdmin: true });
    const target = await signIn();
    const list = await get(`/api/admin/users?q=${target.user.username}`, { cookie: admin.cookie });
    const { users } = (await list.json()) as { users: Array<Record<string, unknown>> };
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: target.user.id, isAdmin: false, sessionCount: 1 });
    expect(users[0]).not.toHaveProperty("passwordHash");

    const grant = await sendJson(
      "PATCH",
      `/api/admin/users/${target.user.id}`,
      { isAdmin: true },
      {
        cookie: admin.cookie,
      },
    );
    expect(await grant.json()).toMatchObject({ id: target.user.id, isAdmin: true });
    const signOut = await sendJson(
      "POST",
      `/api/admin/users/${target.user.id}/sign-out`,
      undefined,
      {
        cookie: admin.cookie,
      },
    );
    expect(await signOut.json()).toMatchObject({ sessionCount: 0 });
    expect(await sessionCount(target.user.id)).toBe(0);

    await onlyAdmin(admin.user.id);
    const cases: Array<[Response, number, string]> = [
      [
        await sendJson(
          "PATCH",
          `/api/admin/users/${admin.user.id}`,
          { isAdmin: false },
          { cookie: admin.cookie },
        ),
        409,
        "The last admin cannot lose the admin role: grant it to someone else first",
      ],
      [
        await sendJson("DELETE", `/api/admin/users/${admin.user.id}`, undefined, {
          cookie: admin.cookie,
        }),
        409,
        "The last admin cannot be deleted: grant the admin role to someone else first",
      ],
      [
        await sendJson(
          "PATCH",
          `/api/admin/users/${target.user.id}`,
          { isAdmin: "no" },
          { cookie: admin.cookie },
        ),
        400,
        "isAdmin must be true or false",
      ],
      [
        await sendJson(
          "PATCH",
          `/api/admin/users/${target.user.id}`,
          { isAdmin: true, extra: 1 },
          { cookie: admin.cookie },
        ),
        400,
        'Send a JSON object like { "isAdmin": true }',
      ],
      [
        await sendJson(
          "PATCH",
          "/api/admin/users/nope",
          { isAdmin: true },
          { cookie: admin.cookie },
        ),
        400,
        "The user id must be a UUID",
      ],
      [
        await sendJson("DELETE", `/api/admin/users/${crypto.randomUUID()}`, undefined, {
          cookie: admin.cookie,
        }),
        404,
        "User not found",
      ],
      [
        await get(`/api/admin/users?q=${"x".repeat(101)}`, { cookie: admin.cookie }),
        400,
        "Search for at most 100 characters",
      ],
      [
        await get("/api/admin/audit?entity=post", { cookie: admin.cookie }),
        400,
        "entity must be message, user, converter, category, converter-article, converter-guide, settings, ad-slot, or analytics-events",
      ],
      [
        await sendJson("DELETE", `/api/admin/users/${target.user.id}`, undefined, {
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

    const deleted = await sendJson("DELETE", `/api/admin/users/${target.user.id}`, undefined, {
      cookie: admin.cookie,
    });
    expect(await deleted.json()).toEqual({ deleted: target.user.id });
    const audit = await get(`/api/admin/audit?entity=user&id=${target.user.id}`, {
      cookie: admin.cookie,
    });
    const { entries } = (await audit.json()) as {
      entries: Array<{ action: string; actorUsername: string }>;
    };
    expect(entries.map((entry) => entry.action)).toEqual([
      "user.deleted",
      "user.signed-out",
      "user.admin-granted",
    ]);
    expect(entries[0]!.actorUsername).toBe(admin.user.username);
  });
});
