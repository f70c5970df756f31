import type { RouterContextProvider } from "react-router";
import { getUser } from "~/accounts/session.server";
import { findPreference } from "~/models/visitor-data.server";
import { getDatabase } from "~/server-context";
import { readCookie } from "~/utils/cookies.server";
import { parseUnitsCookie, UNITS_COOKIE, type RememberedUnits } from "./remembered-units";

/**
 * The converter page's query with the visitor's remembered units filled in
 * (docs/decisions/052-what-visitors-keep.md): a URL that names a unit or asks a question keeps
 * its own; a bare one opens with the last units, and the precision applies unless the URL sets
 * one. Signed in, the account's units (any device's newest) come first; else the path's cookie.
 */
export async function withRememberedUnits(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
  params: URLSearchParams,
): Promise<URLSearchParams> {
  if (params.has("from") || params.has("to") || params.has("q")) return params;
  const remembered = await rememberedUnits(request, context, slug);
  if (!remembered) return params;
  const filled = new URLSearchParams(params);
  filled.set("from", remembered.from);
  filled.set("to", remembered.to);
  if (!filled.has("precision")) filled.set("precision", String(remembered.precision));
  return filled;
}

async function rememberedUnits(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<RememberedUnits | null> {
  const user = await getUser(request, context);
  if (user) {
    const stored = await findPreference(getDatabase(context), user.id, slug);
    if (stored) return stored;
  }
  return parseUnitsCookie(readCookie(request, UNITS_COOKIE));
}
