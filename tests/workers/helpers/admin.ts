import { env, SELF } from "cloudflare:test";

/** Requests as the admin dashboard's forms and scripts make them, for the admin-*.test.ts files. */

export const BASE = "http://example.com";

export interface CallOptions {
  cookie?: string;
  /** the Origin header; null sends none */
  origin?: string | null;
}

let calls = 0;

/**
 * Each call comes from a client address of its own: the public API's per-client limits (10 a
 * second) count anonymous and non-admin calls, and these tests are not about them.
 */
function headersFor({ cookie, origin }: CallOptions, extra: Record<string, string> = {}) {
  calls += 1;
  const address = `10.9.${(calls >> 8) & 255}.${calls & 255}`;
  const headers: Record<string, string> = { "CF-Connecting-IP": address, ...extra };
  if (cookie) headers.Cookie = cookie;
  if (origin !== null) headers.Origin = origin ?? BASE;
  return headers;
}

export function get(path: string, options: CallOptions = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    headers: headersFor({ ...options, origin: null }),
    redirect: "manual",
  });
}

/** A JSON call (PATCH, POST, DELETE) as the site's own scripts make it. */
export function sendJson(method: string, path: string, body?: unknown, options: CallOptions = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    method,
    headers: headersFor(options, body === undefined ? {} : { "Content-Type": "application/json" }),
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
}

/** A form post as a browser makes it without JavaScript. */
export function postForm(path: string, fields: Record<string, string>, options: CallOptions = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: headersFor(options, { "Content-Type": "application/x-www-form-urlencoded" }),
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** A page's HTML without the comments React puts between adjacent text parts. */
export async function pageHtml(response: Response) {
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** Stores a message as the contact or bug-report form would; returns its id. */
export async function storeMessage(
  fields: Partial<{ kind: string; subject: string; body: string; handledAt: string | null }> = {},
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO messages (kind, name, email, subject, body, handled_at)
     VALUES (?, 'Ada Lovelace', 'ada@example.com', ?, ?, ?) RETURNING id`,
  )
    .bind(
      fields.kind ?? "contact",
      fields.subject ?? `Subject ${crypto.randomUUID()}`,
      fields.body ?? "Hello",
      fields.handledAt ?? null,
    )
    .first<{ id: number }>();
  if (!row) throw new Error("no message stored");
  return row.id;
}

export interface AuditRow {
  actor_id: string;
  actor_username: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: string | null;
  after: string | null;
}

export async function auditRows(entityType: string, entityId: string | number) {
  const { results } = await env.DB.prepare(
    "SELECT * FROM audit_log WHERE entity_type = ? AND entity_id = ? ORDER BY id",
  )
    .bind(entityType, String(entityId))
    .all<AuditRow>();
  return results;
}
