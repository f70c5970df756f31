import { unprefixedPath } from "~/i18n/languages";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireSameOrigin } from "~/accounts/session.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getPost } from "~/models/blog-post.server";
import type { DailyCount } from "~/models/analytics";
import { cloudflareContext, getDatabase } from "~/server-context";
import { readBodyBytes } from "~/utils/http.server";
import { parseOrRefuse } from "~/utils/refusal.server";
import { clientAddress } from "~/utils/client-address.server";
import { utcDay } from "~/utils/utc-day";
import { recordLater } from "./recorder.server";
import { converterAt, isAutomated, pageKind, searchCounts } from "./visit.server";
import { Refusal } from "~/utils/refusal.server";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * POST /api/events: what the site's own pages report of what happens without a request (a
 * conversion as one types, a search in the dialog, a page reached inside the site). The page
 * sends it with `navigator.sendBeacon` (text/plain JSON). Same origin only, at most 1 KB, checked
 * by a strict schema; the public API's per-client limits apply (it is under /api/). Answers 204
 * at once: the count is written later with the others (recorder.server.ts).
 */

const BEACON_MAX_BYTES = 1024;

/** Built at the first beacon, not while a new isolate loads (docs/decisions/085-cold-start.md). */
const beaconSchema = onFirstUse(() =>
  z.discriminatedUnion(
    "type",
    [
      z.strictObject({
        type: z.literal("page_view"),
        path: z
          .string({ error: "path must be text" })
          .max(200, "path must be at most 200 characters"),
      }),
      z.strictObject({
        type: z.literal("conversion"),
        converter: z
          .string({ error: "converter must be a converter's slug" })
          .max(100, "converter must be at most 100 characters"),
      }),
      z.strictObject({
        type: z.literal("search"),
        query: z
          .string({ error: "query must be text" })
          .max(100, "query must be at most 100 characters"),
      }),
    ],
    { error: 'type must be "page_view", "conversion" or "search"' },
  ),
);

async function readBeacon(request: Request) {
  const type = request.headers.get("Content-Type") ?? "";
  if (type && !/^(text\/plain|application\/json)\b/i.test(type)) {
    throw new Refusal(415, "Send the event as JSON (text/plain or application/json)");
  }
  const bytes = await readBodyBytes(
    request,
    BEACON_MAX_BYTES,
    `An event is at most ${BEACON_MAX_BYTES} bytes`,
  );
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Refusal(400, "The event is not valid JSON");
  }
  return parseOrRefuse(beaconSchema(), body);
}

export async function acceptBeacon(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  requireSameOrigin(request);
  const event = await readBeacon(request);
  const catalogue = getCatalogue(context);
  const db = getDatabase(context);
  const day = utcDay(Date.now());
  let counts: DailyCount[] | Promise<DailyCount[]> = [];
  if (event.type === "page_view") {
    // A page in another language counts as its English page (decision 080): one row per page.
    const path = unprefixedPath(event.path);
    const kind = pageKind(path, catalogue);
    if (!kind) throw new Refusal(400, "path is not a page of the site");
    const count: DailyCount = { day, metric: "page_view", key: path, count: 1 };
    // A blog post is counted once it is known to be published: checked after the answer.
    counts =
      kind === "blog-post"
        ? getPost(db, path.slice("/blog/".length)).then((post) =>
            post?.isPublished ? [count] : [],
          )
        : [count];
  } else if (event.type === "conversion") {
    const converter = converterAt(`/${event.converter}`, catalogue);
    if (!converter) throw new Refusal(400, "converter is not a converter of the site");
    counts = [{ day, metric: "conversion", key: converter.key, count: 1 }];
  } else {
    counts = searchCounts(event.query, catalogue, day);
  }
  if (!isAutomated(request)) {
    recordLater(context.get(cloudflareContext).ctx, db, counts, clientAddress(request));
  }
  return new Response(null, { status: 204 });
}
