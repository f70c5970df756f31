import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signIn, TEST_PASSWORD } from "./helpers/auth";
import { auditRows, get, pageHtml, postForm, sendJson } from "./helpers/admin";

/** Makes `id` the only admin (these tests share one D1 with every other admin they create). */
async function onlyAdmin(id: string) {
  await env.DB.prepare("UPDATE users SET is_admin = (id = ?)").bind(id).run();
}

async function userRows(id: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?")
    .bind(id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function sessionRows(id: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
    .bind(id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The Set-Cookie header that clears the session cookie (either of its two names). */
function clearedSession(response: Response) {
  return response.headers
    .getSetCookie()
    .find((cookie) => /^(__Host-)?unitwise_session=;/.test(cookie) && /Max-Age=0/i.test(cookie));
}

const deleteAccount = (body: unknown, options: { cookie?: string; origin?: string | null } = {}) =>
  sendJson("DELETE", "/api/auth/account", body, options);

describe("GET /api/auth/account/export", () => {
  it("answers 401 signed out", async () => {
    const response = await get("/api/auth/account/export");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Sign in to continue" });
  });

  it("holds the account's fields and its sessions' dates, never a hash", async () => {
    const { cookie, user } = await signIn();
    // A second browser: a second session.
    await signIn({ username: user.username });
    const response = await get("/api/auth/account/export", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const text = await response.text();
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(body).toMatchObject({
      username: user.username,
      firstName: "Test",
      lastName: "User",
      email: `${user.username.toLowerCase()}@example.com`,
      isAdmin: false,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        "calculations",
        "createdAt",
        "email",
        "favourites",
        "firstName",
        "history",
        "isAdmin",
        "language",
        "lastName",
        "lastSignInAt",
        "passwordChangedAt",
        "preferences",
        "sessions",
        "username",
      ].sort(),
    );
    const sessions = body.sessions as { createdAt: string; expiresAt: string }[];
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(["createdAt", "expiresAt"]);
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    }
    expect(body.lastSignInAt).toBe(sessions[0]!.createdAt);
    // No password hash, no session id (a hex SHA-256) and no token anywhere in the file.
    expect(text).not.toContain("$scrypt$");
    expect(text).not.toMatch(/[0-9a-f]{64}/);
    expect(text).not.toContain(cookie.split("=")[1]!.split(";")[0]!);
  });
});

describe("GET /download-my-data", () => {
  it("sends signed-out visitors to sign in first", async () => {
    const response = await get("/download-my-data");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fdownload-my-data");
  });

  it("answers the export as a JSON file to save", async () => {
    const { cookie, user } = await signIn();
    const response = await get("/download-my-data", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="unitwise-account.json"',
    );
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.username).toBe(user.username);
    expect(JSON.stringify(body)).not.toContain("$scrypt$");
  });
});

describe("DELETE /api/auth/account", () => {
  it("answers 401 signed out, 400 without or with a wrong password", async () => {
    expect((await deleteAccount({ password: TEST_PASSWORD })).status).toBe(401);
    const { cookie, user } = await signIn();
    const missing = await deleteAccount({}, { cookie });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: "Enter your password" });
    const wrong = await deleteAccount({ password: "not my password" }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: "Password is incorrect",
      fields: { password: "Password is incorrect" },
    });
    expect(await userRows(user.id)).toBe(1);
  });

  it("refuses cross-site requests and other methods", async () => {
    const { cookie, user } = await signIn();
    const crossSite = await deleteAccount(
      { password: TEST_PASSWORD },
      { cookie, origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: "Cross-site requests are not allowed" });
    expect((await sendJson("POST", "/api/auth/account", {}, { cookie })).status).toBe(405);
    expect(await userRows(user.id)).toBe(1);
  });

  it("is throttled with the password-change attempts", async () => {
    const { cookie } = await signIn();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await deleteAccount({ password: "wrong guess" }, { cookie })).status).toBe(400);
    }
    const refused = await deleteAccount({ password: TEST_PASSWORD }, { cookie });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("deletes the account and every session at once, and the old cookie is dead", async () => {
    const { cookie, user } = await signIn();
    await signIn({ username: user.username });
    expect(await sessionRows(user.id)).toBe(2);
    const response = await deleteAccount({ password: TEST_PASSWORD }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(clearedSession(response)).toBeDefined();
    expect(await userRows(user.id)).toBe(0);
    expect(await sessionRows(user.id)).toBe(0);
    expect((await get("/api/auth/user", { cookie })).status).toBe(401);
    expect((await get("/api/auth/account/export", { cookie })).status).toBe(401);
    // The audit trail records it as the Users tab's deletion does: no password hash.
    const rows = await auditRows("user", user.id);
    expect(rows.map((row) => row.action)).toEqual(["user.deleted"]);
    expect(JSON.stringify(rows)).not.toContain("$scrypt$");
  });

  it("never deletes the last admin (409), but an admin among others may go", async () => {
    const admin = await signIn({ isAdmin: true });
    await onlyAdmin(admin.user.id);
    const refused = await deleteAccount({ password: TEST_PASSWORD }, { cookie: admin.cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error:
        "The last admin cannot delete their account: grant the admin role to someone else first",
    });
    expect(await userRows(admin.user.id)).toBe(1);
    expect(await auditRows("user", admin.user.id)).toEqual([]);

    await signIn({ isAdmin: true });
    const deleted = await deleteAccount({ password: TEST_PASSWORD }, { cookie: admin.cookie });
    expect(deleted.status).toBe(200);
    expect(await userRows(admin.user.id)).toBe(0);
  });
});

