import { env, SELF } from "cloudflare:test";
import { database } from "~/db/client.server";
import { createPost } from "~/models/blog-post.server";
import type { BlogPost } from "~/models/blog-post";
import { blogPostInputSchema } from "~/blog/schemas";

/** Shared by the blog's Workers tests: requests as the site's scripts make them, and posts. */

export const BASE = "http://example.com";

/** A slug no other test uses. */
export function uniqueSlug(prefix = "post"): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}

/** A valid JSON body for POST/PUT /api/blog-posts. */
export function postBody(overrides: Record<string, unknown> = {}) {
  return {
    slug: uniqueSlug(),
    title: "Why an Inch Is Exactly 25.4 Millimeters",
    excerpt: "The inch has been defined by the meter since 1959.",
    content: "## The agreement\n\nOn 1 July 1959 the **inch** became 25.4 mm.",
    metaDescription: "Why 1 inch = 25.4 mm exactly.",
    author: "Ada Lovelace",
    tags: ["length", "inch", "history"],
    category: "History of Measurement",
    featuredImageUrl: null,
    isPublished: true,
    ...overrides,
  };
}

/** Stores a post directly (no HTTP), published unless asked otherwise. */
export async function insertPost(overrides: Record<string, unknown> = {}): Promise<BlogPost> {
  return createPost(database(env.DB), blogPostInputSchema().parse(postBody(overrides)));
}

export interface CallOptions {
  cookie?: string;
  /** the Origin header; null sends none (the default sends our own origin) */
  origin?: string | null;
  /** the Sec-Fetch-Site header, when given */
  site?: string;
  headers?: Record<string, string>;
}

function headersFor({ cookie, origin, site, headers }: CallOptions) {
  const result: Record<string, string> = { ...headers };
  if (cookie) result.Cookie = cookie;
  if (origin !== null) result.Origin = origin ?? BASE;
  if (site) result["Sec-Fetch-Site"] = site;
  return result;
}

/** A JSON API call; `body` is sent as JSON unless it is a string or bytes. */
export function api(
  method: string,
  path: string,
  { body, ...options }: CallOptions & { body?: unknown } = {},
) {
  const raw = typeof body === "string" || body instanceof Uint8Array;
  return SELF.fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(body !== undefined && !raw ? { "Content-Type": "application/json" } : {}),
      ...headersFor(method === "GET" ? { ...options, origin: options.origin ?? null } : options),
    },
    body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
    redirect: "manual",
  });
}

/** A page request, as a browser navigates. */
export function getPage(path: string, options: CallOptions = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    headers: headersFor({ ...options, origin: null }),
    redirect: "manual",
  });
}

/** A form post as a browser makes it without JavaScript. */
export function postForm(path: string, fields: Record<string, string>, options: CallOptions = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: {
      ...headersFor(options),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** A page's HTML without the comments React puts between adjacent text parts. */
export async function pageHtml(response: Response) {
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** React escapes apostrophes and quotes in text. */
export const htmlText = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
