import { unprefixedPath } from "~/i18n/languages";
import { pagePath, requestUrl } from "~/utils/request-url";
import { isbot } from "isbot";
import type { Catalogue } from "~/catalogue/effective";
import type { DailyCount } from "~/models/analytics";
import { searchConverters } from "@unitwise/units";
import { PUBLIC_PAGES } from "~/utils/public-pages";
import { utcDay } from "~/utils/utc-day";
import { isEmbedPath } from "~/embed/embed-paths";
import { normalizeMissQuery } from "./normalize";

/**
 * What a request the Worker answered counts for (docs/decisions/047-first-party-analytics.md):
 * each page a browser loads as a document, a conversion sent by the converter's form (a link or
 * a submission with a value, with or without JavaScript), a search of the /search page, a call
 * of the public API. What the browser does without a request (converting as one types, the
 * search dialog, moving between pages) it reports itself (POST /api/events); an embedded
 * converter framed by another site, by that site's host. Nothing about the
 * visitor is kept: the day, what was used, and a count.
 */

/** Pages counted besides converters and blog posts: the public pages and the search page. */
const STATIC_PAGES = new Set([...PUBLIC_PAGES, "/search"]);

/** The public API's endpoints, by the name their counts carry. */
const API_ENDPOINTS: Array<[RegExp, string]> = [
  [/^\/api\/categories$/, "categories"],
  [/^\/api\/converters$/, "converters"],
  [/^\/api\/converters\/[^/]+$/, "converters/{id}"],
  [/^\/api\/convert$/, "convert"],
  [/^\/api\/convert\/batch$/, "convert/batch"],
  [/^\/api\/units$/, "units"],
  [/^\/api\/openapi\.json$/, "openapi.json"],
];

const BLOG_POST = /^\/blog\/[a-z0-9][a-z0-9-]{0,99}$/;

export type PageKind = "static" | "converter" | "blog-post";

/** Which kind of page `path` is, or null for a path whose views are not counted. */
export function pageKind(path: string, catalogue: Catalogue): PageKind | null {
  if (STATIC_PAGES.has(path)) return "static";
  if (BLOG_POST.test(path)) return "blog-post";
  return converterAt(path, catalogue) ? "converter" : null;
}

/** The converter whose page is `path` (its current slug), or undefined. */
export function converterAt(path: string, catalogue: Catalogue) {
  const slug = path.slice(1);
  const converter = catalogue.getConverter(slug);
  return converter && converter.slug === slug && !converter.hidden ? converter : undefined;
}

/** A search, and the query that found nothing (if it may be kept). */
export function searchCounts(query: string, catalogue: Catalogue, day: string): DailyCount[] {
  const q = query.trim().slice(0, 100);
  if (q === "") return [];
  const counts: DailyCount[] = [{ day, metric: "search", key: "", count: 1 }];
  if (searchConverters(catalogue.searchIndex(), q).length === 0) {
    counts.push({ day, metric: "search_miss", key: normalizeMissQuery(q) ?? "", count: 1 });
  }
  return counts;
}

/** Requests no person asked for: crawlers, link previews, prefetches and prerenders. */
export function isAutomated(request: Request): boolean {
  const agent = request.headers.get("User-Agent") ?? "";
  if (agent === "" || isbot(agent)) return true;
  const purpose = [
    request.headers.get("Sec-Purpose"),
    request.headers.get("Purpose"),
    request.headers.get("X-Purpose"),
    request.headers.get("X-Moz"),
  ].join(" ");
  return /prefetch|prerender|preview/i.test(purpose);
}

/**
 * The host of the page that framed an embed, from its Referer (browsers send the origin of a
 * page of another site, at the least); "" when none was sent.
 */
function framingHost(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "";
  try {
    return new URL(referer).host.slice(0, 200);
  } catch {
    return "";
  }
}

/** The counts of one answered request; none for most. */
export function visitCounts(
  request: Request,
  response: Response,
  catalogue: Catalogue,
  now: number = Date.now(),
): DailyCount[] {
  if (request.method !== "GET" && request.method !== "POST") return [];
  const url = requestUrl(request);
  const day = utcDay(now);
  if (url.pathname.startsWith("/api/")) {
    const endpoint = API_ENDPOINTS.find(([pattern]) => pattern.test(url.pathname))?.[1];
    // A refusal for going over the limits is not a use of the API.
    if (!endpoint || response.status === 429) return [];
    return [{ day, metric: "api_request", key: endpoint, count: 1 }];
  }
  if (request.method !== "GET" || response.status !== 200 || isAutomated(request)) return [];
  if (isEmbedPath(url.pathname))
    return [{ day, metric: "embed_view", key: framingHost(request), count: 1 }];

  // A page's data for a navigation inside the site (React Router's single fetch) counts what it
  // converts or searches; the page view itself the browser reports.
  const data = url.pathname.endsWith(".data");
  // A page in another language counts as its English page (decision 080).
  const path = unprefixedPath(pagePath(url.pathname));
  const isDocument =
    !data &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    (request.headers.get("Sec-Fetch-Dest") ?? "document") === "document";
  if (!data && !isDocument) return [];

  const counts: DailyCount[] = [];
  if (isDocument && pageKind(path, catalogue)) {
    counts.push({ day, metric: "page_view", key: path, count: 1 });
  }
  const converter = converterAt(path, catalogue);
  const value = url.searchParams.get("value") ?? url.searchParams.get("q") ?? "";
  if (converter && value.trim() !== "") {
    counts.push({ day, metric: "conversion", key: converter.key, count: 1 });
  }
  if (path === "/search")
    counts.push(...searchCounts(url.searchParams.get("q") ?? "", catalogue, day));
  return counts;
}
