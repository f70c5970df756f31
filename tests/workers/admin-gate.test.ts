import { createExecutionContext, env } from "cloudflare:test";
import type { MiddlewareFunction } from "react-router";
import { routes } from "virtual:react-router/server-build";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_WRITES,
  adminApiGate,
  adminPagesGate,
  adminWritesGate,
} from "~/accounts/admin-gate.server";
import { loadCatalogue } from "~/catalogue/catalogue.server";
import { database } from "~/db/client.server";
import { createRequestContext } from "~/pipeline/request-context.server";
import { BASE, get, pageHtml, sendJson } from "./helpers/admin";
import { signIn } from "./helpers/auth";

/**
 * The admin gates (decision 066), read from the server build's route manifest: every route a
 * gate covers refuses anonymous and non-admin requests, and no admin route sits outside one. A
 * new route under /admin or /api/admin, or a new admin write elsewhere, is checked here without
 * being listed.
 */

type ManifestRoute = NonNullable<(typeof routes)[string]>;
type Gate = MiddlewareFunction<Response>;

/** The route's full path ("api/admin/users/:id") and the gate middlewares above it (or its own). */
function describeRoute(route: ManifestRoute) {
  const segments: string[] = [];
  const gates = new Set<Gate>();
  for (let at: ManifestRoute | undefined = route; at; at = routes[at.parentId ?? ""]) {
    if (at.path) segments.unshift(at.path);
    const middleware = (at.module as { middleware?: Gate[] }).middleware ?? [];
    for (const gate of [adminPagesGate, adminApiGate, adminWritesGate]) {
      if (middleware.includes(gate)) gates.add(gate);
    }
  }
  return { path: segments.join("/"), gates };
}

const leaves = Object.values(routes)
  .filter((route): route is ManifestRoute => route !== undefined)
  .filter((route) => route.module.loader || route.module.action)
  .map((route) => ({ route, ...describeRoute(route) }));

/** A URL for a route pattern: every parameter and splat filled with a value no row has. */
const urlOf = (path: string) =>
  `/${path.replace(/:\w+/g, "no-such-thing").replace(/\*$/, "no/such/path")}`;

const pages = leaves.filter(({ gates }) => gates.has(adminPagesGate));
const adminApi = leaves.filter(({ gates }) => gates.has(adminApiGate));
const adminWrites = leaves.filter(({ gates }) => gates.has(adminWritesGate));

let member: string;

beforeAll(async () => {
  member = (await signIn()).cookie;
});

describe("the route manifest", () => {
  it("puts every admin page under the pages gate and every admin endpoint under the API gate", () => {
    const outside = leaves.filter(
      ({ path, gates }) =>
        (/^admin(\/|$)/.test(path) && !gates.has(adminPagesGate)) ||
        (/^api\/admin(\/|$)/.test(path) && !gates.has(adminApiGate)),
    );
    expect(outside.map(({ path }) => path)).toEqual([]);
    expect(pages.length).toBeGreaterThan(10);
    expect(adminApi.length).toBeGreaterThan(20);
  });

  it("puts every admin write of ADMIN_WRITES under the writes gate, and nothing else there", () => {
    const gated = adminWrites.map(({ path }) => `/${path}`).sort();
    expect(gated).toEqual(Object.keys(ADMIN_WRITES).sort());
  });
});

describe("the pages gate", () => {
  it.each(pages.map(({ route, path }) => [urlOf(path), route] as const))(
    "sends a visitor from %s to sign in and shows a non-admin 'Access Denied'",
    async (url, route) => {
      const anonymous = await get(url);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("Location")).toBe(
        `/login?redirectTo=${encodeURIComponent(url)}`,
      );
      const forbidden = await get(url, { cookie: member });
      expect(forbidden.status).toBe(403);
      const html = await pageHtml(forbidden);
      expect(html).toContain("Access Denied");
      expect(html).toContain("Admin access required");

      if (!route.module.action) return;
      const target = route.index ? `${url}?index` : url;
      expect((await sendJson("POST", target, {})).status).toBe(302);
      expect((await sendJson("POST", target, {}, { cookie: member })).status).toBe(403);
    },
  );

  // A loader or action that did not read the admin through adminOf would answer a non-admin
  // document request with its data behind the 403: each is called here under the gate.
  it.each(pages.map(({ route, path }) => [path, route] as const))(
    "refuses a non-admin in every loader and action of /%s",
    async (path, route) => {
      const db = database(env.DB);
      for (const handler of [route.module.loader, route.module.action]) {
        if (!handler) continue;
        const request = new Request(`${BASE}${urlOf(path)}`, { headers: { Cookie: member } });
        const context = createRequestContext(env, createExecutionContext(), "", {
          db,
          catalogue: await loadCatalogue(db),
        });
        const args = { request, context, params: {}, url: new URL(request.url), pattern: path };
        const outcome = await Promise.resolve(
          adminPagesGate(args as Parameters<Gate>[0], async () => {
            await (handler as (a: typeof args) => unknown)(args);
            return new Response("answered");
          }),
        ).then(
          () => "answered",
          (error: unknown) => thrownStatus(error) ?? String(error),
        );
        expect(outcome).toBe(403);
      }
    },
  );
});

describe("the admin API gate", () => {
  it.each(adminApi.map(({ path }) => urlOf(path)))(
    "answers 401 and 403 in JSON to every method of %s",
    async (url) => {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        const body = method === "GET" ? undefined : {};
        const anonymous = await sendJson(method, url, body);
        expect(anonymous.status, `${method} ${url}`).toBe(401);
        expect(await anonymous.json()).toEqual({ error: "Sign in to continue" });
        const forbidden = await sendJson(method, url, body, { cookie: member });
        expect(forbidden.status, `${method} ${url}`).toBe(403);
        expect(await forbidden.json()).toEqual({ error: "Admin access required" });
      }
    },
  );

  it.each(Object.entries(ADMIN_WRITES))(
    "answers 401 and 403 in JSON to the admin writes of %s",
    async (pattern, methods) => {
      const url = urlOf(pattern.slice(1));
      for (const method of methods) {
        const anonymous = await sendJson(method, url, {});
        expect(anonymous.status, `${method} ${url}`).toBe(401);
        expect(await anonymous.json()).toEqual({ error: "Sign in to continue" });
        const forbidden = await sendJson(method, url, {}, { cookie: member });
        expect(forbidden.status, `${method} ${url}`).toBe(403);
        expect(await forbidden.json()).toEqual({ error: "Admin access required" });
      }
    },
  );
});

/** The status of what a loader threw: a Response, or React Router's `data(…, { status })`. */
function thrownStatus(error: unknown): number | undefined {
  if (error instanceof Response) return error.status;
  const init = (error as { init?: ResponseInit | null } | null)?.init;
  return init?.status;
}
