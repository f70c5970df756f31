import { createContext, type RouterContextProvider } from "react-router";
import { getUser } from "~/accounts/session.server";
import { findPreference } from "~/models/visitor-data.server";
import type { UnitsPreference } from "~/models/visitor-data";
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

/** The account's units for a converter, read ahead with the session (decision 084). */
interface ReadAheadPreference {
  userId: string;
  slug: string;
  preference: UnitsPreference | null;
}

const readAheadContext = createContext<ReadAheadPreference | null>(null);

/** Keeps the account's units for converter `slug`, read ahead with the session of `userId`. */
export function keepReadAheadPreference(
  context: RouterContextProvider,
  ahead: ReadAheadPreference,
): void {
  context.set(readAheadContext, ahead);
}

async function rememberedUnits(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
): Promise<RememberedUnits | null> {
  const user = await getUser(request, context);
  if (user) {
    const ahead = context.get(readAheadContext);
    const stored =
      ahead?.userId === user.id && ahead.slug === slug
        ? ahead.preference
        : await findPreference(getDatabase(context), user.id, slug);
    if (stored) return stored;
  }
  return parseUnitsCookie(readCookie(request, UNITS_COOKIE));
}
