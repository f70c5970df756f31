import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { createUser } from "~/models/user.server";
import { hashPassword, verifyPassword } from "~/accounts/password.server";
import { sessionIdFromToken } from "~/accounts/session.server";
import { sessionCookieHeader, signIn, TEST_PASSWORD, uniqueUsername } from "./helpers/auth";
import { ENCODED_TARGETS, OFF_SITE_TARGETS } from "./helpers/off-site";

const BASE = "http://example.com";
const COOKIE = "__Host-unitwise_session";
const DEVICE_COOKIE = "__Host-unitwise_device";

/** A client address of its own for each caller, so rate limits never leak between tests. */
function newAddress() {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

interface CallOptions {
  cookie?: string;
  address?: string;
  /** the Origin header; null sends none */
  origin?: string | null;
  /** the Sec-Fetch-Site header, when given */
  site?: string;
  base?: string;
}

function headersFor({ cookie, address = newAddress(), origin, site, base = BASE }: CallOptions) {
  const headers: Record<string, string> = { "CF-Connecting-IP": address };
  if (cookie) headers.Cookie = cookie;
  if (origin !== null) headers.Origin = origin ?? base;
  if (site) headers["Sec-Fetch-Site"] = site;
  return headers;
}

/** A JSON call as the site's own scripts make it. */
function postJson(path: string, body: unknown, options: CallOptions = {}) {
  return SELF.fetch(`${options.base ?? BASE}${path}`, {
    method: "POST",
    headers: { ...headersFor(options), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

/** A form post as a browser makes it without JavaScript. */
function postForm(path: string, fields: Record<string, string>, options: CallOptions = {}) {
  return SELF.fetch(`${options.base ?? BASE}${path}`, {
    method: "POST",
    headers: { ...headersFor(options), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function get(path: string, options: CallOptions = {}) {
  return SELF.fetch(`${options.base ?? BASE}${path}`, {
    headers: headersFor({ ...options, origin: null }),
    redirect: "manual",
  });
}

/** The Set-Cookie header that sets (or clears) cookie `name`, if any. */
function setCookie(response: Response, name = COOKIE): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

/** The session token a response hands out, as a Cookie header value. */
function sessionFrom(response: Response): string {
  const token = /^[^=]+=([^;]*)/.exec(setCookie(response) ?? "")?.[1] ?? "";
  expect(token).toMatch(/^[a-z2-7]{32}$/);
  return sessionCookieHeader(token);
}

const tokenOf = (cookie: string) => /=([^;]+)/.exec(cookie)?.[1] ?? "";

async function currentUser(cookie: string) {
  const response = await get("/api/auth/user", { cookie });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function sessionRow(cookie: string) {
  return env.DB.prepare("SELECT * FROM sessions WHERE id = ?")
    .bind(sessionIdFromToken(tokenOf(cookie)))
    .first<{ user_id: string; expires_at: number }>();
}

async function storedHash(username: string) {
  const row = await env.DB.prepare("SELECT password_hash FROM users WHERE username = ?")
    .bind(username)
    .first<{ password_hash: string }>();
  return row?.password_hash;
}

/** A page's HTML without the comments React puts between adjacent text parts. */
async function pageHtml(response: Response) {
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** Registers an account through the JSON call and returns its username. */
async function registerAccount(overrides: Record<string, string> = {}) {
  const username = overrides.username ?? uniqueUsername("ada");
  const response = await postJson("/api/auth/register", {
    username,
    password: TEST_PASSWORD,
    ...overrides,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return username;
}

async function login(username: string, password = TEST_PASSWORD, options: CallOptions = {}) {
  return postJson("/api/auth/login", { username, password }, options);
}

describe("POST /api/auth/register", () => {
  it("creates an account with a scrypt hash naming its parameters, and no session", async () => {
    const username = uniqueUsername("Ada");
    const response = await postJson("/api/auth/register", {
      username,
      password: TEST_PASSWORD,
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      username,
      firstName: "Ada",
      lastName: null,
      email: "ada@example.com",
      isAdmin: false,
    });
    expect(JSON.stringify(body)).not.toContain("scrypt");
    expect(setCookie(response)).toBeUndefined();

    const hash = await storedHash(username);
    expect(hash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(hash).not.toContain(TEST_PASSWORD);
  });

  it("accepts the payload without confirmPassword, and refuses one that does not match", async () => {
    await registerAccount();
    const response = await postJson("/api/auth/register", {
      username: uniqueUsername(),
      password: TEST_PASSWORD,
      confirmPassword: `${TEST_PASSWORD}!`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { confirmPassword: "Passwords don't match" },
    });
  });

  const badUsernames: Array<[string, string]> = [
    ["", "Enter a username"],
    ["ab", "Username must be at least 3 characters"],
    ["a".repeat(33), "Username must be at most 32 characters"],
    ["ada lovelace", "Username can only contain letters, digits, '_' and '-'"],
    ["ada!", "Username can only contain letters, digits, '_' and '-'"],
    ["adá", "Username can only contain letters, digits, '_' and '-'"],
  ];
  for (const [username, message] of badUsernames) {
    it(`refuses the username ${JSON.stringify(username)}`, async () => {
      const response = await postJson("/api/auth/register", { username, password: TEST_PASSWORD });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, fields: { username: message } });
    });
  }

  it("treats usernames that differ only in case as the same", async () => {
    const username = uniqueUsername("Grace");
    await registerAccount({ username });
    const response = await postJson("/api/auth/register", {
      username: username.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "That username is already taken" });
  });

  const badPasswords: Array<[label: string, password: string, message: string]> = [
    ["7 characters", "abcdefg", "Password must be at least 8 characters"],
    ["129 characters", "x".repeat(129), "Password must be at most 128 characters"],
    [
      "on the common list",
      "iloveyou",
      "This password is one of the most common passwords. Please choose another.",
    ],
    [
      "on the common list, in other case",
      "FootBall",
      "This password is one of the most common passwords. Please choose another.",
    ],
  ];
  for (const [label, password, message] of badPasswords) {
    it(`refuses a password ${label}`, async () => {
      const response = await postJson("/api/auth/register", {
        username: uniqueUsername(),
        password,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fields: { password: message } });
    });
  }

  it("accepts any 8 to 128 characters, with no composition rules, counted as people count", async () => {
    await registerAccount({ password: "x".repeat(128) });
    await registerAccount({ password: "plainlowercasewords" });
    // Eight emoji: 16 UTF-16 units, but 8 characters.
    await registerAccount({ password: "🔑🔑🔑🔑🔑🔑🔑🔑" });
  });

  it("refuses a password equal to the username", async () => {
    const username = uniqueUsername("samename");
    const response = await postJson("/api/auth/register", { username, password: username });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { password: "Choose a password that is not your username" },
    });
  });

  it("refuses an invalid email address", async () => {
    const response = await postJson("/api/auth/register", {
      username: uniqueUsername(),
      password: TEST_PASSWORD,
      email: "not-an-email",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { email: "Enter a valid email address, like name@example.com" },
    });
  });

  it("throttles sign-ups per address: the sixth in an hour gets 429 and Retry-After", async () => {
    const address = newAddress();
    for (let i = 1; i <= 5; i++) {
      const response = await postJson(
        "/api/auth/register",
        { username: uniqueUsername(), password: TEST_PASSWORD },
        { address },
      );
      expect(response.status, `sign-up ${i}`).toBe(201);
    }
    const username = uniqueUsername();
    const sixth = await postJson(
      "/api/auth/register",
      { username, password: TEST_PASSWORD },
      { address },
    );
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await sixth.json()).toMatchObject({
      error: expect.stringContaining("Too many sign-up"),
    });
    expect(await storedHash(username)).toBeUndefined();
  });

  it("refuses bodies that are not JSON objects, and GET", async () => {
    const text = await SELF.fetch(`${BASE}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: BASE, "CF-Connecting-IP": newAddress() },
      body: "username=ada",
    });
    expect(text.status).toBe(415);
    const broken = await SELF.fetch(`${BASE}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: BASE },
      body: "{",
    });
    expect(broken.status).toBe(400);
    const wrongMethod = await get("/api/auth/register");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("Allow")).toBe("POST");
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with a new revocable session: a 160-bit token in the cookie, its SHA-256 in D1", async () => {
    const username = await registerAccount();
    const response = await login(username);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username, isAdmin: false });

    const cookie = setCookie(response) ?? "";
    expect(cookie).toMatch(/^__Host-unitwise_session=[a-z2-7]{32}; /);
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(cookie).toMatch(/Max-Age=259(1999|2000)/);
    expect(cookie).not.toMatch(/Domain=/i);

    const session = sessionFrom(response);
    const row = await sessionRow(session);
    expect(row).not.toBeNull();
    const thirtyDays = 30 * 24 * 3600 * 1000;
    expect(Math.abs((row?.expires_at ?? 0) - (Date.now() + thirtyDays))).toBeLessThan(60_000);
    // The token itself is stored nowhere.
    const raw = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE id = ?")
      .bind(tokenOf(session))
      .first<{ n: number }>();
    expect(raw?.n).toBe(0);

    expect(await currentUser(session)).toEqual({
      status: 200,
      body: expect.objectContaining({ username, isAdmin: false }),
    });
  });

  it("starts a new session at every login", async () => {
    const username = await registerAccount();
    const first = sessionFrom(await login(username));
    const second = sessionFrom(await login(username));
    expect(first).not.toBe(second);
    expect((await currentUser(first)).status).toBe(200);
    expect((await currentUser(second)).status).toBe(200);
  });

  it("ignores the letter case of the username", async () => {
    const username = await registerAccount({ username: uniqueUsername("MixedCase") });
    const response = await login(username.toLowerCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username });
  });

  it("answers a wrong password and an unknown username with the same 401 and message", async () => {
    const username = await registerAccount();
    const wrong = await login(username, "not the password at all");
    const unknown = await login(uniqueUsername("nobody"), TEST_PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody).toEqual({ error: "Invalid username or password" });
    expect(await unknown.json()).toEqual(wrongBody);
    expect(setCookie(wrong)).toBeUndefined();
    expect(setCookie(unknown)).toBeUndefined();
  });

  it("requires both fields", async () => {
    const response = await postJson("/api/auth/login", { username: "ada" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { password: "Enter your password" } });
  });

  it("throttles a username at one address after 5 attempts, while its owner elsewhere signs in", async () => {
    const username = await registerAccount();
    const attacker = newAddress();
    for (let i = 1; i <= 5; i++) {
      const response = await login(username, `wrong-password-${i}`, { address: attacker });
      expect(response.status, `attempt ${i}`).toBe(401);
    }
    // Even the right password waits now, from that address.
    const refused = await login(username, TEST_PASSWORD, { address: attacker });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await refused.json()).toEqual({
      error: "Too many sign-in attempts. Please try again in about 15 minutes.",
    });
    expect(setCookie(refused)).toBeUndefined();
    // The owner, from another address, is not locked out; nor are other usernames there.
    expect((await login(username)).status).toBe(200);
    expect(
      (await login(await registerAccount(), TEST_PASSWORD, { address: attacker })).status,
    ).toBe(200);
  });

  it("holds a username at 30 failed attempts an hour from anywhere, but lets a browser that signed in before through", async () => {
    const username = await registerAccount();
    const owner = await login(username);
    expect(owner.status).toBe(200);
    const device = setCookie(owner, DEVICE_COOKIE) ?? "";
    expect(device).toMatch(/^__Host-unitwise_device=[^;]+; .*Max-Age=31536000/);
    expect(device).toContain("HttpOnly");
    const deviceCookie = /^[^;]+/.exec(device)?.[0] ?? "";

    // Six addresses, five guesses each: none reaches its own limit.
    for (let source = 0; source < 6; source++) {
      const address = newAddress();
      for (let i = 1; i <= 5; i++) {
        const response = await login(username, `guess-${source}-${i}`, { address });
        expect(response.status, `source ${source}, guess ${i}`).toBe(401);
      }
    }
    // A new browser with the right password waits for the hour's window…
    const refused = await login(username);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
    expect(await refused.json()).toEqual({
      error:
        "Too many failed sign-ins for this username. Please try again in about 60 minutes, or from a browser you have signed in with before.",
    });
    // …and so does a forged device cookie; the owner's browser, from any address, signs in.
    const forged = deviceCookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await login(username, TEST_PASSWORD, { cookie: forged })).status).toBe(429);
    expect((await login(username, "wrong-password", { cookie: deviceCookie })).status).toBe(401);
    expect((await login(username, TEST_PASSWORD, { cookie: deviceCookie })).status).toBe(200);
  });

  it("throttles an address after 20 attempts in 15 minutes, whatever the usernames", async () => {
    const address = newAddress();
    for (let i = 1; i <= 20; i++) {
      const response = await login(uniqueUsername("guess"), "wrong-password", { address });
      expect(response.status, `attempt ${i}`).toBe(401);
    }
    const username = await registerAccount();
    const refused = await login(username, TEST_PASSWORD, { address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect((await login(username)).status).toBe(200);
  });

  it("clears a username's failed attempts from an address after a successful login there", async () => {
    const username = await registerAccount();
    const address = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login(username, "wrong-password", { address })).status).toBe(401);
      }
      expect((await login(username, TEST_PASSWORD, { address })).status).toBe(200);
    }
  });

  it("rehashes a password stored with older parameters when it is used to sign in", async () => {
    const db = database(env.DB);
    const username = uniqueUsername("legacy");
    const oldHash = await hashPassword(TEST_PASSWORD, { log2N: 10, r: 8, p: 1 });
    await createUser(db, { username, passwordHash: oldHash });

    expect((await login(username, "wrong-password")).status).toBe(401);
    expect(await storedHash(username)).toBe(oldHash); // a failed attempt changes nothing

    expect((await login(username)).status).toBe(200);
    const newHash = (await storedHash(username)) ?? "";
    expect(newHash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
    expect(await verifyPassword(TEST_PASSWORD, newHash)).toBe(true);
    expect((await login(username)).status).toBe(200);
  });

  it("refuses cross-site requests with 403 and starts no session", async () => {
    const username = await registerAccount();
    const cases: CallOptions[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "https://evil.example", site: "cross-site" },
      { origin: null, site: "cross-site" },
      { origin: null, site: "same-site" },
    ];
    for (const options of cases) {
      const response = await login(username, TEST_PASSWORD, options);
      expect(response.status, JSON.stringify(options)).toBe(403);
      expect(await response.json()).toEqual({ error: "Cross-site requests are not allowed" });
      expect(setCookie(response)).toBeUndefined();
    }
    // Same-origin fetches, and clients that are not browsers (no Origin), are served.
    expect((await login(username, TEST_PASSWORD, { site: "same-origin" })).status).toBe(200);
    expect((await login(username, TEST_PASSWORD, { origin: null })).status).toBe(200);
  });

  it("changes nothing on GET", async () => {
    const response = await get("/api/auth/login");
    expect(response.status).toBe(405);
    expect(setCookie(response)).toBeUndefined();
  });
});

