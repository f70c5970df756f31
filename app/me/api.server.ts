import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { requireSameOrigin, requireUserApi } from "~/accounts/session.server";
import {
  addCalculations,
  addHistory,
  clearCalculations,
  clearHistory,
  listCalculations,
  listFavourites,
  listHistory,
  listPreferences,
  mergePreferences,
  saveFavourites,
} from "~/models/visitor-data.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import {
  calculationsBodySchema,
  favouritesBodySchema,
  historyBodySchema,
  preferencesBodySchema,
} from "./schemas";
import { Refusal } from "~/utils/refusal.server";

/**
 * GET/PUT /api/me/preferences, GET/POST/DELETE /api/me/history and /api/me/calculations,
 * GET/PUT /api/me/favourites
 * (docs/product.md#what-visitors-keep): the signed-in visitor's own data, 401 signed out, writes
 * same-origin only (403), bodies of at most 32 KB (413) checked by the schemas (400). Every
 * answer is the whole list as stored after the call, and never kept by a cache.
 */

/** 200 preferences of ~120 bytes each fit, with room. */
const MAX_BODY_BYTES = 32 * 1024;

type Handlers = Partial<
  Record<"GET" | "PUT" | "POST" | "DELETE", (user: string) => Promise<unknown>>
>;

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (at ${issue.path.join(".")})` : "";
  throw new Refusal(400, `${issue?.message ?? "The body is not valid"}${where}`);
}

async function answer(
  request: Request,
  context: Readonly<RouterContextProvider>,
  handlers: Handlers,
): Promise<Response> {
  // HEAD is a GET without its body.
  const method = (request.method === "HEAD" ? "GET" : request.method) as keyof Handlers;
  const handler = handlers[method];
  if (!handler) {
    const allowed = Object.keys(handlers) as [string, ...string[]];
    return methodNotAllowed(request, allowed);
  }
  const user = await requireUserApi(request, context);
  if (method !== "GET") requireSameOrigin(request);
  const body = await handler(user.id);
  return json(body, { headers: { "Cache-Control": "private, no-store" } });
}

const body = (request: Request) => readJsonBody(request, MAX_BODY_BYTES);

export function preferencesCall(request: Request, context: Readonly<RouterContextProvider>) {
  const db = getDatabase(context);
  const list = async (userId: string) => ({ preferences: await listPreferences(db, userId) });
  return answer(request, context, {
    GET: list,
    // Merges: per converter the newer units win, so a device that sends what it holds after a
    // while offline cannot undo a newer choice made elsewhere.
    PUT: async (userId) => {
      const { preferences } = parse(preferencesBodySchema(), await body(request));
      await mergePreferences(db, userId, preferences);
      return list(userId);
    },
  });
}

export function historyCall(request: Request, context: Readonly<RouterContextProvider>) {
  const db = getDatabase(context);
  const list = async (userId: string) => ({ history: await listHistory(db, userId) });
  return answer(request, context, {
    GET: list,
    POST: async (userId) => {
      const { entries } = parse(historyBodySchema(), await body(request));
      await addHistory(db, userId, entries);
      return list(userId);
    },
    DELETE: async (userId) => {
      await clearHistory(db, userId);
      return list(userId);
    },
  });
}

export function calculationsCall(request: Request, context: Readonly<RouterContextProvider>) {
  const db = getDatabase(context);
  const list = async (userId: string) => ({ calculations: await listCalculations(db, userId) });
  return answer(request, context, {
    GET: list,
    POST: async (userId) => {
      const { entries } = parse(calculationsBodySchema(), await body(request));
      await addCalculations(db, userId, entries);
      return list(userId);
    },
    DELETE: async (userId) => {
      await clearCalculations(db, userId);
      return list(userId);
    },
  });
}

export function favouritesCall(request: Request, context: Readonly<RouterContextProvider>) {
  const db = getDatabase(context);
  const list = async (userId: string) => ({ favourites: await listFavourites(db, userId) });
  return answer(request, context, {
    GET: list,
    PUT: async (userId) => {
      const { favourites, merge = false } = parse(favouritesBodySchema(), await body(request));
      await saveFavourites(db, userId, favourites, { merge });
      return list(userId);
    },
  });
}
