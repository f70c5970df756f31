import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPost } from "~/models/blog-post";
import { signIn } from "./helpers/auth";
import { api, insertPost, postBody, uniqueSlug } from "./helpers/blog";

const REQUIRED = "Please fill in all required fields (title, slug, excerpt, content)";

let admin: string;
let member: string;

beforeAll(async () => {
  admin = (await signIn({ isAdmin: true })).cookie;
  member = (await signIn()).cookie;
});

async function slugsOf(response: Response) {
  expect(response.status).toBe(200);
  const posts = (await response.json()) as BlogPost[];
  return posts.map((post) => post.slug);
}

describe("GET /api/blog-posts", () => {
  it("gives everyone the published posts only, and admins the drafts too", async () => {
    const published = await insertPost();
    const draft = await insertPost({ isPublished: false });

    for (const cookie of [undefined, member]) {
      const slugs = await slugsOf(await api("GET", "/api/blog-posts", { cookie }));
      expect(slugs).toContain(published.slug);
      expect(slugs).not.toContain(draft.slug);
    }
    const all = await slugsOf(await api("GET", "/api/blog-posts", { cookie: admin }));
    expect(all).toEqual(expect.arrayContaining([published.slug, draft.slug]));

    const onlyPublished = await slugsOf(
      await api("GET", "/api/blog-posts?published=true", { cookie: admin }),
    );
    expect(onlyPublished).toContain(published.slug);
    expect(onlyPublished).not.toContain(draft.slug);
  });

  it("answers whole posts, newest first, with tags as a list", async () => {
    const older = await insertPost({ title: "Older" });
    const newer = await insertPost({ title: "Newer" });
    const response = await api("GET", "/api/blog-posts");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const posts = (await response.json()) as BlogPost[];
    const slugs = posts.map((post) => post.slug);
    expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug));
    expect(posts.find((post) => post.slug === newer.slug)).toEqual({
      id: expect.any(Number),
      slug: newer.slug,
      title: "Newer",
      excerpt: "The inch has been defined by the meter since 1959.",
      content: "## The agreement\n\nOn 1 July 1959 the **inch** became 25.4 mm.",
      metaDescription: "Why 1 inch = 25.4 mm exactly.",
      author: "Ada Lovelace",
      tags: ["length", "inch", "history"],
      category: "History of Measurement",
      featuredImageUrl: null,
      isPublished: true,
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe("GET /api/blog-posts/{slug}", () => {
  it("answers a published post to anyone", async () => {
    const post = await insertPost();
    const response = await api("GET", `/api/blog-posts/${post.slug}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: post.slug, isPublished: true });
  });

  it("hides a draft from everyone but admins, as if it did not exist", async () => {
    const draft = await insertPost({ isPublished: false });
    for (const cookie of [undefined, member]) {
      const response = await api("GET", `/api/blog-posts/${draft.slug}`, { cookie });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Blog post not found" });
    }
    const response = await api("GET", `/api/blog-posts/${draft.slug}`, { cookie: admin });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: draft.slug, isPublished: false });
  });

  it("answers 404 for a post that does not exist", async () => {
    const response = await api("GET", `/api/blog-posts/${uniqueSlug("missing")}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Blog post not found" });
  });
});

describe("POST /api/blog-posts", () => {
  it("refuses visitors with 401 and non-admins with 403, and stores nothing", async () => {
    const body = postBody();
    const anonymous = await api("POST", "/api/blog-posts", { body });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: expect.any(String) });
    const user = await api("POST", "/api/blog-posts", { body, cookie: member });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({ error: "Admin access required" });
    expect((await api("GET", `/api/blog-posts/${body.slug}`, { cookie: admin })).status).toBe(404);
  });

  it("refuses an admin's request that comes from another site", async () => {
    const body = postBody();
    const fetchMetadata = await api("POST", "/api/blog-posts", {
      body,
      cookie: admin,
      site: "cross-site",
    });
    expect(fetchMetadata.status).toBe(403);
    const origin = await api("POST", "/api/blog-posts", {
      body,
      cookie: admin,
      origin: "https://evil.example",
    });
    expect(origin.status).toBe(403);
    expect((await api("GET", `/api/blog-posts/${body.slug}`, { cookie: admin })).status).toBe(404);
  });

  it("creates a draft with the defaults and normalised tags", async () => {
    const slug = uniqueSlug();
    const response = await api("POST", "/api/blog-posts", {
      cookie: admin,
      body: {
        slug,
        title: "  A draft  ",
        excerpt: "Short.",
        content: "Body",
        tags: [" metric ", "Metric", "", "SI"],
        isPublished: false,
      },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("Location")).toBe(`/api/blog-posts/${slug}`);
    expect(await response.json()).toMatchObject({
      slug,
      title: "A draft",
      author: "UnitWise Team",
      category: "General",
      metaDescription: "",
      tags: ["metric", "SI"],
      featuredImageUrl: null,
      isPublished: false,
      publishedAt: null,
    });
  });

  it("creates a published post with its publication time", async () => {
    const before = new Date().toISOString();
    const response = await api("POST", "/api/blog-posts", {
      cookie: admin,
      body: postBody({ featuredImageUrl: "/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10" }),
    });
    expect(response.status).toBe(201);
    const post = (await response.json()) as BlogPost;
    expect(post.isPublished).toBe(true);
    expect(post.publishedAt! >= before).toBe(true);
    expect(post.featuredImageUrl).toBe("/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10");
  });

  it("takes the upload URL as the featured image, as the spec's editor sends it", async () => {
    const upload = await api("POST", "/api/objects/upload", { cookie: admin });
    const { uploadURL } = (await upload.json()) as { uploadURL: string };
    const id = uploadURL.split("/").at(-1);
    const response = await api("POST", "/api/blog-posts", {
      cookie: admin,
      body: postBody({ featuredImageUrl: uploadURL }),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as BlogPost).featuredImageUrl).toBe(`/images/blog/${id}`);
  });

  it("answers 409 for a slug another post has", async () => {
    const existing = await insertPost();
    const response = await api("POST", "/api/blog-posts", {
      cookie: admin,
      body: postBody({ slug: existing.slug, title: "Another" }),
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: `A blog post with the URL slug "${existing.slug}" already exists. Choose another slug.`,
    });
  });

  const invalid: Array<[what: string, change: Record<string, unknown>, message: string | RegExp]> =
    [
      ["no title", { title: undefined }, REQUIRED],
      ["a blank title", { title: "   " }, REQUIRED],
      ["no slug", { slug: "" }, REQUIRED],
      ["a blank excerpt", { excerpt: " " }, REQUIRED],
      ["no content", { content: undefined }, REQUIRED],
      ["a slug with spaces", { slug: "Not A Slug" }, /^The URL slug may contain only/],
      ["a slug with a slash", { slug: "a/b" }, /^The URL slug may contain only/],
      ["a long meta description", { metaDescription: "m".repeat(161) }, /160 characters/],
      ["a javascript: image", { featuredImageUrl: "javascript:alert(1)" }, /featured image/],
      ["tags that are not a list", { tags: "a,b" }, /Tags must be a list/],
      ["isPublished as text", { isPublished: "true" }, /isPublished/],
    ];
  for (const [what, change, message] of invalid) {
    it(`answers 400 for ${what}`, async () => {
      const body = postBody(change);
      const response = await api("POST", "/api/blog-posts", { cookie: admin, body });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: string };
      if (typeof message === "string") expect(error).toBe(message);
      else expect(error).toMatch(message);
    });
  }

  it("answers 400 for a body that is not JSON, 415 for a form and 413 for a huge body", async () => {
    const notJson = await api("POST", "/api/blog-posts", {
      cookie: admin,
      body: "{ not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "The request body is not valid JSON" });

    const form = await api("POST", "/api/blog-posts", {
      cookie: admin,
      body: "title=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);

    const huge = await api("POST", "/api/blog-posts", {
      cookie: admin,
      body: postBody({ content: "x".repeat(1024 * 1024 + 1) }),
    });
    expect(huge.status).toBe(413);
  });
});

describe("PUT /api/blog-posts/{slug}", () => {
  it("refuses visitors with 401 and non-admins with 403, and changes nothing", async () => {
    const post = await insertPost();
    const body = postBody({ slug: post.slug, title: "Hijacked" });
    expect((await api("PUT", `/api/blog-posts/${post.slug}`, { body })).status).toBe(401);
    expect(
      (await api("PUT", `/api/blog-posts/${post.slug}`, { body, cookie: member })).status,
    ).toBe(403);
    const stored = await api("GET", `/api/blog-posts/${post.slug}`);
    expect(await stored.json()).toMatchObject({ title: post.title });
  });

  it("replaces the post, and can move it to a new slug", async () => {
    const post = await insertPost();
    const newSlug = uniqueSlug("renamed");
    const response = await api("PUT", `/api/blog-posts/${post.slug}`, {
      cookie: admin,
      body: postBody({ slug: newSlug, title: "Renamed", tags: ["one"] }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: post.id,
      slug: newSlug,
      title: "Renamed",
      tags: ["one"],
      createdAt: post.createdAt,
    });
    expect((await api("GET", `/api/blog-posts/${post.slug}`)).status).toBe(404);
    expect((await api("GET", `/api/blog-posts/${newSlug}`)).status).toBe(200);
  });

  it("answers 409 when the new slug belongs to another post", async () => {
    const [first, second] = [await insertPost(), await insertPost()];
    const response = await api("PUT", `/api/blog-posts/${second.slug}`, {
      cookie: admin,
      body: postBody({ slug: first.slug }),
    });
    expect(response.status).toBe(409);
    expect((await api("GET", `/api/blog-posts/${second.slug}`)).status).toBe(200);
  });

  it("answers 404 for a missing post and 400 for an invalid body", async () => {
    const missing = uniqueSlug("missing");
    const response = await api("PUT", `/api/blog-posts/${missing}`, {
      cookie: admin,
      body: postBody({ slug: missing }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Blog post not found" });

    const post = await insertPost();
    const invalid = await api("PUT", `/api/blog-posts/${post.slug}`, {
      cookie: admin,
      body: postBody({ slug: post.slug, content: "" }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: REQUIRED });
  });

  it("takes a published post down when saved as a draft, keeping its first publication date", async () => {
    const post = await insertPost();
    const draft = await api("PUT", `/api/blog-posts/${post.slug}`, {
      cookie: admin,
      body: postBody({ slug: post.slug, isPublished: false }),
    });
    expect(await draft.json()).toMatchObject({ isPublished: false, publishedAt: post.publishedAt });
    expect((await api("GET", `/api/blog-posts/${post.slug}`)).status).toBe(404);

    const republished = await api("PUT", `/api/blog-posts/${post.slug}`, {
      cookie: admin,
      body: postBody({ slug: post.slug, isPublished: true }),
    });
    expect(await republished.json()).toMatchObject({
      isPublished: true,
      publishedAt: post.publishedAt,
    });
  });
});

describe("POST /api/blog-posts/{slug}/publish", () => {
  it("refuses visitors with 401 and non-admins with 403", async () => {
    const draft = await insertPost({ isPublished: false });
    expect((await api("POST", `/api/blog-posts/${draft.slug}/publish`)).status).toBe(401);
    expect(
      (await api("POST", `/api/blog-posts/${draft.slug}/publish`, { cookie: member })).status,
    ).toBe(403);
    expect((await api("GET", `/api/blog-posts/${draft.slug}`)).status).toBe(404);
  });

  it("publishes a draft as stored, so everyone can read it", async () => {
    const draft = await insertPost({ isPublished: false });
    expect(draft.publishedAt).toBeNull();
    const response = await api("POST", `/api/blog-posts/${draft.slug}/publish`, {
      cookie: admin,
    });
    expect(response.status).toBe(200);
    const published = (await response.json()) as BlogPost;
    expect(published).toMatchObject({ slug: draft.slug, title: draft.title, isPublished: true });
    expect(published.publishedAt).toMatch(/^\d{4}-/);
    expect((await api("GET", `/api/blog-posts/${draft.slug}`)).status).toBe(200);
  });

  it("answers 404 for a missing post and 405 for a GET", async () => {
    const missing = uniqueSlug("missing");
    expect(
      (await api("POST", `/api/blog-posts/${missing}/publish`, { cookie: admin })).status,
    ).toBe(404);
    const get = await api("GET", `/api/blog-posts/${missing}/publish`);
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});

describe("DELETE /api/blog-posts/{slug}", () => {
  it("refuses visitors with 401 and non-admins with 403, and keeps the post", async () => {
    const post = await insertPost();
    expect((await api("DELETE", `/api/blog-posts/${post.slug}`)).status).toBe(401);
    expect((await api("DELETE", `/api/blog-posts/${post.slug}`, { cookie: member })).status).toBe(
      403,
    );
    expect((await api("GET", `/api/blog-posts/${post.slug}`)).status).toBe(200);
  });

  it("deletes the post; a second delete is a 404", async () => {
    const post = await insertPost();
    const response = await api("DELETE", `/api/blog-posts/${post.slug}`, { cookie: admin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: post.slug });
    expect((await api("GET", `/api/blog-posts/${post.slug}`, { cookie: admin })).status).toBe(404);
    const again = await api("DELETE", `/api/blog-posts/${post.slug}`, { cookie: admin });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "Blog post not found" });
  });

  it("answers 405 for methods the endpoints do not have", async () => {
    const post = await insertPost();
    const patch = await api("PATCH", `/api/blog-posts/${post.slug}`, {
      cookie: admin,
      body: {},
    });
    expect(patch.status).toBe(405);
    expect(patch.headers.get("Allow")).toBe("GET, PUT, DELETE");
    const put = await api("PUT", "/api/blog-posts", { cookie: admin, body: postBody() });
    expect(put.status).toBe(405);
  });
});