describe("the delete-account page (no JavaScript)", () => {
  it("sends signed-out visitors to sign in first", async () => {
    const response = await get("/delete-account");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fdelete-account");
  });

  it("shows the form, and a wrong password next to its field", async () => {
    const { cookie, user } = await signIn();
    const page = await pageHtml(await get("/delete-account", { cookie }));
    expect(page).toContain('name="password"');
    expect(page).toContain('href="/download-my-data"');
    const wrong = await postForm("/delete-account", { password: "nope nope" }, { cookie });
    expect(wrong.status).toBe(400);
    expect(await pageHtml(wrong)).toContain("Password is incorrect");
    const missing = await postForm("/delete-account", { password: "" }, { cookie });
    expect(missing.status).toBe(400);
    expect(await pageHtml(missing)).toContain("Enter your password");
    expect(await userRows(user.id)).toBe(1);
  });

  it("refuses a cross-site form post", async () => {
    const { cookie, user } = await signIn();
    const response = await postForm(
      "/delete-account",
      { password: TEST_PASSWORD },
      { cookie, origin: "https://evil.example" },
    );
    // React Router refuses an action whose Origin is not this site's.
    expect(response.status).toBe(400);
    expect(await userRows(user.id)).toBe(1);
  });

  it("deletes the account, clears the cookie and goes home with a message", async () => {
    const { cookie, user } = await signIn();
    const response = await postForm("/delete-account", { password: TEST_PASSWORD }, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(clearedSession(response)).toBeDefined();
    const flash = response.headers.getSetCookie().find((c) => c.startsWith("unitwise_flash="));
    expect(flash).toContain("account-deleted");
    expect(await userRows(user.id)).toBe(0);
    expect(await sessionRows(user.id)).toBe(0);
    const home = await pageHtml(
      await get("/", { cookie: `${cookie}; unitwise_flash=account-deleted` }),
    );
    expect(home).toContain("Your account has been deleted");
    expect(home).not.toContain(user.username);
  });

  it("shows the last admin the refusal", async () => {
    const admin = await signIn({ isAdmin: true });
    await onlyAdmin(admin.user.id);
    const response = await postForm(
      "/delete-account",
      { password: TEST_PASSWORD },
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(409);
    expect(await pageHtml(response)).toContain("The last admin cannot delete their account");
    expect(await userRows(admin.user.id)).toBe(1);
  });
});

describe("the account menu", () => {
  it("offers 'Download my data' and 'Delete account' when signed in", async () => {
    const { cookie } = await signIn();
    const html = await pageHtml(await get("/", { cookie }));
    expect(html).toMatch(/<a[^>]*href="\/download-my-data"[^>]*download[^>]*>.*?Download my data/s);
    expect(html).toMatch(/<a[^>]*href="\/delete-account"[^>]*>.*?Delete account/s);
  });
});