describe("sessions", () => {
  it("GET /api/auth/user answers 401 when signed out", async () => {
    expect(await currentUser("")).toEqual({ status: 401, body: { error: "Not signed in" } });
  });

  it("refuses a forged token and a malformed cookie, and clears them from the browser", async () => {
    for (const token of ["abcdefghijklmnopqrstuvwxyz234567", "not-a-token", "' OR 1=1 --"]) {
      const response = await get("/api/auth/user", { cookie: sessionCookieHeader(token) });
      expect(response.status, token).toBe(401);
      expect(setCookie(response), token).toMatch(/^__Host-unitwise_session=; .*Max-Age=0/);
    }
  });

  it("refuses an expired session and deletes it", async () => {
    const { cookie } = await signIn();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, sessionIdFromToken(tokenOf(cookie)))
      .run();
    const response = await get("/api/auth/user", { cookie });
    expect(response.status).toBe(401);
    expect(setCookie(response)).toContain("Max-Age=0");
    expect(await sessionRow(cookie)).toBeNull();
  });

  it("slides: a session used in its second half is extended to 30 days, cookie included", async () => {
    const { cookie } = await signIn();
    const tenDays = 10 * 24 * 3600 * 1000;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() + tenDays, sessionIdFromToken(tokenOf(cookie)))
      .run();
    const response = await get("/", { cookie });
    expect(response.status).toBe(200);
    expect(setCookie(response)).toMatch(
      new RegExp(`^__Host-unitwise_session=${tokenOf(cookie)}; .*Max-Age=259(1999|2000)`),
    );
    const row = await sessionRow(cookie);
    expect((row?.expires_at ?? 0) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    // A session in its first half is left as it is: no cookie on every response.
    const fresh = await get("/", { cookie });
    expect(setCookie(fresh)).toBeUndefined();
  });

  it("uses a Secure __Host- cookie, except on plain-HTTP localhost", async () => {
    const username = await registerAccount();
    const local = await login(username, TEST_PASSWORD, { base: "http://localhost" });
    expect(local.status).toBe(200);
    const cookie = setCookie(local, "unitwise_session") ?? "";
    expect(cookie).toMatch(/^unitwise_session=[a-z2-7]{32}; /);
    expect(cookie).not.toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    const secure = await login(username, TEST_PASSWORD, { base: "https://unitwise.example" });
    expect(setCookie(secure)).toContain("Secure");
  });

  it("ends the session on the server at sign-out: a kept copy of the cookie is refused", async () => {
    const { cookie } = await signIn();
    expect((await currentUser(cookie)).status).toBe(200);
    const response = await postJson("/api/auth/logout", undefined, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(setCookie(response)).toContain("Max-Age=0");
    expect(await sessionRow(cookie)).toBeNull();
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it("refuses a cross-site sign-out and keeps the session", async () => {
    const { cookie } = await signIn();
    const response = await postJson("/api/auth/logout", undefined, {
      cookie,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect((await currentUser(cookie)).status).toBe(200);
  });

  it("refuses another site's sign-out form (POST /logout) and keeps the session", async () => {
    const { cookie } = await signIn();
    const crossSite: CallOptions[] = [
      { origin: "https://evil.example" },
      { origin: null, site: "cross-site" },
      { origin: "null" },
    ];
    for (const options of crossSite) {
      const response = await postForm("/logout", {}, { cookie, ...options });
      expect(response.status, JSON.stringify(options)).toBe(403);
      expect(await response.json()).toEqual({ error: "Cross-site requests are not allowed" });
      expect(setCookie(response)).toBeUndefined();
    }
    expect((await currentUser(cookie)).status).toBe(200);
  });

  it("signs out through the page's form (POST /logout), and never on GET", async () => {
    const { cookie } = await signIn();
    const viaGet = await get("/logout", { cookie });
    expect(viaGet.status).toBe(302);
    expect((await currentUser(cookie)).status).toBe(200);

    const response = await postForm("/logout", {}, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(setCookie(response)).toContain("Max-Age=0");
    expect(setCookie(response, "unitwise_flash")).toContain("unitwise_flash=logged-out");
    expect((await currentUser(cookie)).status).toBe(401);
  });
});

describe("POST /api/auth/change-password", () => {
  const NEW_PASSWORD = "a brand new passphrase";
  const change = (cookie: string, body: Record<string, string>, options: CallOptions = {}) =>
    postJson("/api/auth/change-password", body, { cookie, ...options });

  it("answers 401 when signed out", async () => {
    const response = await change("", {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });

  it("changes the password, ends every other session and hands this browser a new one", async () => {
    const { cookie, user } = await signIn();
    const other = sessionFrom(await login(user.username));

    const response = await change(cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const renewed = sessionFrom(response);

    expect((await currentUser(other)).status).toBe(401);
    expect((await currentUser(cookie)).status).toBe(401);
    expect((await currentUser(renewed)).status).toBe(200);

    expect((await login(user.username)).status).toBe(401);
    expect((await login(user.username, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses a wrong current password, a mismatch, a common or an unchanged password", async () => {
    const { cookie, user } = await signIn();
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [
        {
          currentPassword: "wrong password!",
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
        { currentPassword: "Current password is incorrect" },
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "different" },
        { confirmPassword: "Passwords don't match" },
      ],
      [
        { currentPassword: TEST_PASSWORD, newPassword: "sunshine", confirmPassword: "sunshine" },
        {
          newPassword: "This password is one of the most common passwords. Please choose another.",
        },
      ],
      [
        {
          currentPassword: TEST_PASSWORD,
          newPassword: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
        },
        { newPassword: "Choose a password different from your current one" },
      ],
      [
        { currentPassword: "", newPassword: "", confirmPassword: "" },
        { currentPassword: "Enter your current password" },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await change(cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ fields });
    }
    // Nothing changed: the session and the old password still work.
    expect((await currentUser(cookie)).status).toBe(200);
    expect((await login(user.username)).status).toBe(200);
  });

  it("throttles current-password guesses: the sixth within 15 minutes gets 429", async () => {
    const { cookie } = await signIn();
    const guess = {
      currentPassword: "guess",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    for (let i = 1; i <= 5; i++)
      expect((await change(cookie, guess)).status, `guess ${i}`).toBe(400);
    const refused = await change(cookie, { ...guess, currentPassword: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
  });

  it("refuses a cross-site change", async () => {
    const { cookie } = await signIn();
    const response = await change(
      cookie,
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { origin: "https://evil.example", site: "cross-site" },
    );
    expect(response.status).toBe(403);
    expect((await currentUser(cookie)).status).toBe(200);
  });
});

describe("the sign-in page", () => {
  it("renders the form, marked noindex", async () => {
    const response = await get("/login");
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain("Welcome back");
    expect(html).toContain("Sign in to access the admin dashboard");
    expect(html).toMatch(/<input[^>]*name="username"/);
    expect(html).toMatch(
      /<input[^>]*type="password"[^>]*name="password"|name="password"[^>]*type="password"/,
    );
    expect(html).toContain('href="/register"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("signs in without JavaScript: redirect home with the session and a flash message", async () => {
    const username = await registerAccount({ firstName: "Ada", lastName: "Lovelace" });
    const response = await postForm("/login", { username, password: TEST_PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cookie = sessionFrom(response);
    const flash = setCookie(response, "unitwise_flash") ?? "";
    expect(flash).toContain("unitwise_flash=logged-in");

    const home = await get("/", { cookie: `${cookie}; unitwise_flash=logged-in` });
    const html = await pageHtml(home);
    expect(html).toContain("Logged in successfully");
    expect(setCookie(home, "unitwise_flash")).toContain("Max-Age=0");
    // The account menu: full name, @username, change password, sign out; no admin link.
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain(`@${username}`);
    expect(html).toContain('href="/change-password"');
    expect(html).toMatch(/<form[^>]*action="\/logout"/);
    expect(html).toContain("Sign out");
    expect(html).not.toContain('href="/admin"');
  });

  it("shows one message for wrong credentials, keeping the username", async () => {
    const username = await registerAccount();
    const response = await postForm("/login", { username, password: "wrong-password" });
    expect(response.status).toBe(401);
    const html = await pageHtml(response);
    expect(html).toContain("Invalid username or password");
    expect(html).toMatch(new RegExp(`name="username"[^>]*value="${username}"`));
    expect(setCookie(response)).toBeUndefined();
  });

  it("throttles with 429 and Retry-After on the page too", async () => {
    const username = await registerAccount();
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      await postForm("/login", { username, password: "wrong-password" }, { address });
    }
    const response = await postForm("/login", { username, password: TEST_PASSWORD }, { address });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(await pageHtml(response)).toContain("Too many sign-in attempts");
  });

  it("goes back to a same-site redirectTo, and home for anything else", async () => {
    const username = await registerAccount();
    const cases: Array<[string, string]> = [
      ["/admin", "/admin"],
      ["/blog?draft=1", "/blog?draft=1"],
      ["/blog/../admin", "/admin"],
      ...OFF_SITE_TARGETS.map((target): [string, string] => [target, "/"]),
      ...ENCODED_TARGETS.map((target): [string, string] => [target, target]),
    ];
    for (const [redirectTo, location] of cases) {
      const response = await postForm("/login", { username, password: TEST_PASSWORD, redirectTo });
      expect(response.status, JSON.stringify(redirectTo)).toBe(302);
      expect(response.headers.get("Location"), JSON.stringify(redirectTo)).toBe(location);
    }
    // A signed-in visitor is sent on at once, by the same rule.
    const { cookie } = await signIn();
    for (const [redirectTo, location] of cases) {
      const response = await get(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, { cookie });
      expect(response.headers.get("Location"), JSON.stringify(redirectTo)).toBe(location);
    }
  });

  it("keeps React Router's own check against cross-site form posts", async () => {
    const username = await registerAccount();
    const response = await postForm(
      "/login",
      { username, password: TEST_PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(400);
    expect(setCookie(response)).toBeUndefined();
  });

  it("sends a signed-in visitor on", async () => {
    const { cookie } = await signIn();
    const response = await get("/login?redirectTo=%2Fadmin", { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
  });
});

describe("the sign-up page", () => {
  const fields = (overrides: Record<string, string> = {}) => ({
    firstName: "Grace",
    lastName: "Hopper",
    username: uniqueUsername("grace"),
    email: "",
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    ...overrides,
  });

  it("renders the form, marked noindex", async () => {
    const html = await pageHtml(await get("/register"));
    for (const name of [
      "firstName",
      "lastName",
      "username",
      "email",
      "password",
      "confirmPassword",
    ]) {
      expect(html, name).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    }
    expect(html).toContain('href="/login"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("creates the account without JavaScript and goes to /login with the message", async () => {
    const form = fields();
    const response = await postForm("/register", form);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(setCookie(response)).toBeUndefined();
    expect(await storedHash(form.username)).toMatch(/^\$scrypt\$/);

    const page = await get("/login", { cookie: "unitwise_flash=registered" });
    expect(await pageHtml(page)).toContain("Account created successfully! Please log in.");
  });

  it("shows 'Passwords don't match' next to the confirmation, keeping the other fields", async () => {
    const form = fields({ confirmPassword: "something else" });
    const response = await postForm("/register", form);
    expect(response.status).toBe(400);
    const html = await pageHtml(response);
    expect(html).toContain("Passwords don&#x27;t match");
    expect(html).toMatch(new RegExp(`name="username"[^>]*value="${form.username}"`));
    expect(html).not.toContain(TEST_PASSWORD);
    expect(await storedHash(form.username)).toBeUndefined();
  });

  it("tells a taken username next to the field", async () => {
    const username = await registerAccount();
    const response = await postForm("/register", fields({ username: username.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(await pageHtml(response)).toContain("That username is already taken");
  });

  it("creates nothing when the honeypot is filled", async () => {
    const form = fields({ website: "https://spam.example" });
    const response = await postForm("/register", form);
    expect(response.status).toBe(302);
    expect(await storedHash(form.username)).toBeUndefined();
  });
});

describe("the change-password page (no JavaScript)", () => {
  it("sends signed-out visitors to sign in first", async () => {
    const response = await get("/change-password");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fchange-password");
  });

  it("changes the password and renews this browser's session", async () => {
    const { cookie, user } = await signIn();
    const response = await postForm(
      "/change-password",
      {
        currentPassword: TEST_PASSWORD,
        newPassword: "another fine passphrase",
        confirmPassword: "another fine passphrase",
      },
      { cookie },
    );
    expect(response.status).toBe(200);
    expect(await pageHtml(response)).toContain("Password changed");
    const renewed = sessionFrom(response);
    expect((await currentUser(renewed)).status).toBe(200);
    expect((await currentUser(cookie)).status).toBe(401);
    expect((await login(user.username, "another fine passphrase")).status).toBe(200);
  });

  it("shows a wrong current password next to its field", async () => {
    const { cookie } = await signIn();
    const response = await postForm(
      "/change-password",
      { currentPassword: "nope nope", newPassword: "x y z w v u", confirmPassword: "x y z w v u" },
      { cookie },
    );
    expect(response.status).toBe(400);
    expect(await pageHtml(response)).toContain("Current password is incorrect");
  });
});

describe("the account menu", () => {
  it("offers 'Sign in' and 'Sign up' when signed out", async () => {
    const html = await pageHtml(await get("/"));
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>.*?Sign in/s);
    expect(html).toMatch(/<a[^>]*href="\/register"[^>]*>.*?Sign up/s);
    expect(html).not.toContain("Sign out");
  });

  it("shows 'Admin Dashboard' to admins only", async () => {
    const admin = await signIn({ isAdmin: true });
    expect(await pageHtml(await get("/", { cookie: admin.cookie }))).toContain('href="/admin"');
    const user = await signIn();
    expect(await pageHtml(await get("/", { cookie: user.cookie }))).not.toContain('href="/admin"');
  });
});

describe("the admin role", () => {
  it("sends signed-out visitors from /admin to /login and back", async () => {
    const response = await get("/admin");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin");
  });

  it("answers a signed-in non-admin with 403 'Access Denied' / 'Admin access required'", async () => {
    const { cookie } = await signIn();
    const response = await get("/admin", { cookie });
    expect(response.status).toBe(403);
    const html = await pageHtml(response);
    expect(html).toContain("Access Denied");
    expect(html).toContain("Admin access required");
    expect(html).not.toContain("Total converters");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("shows an admin the dashboard's header cards", async () => {
    const { cookie } = await signIn({ isAdmin: true });
    const response = await get("/admin", { cookie });
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain("Admin Dashboard");
    expect(html).toMatch(/Total converters<\/p><p[^>]*>81</);
    expect(html).toMatch(/Categories<\/p><p[^>]*>9</);
    expect(html).toMatch(/Popular converters<\/p><p[^>]*>\d+</);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("is read from D1 on every request: a revoked admin is refused at once", async () => {
    const { cookie, user } = await signIn({ isAdmin: true });
    expect((await get("/admin", { cookie })).status).toBe(200);
    await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE id = ?").bind(user.id).run();
    expect((await get("/admin", { cookie })).status).toBe(403);
    expect((await get("/api/admin/converters", { cookie })).status).toBe(403);
  });

  it("guards every /api/admin/* path: 401 signed out, 403 without the role", async () => {
    const user = await signIn();
    const admin = await signIn({ isAdmin: true });
    for (const path of ["/api/admin/converters", "/api/admin/categories", "/api/admin/x/y"]) {
      const signedOut = await get(path);
      expect(signedOut.status, path).toBe(401);
      expect(await signedOut.json()).toEqual({ error: "Sign in to continue" });

      const forbidden = await get(path, { cookie: user.cookie });
      expect(forbidden.status, path).toBe(403);
      expect(await forbidden.json()).toEqual({ error: "Admin access required" });

      const post = await postJson(path, { name: "x" }, { cookie: user.cookie });
      expect(post.status, path).toBe(403);

      // The catalogue endpoints answer the admin; a path no endpoint has is 404 for them too.
      const forAdmin = await get(path, { cookie: admin.cookie });
      expect(forAdmin.status, path).toBe(path === "/api/admin/x/y" ? 404 : 200);
    }
    const crossSite = await postJson(
      "/api/admin/converters",
      {},
      { cookie: admin.cookie, origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
  });
});

describe("pages for a signed-in visitor", () => {
  it("are marked private so no cache or offline copy keeps them, their data included", async () => {
    const { cookie } = await signIn({ isAdmin: true });
    const paths = [
      "/blog",
      "/account",
      "/account.data",
      "/admin",
      "/admin.data",
      "/admin/users.data",
      "/length-converter.data",
      "/_.data",
      "/api/me/preferences",
      "/api/auth/user",
    ];
    for (const path of paths) {
      const signedIn = await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } });
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const anonymous = await SELF.fetch("http://localhost/blog");
    expect(anonymous.headers.get("Cache-Control") ?? "").not.toContain("private");
    // What is the same for everyone stays cacheable for everyone.
    const catalogue = await SELF.fetch("http://localhost/api/categories", {
      headers: { Cookie: cookie },
    });
    expect(catalogue.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
  });
});
