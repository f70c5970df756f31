import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPost } from "~/models/blog-post";
import { signIn } from "./helpers/auth";
import {
  BASE,
  getPage,
  htmlText,
  insertPost,
  pageHtml,
  postForm,
  uniqueSlug,
} from "./helpers/blog";

const REQUIRED = "Please fill in all required fields (title, slug, excerpt, content)";

let admin: string;
let member: string;

beforeAll(async () => {
  admin = (await signIn({ isAdmin: true })).cookie;
  member = (await signIn()).cookie;
});

async function setPublishedAt(slug: string, iso: string) {
  await env.DB.prepare("UPDATE blog_posts SET published_at = ? WHERE slug = ?")
    .bind(iso, slug)
    .run();
}

async function storedPost(slug: string) {
  return env.DB.prepare("SELECT * FROM blog_posts WHERE slug = ?")
    .bind(slug)
    .first<{ title: string; is_published: number; tags: string; content: string }>();
}

/** The editor's fields, as the form posts them without JavaScript. */
function editorFields(overrides: Record<string, string> = {}) {
  return {
    title: "Kelvin, Celsius and Fahrenheit",
    slug: uniqueSlug("temperature"),
    author: "UnitWise Team",
    category: "Science",
    excerpt: "Three scales, one temperature.",
    featuredImageUrl: "",
    content: "## Formulas\n\n°F = °C × 9/5 + 32",
    metaDescription: "How the three temperature scales relate.",
    tags: "temperature, Kelvin, kelvin, , celsius",
    targetSlug: "",
    ...overrides,
  };
}

// Runs first: the file's D1 starts empty, and later tests add posts.
describe("the blog with nothing published", () => {
  it("says no blog posts have been published yet (and hides drafts)", async () => {
    await insertPost({ isPublished: false, title: "Secret draft" });
    const html = await pageHtml(await getPage("/blog"));
    expect(html).toContain("No blog posts found");
    expect(html).toContain("No blog posts have been published yet.");
    expect(html).not.toContain("Secret draft");
  });
});

describe("/blog", () => {
  let inch: BlogPost;
  let gallons: BlogPost;
  let draft: BlogPost;

  beforeAll(async () => {
    inch = await insertPost({
      title: "Why an Inch Is Exactly 25.4 mm",
      excerpt: "The 1959 agreement & the industrial inch.",
      category: "History of Measurement",
      tags: ["length", "inch", "history", "standards"],
      author: "Ada Lovelace",
    });
    await setPublishedAt(inch.slug, "2025-01-28T09:00:00.000Z");
    gallons = await insertPost({
      title: "US vs Imperial Gallons",
      excerpt: "Two gallons, 20% apart.",
      category: "Everyday Conversions",
      tags: ["volume"],
      featuredImageUrl: "/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10",
    });
    draft = await insertPost({ title: "Unfinished thoughts on furlongs", isPublished: false });
  });

  it("shows each published post as a card: image, title, author, date, excerpt, category, two tags and +N", async () => {
    const response = await getPage("/blog");
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    // The whole list is in the document, not streamed in later behind placeholders.
    expect(html).not.toContain("Loading blog posts");
    expect(html).not.toContain('<div hidden id="S:');
    expect(html).toMatch(/<h1[^>]*>UnitWise Blog<\/h1>/);
    expect(html).toContain(`href="/blog/${inch.slug}"`);
    expect(html).toContain(htmlText("Why an Inch Is Exactly 25.4 mm"));
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain('<time dateTime="2025-01-28T09:00:00.000Z">January 28, 2025</time>');
    expect(html).toContain(htmlText("The 1959 agreement & the industrial inch."));
    expect(html).toContain("History of Measurement");
    const inchCard = html.slice(html.indexOf(`href="/blog/${inch.slug}"`));
    const tags = inchCard.slice(0, inchCard.indexOf("Read More"));
    expect(tags).toContain("length");
    expect(tags).toContain("inch");
    expect(tags).not.toContain("standards");
    expect(tags).toContain("+2");
    expect(html).toContain("Read More");
    expect(html).toContain('src="/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10"');
    expect(html).toContain('type="application/rss+xml"');
  });

  it("never shows drafts or the admin controls to visitors and members", async () => {
    for (const cookie of [undefined, member]) {
      const html = await pageHtml(await getPage("/blog", { cookie }));
      expect(html).not.toContain(draft.title);
      expect(html).not.toContain("Create New Post");
      expect(html).not.toContain("Draft Posts (Admin Only)");
      expect(html).not.toContain("?edit=");
      expect(html).not.toContain("?delete=");
    }
  });

  it("offers a button for all categories and one per category of the published posts", async () => {
    const html = await pageHtml(await getPage("/blog"));
    const nav = /<nav aria-label="Categories"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    const labels = [...nav.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    expect(labels).toEqual(["All", "Everyday Conversions", "History of Measurement"]);
    expect(nav).toMatch(/<a [^>]*aria-current="true"[^>]*>All<\/a>/);
  });

  it("searches titles, excerpts and tags without JavaScript, ignoring case", async () => {
    for (const [q, expected] of [
      ["INCH", inch],
      ["20%", gallons],
      ["VOLUME", gallons],
    ] as const) {
      const html = await pageHtml(await getPage(`/blog?q=${encodeURIComponent(q)}`));
      const other = expected === inch ? gallons : inch;
      expect(html, q).toContain(`href="/blog/${expected.slug}"`);
      expect(html, q).not.toContain(`href="/blog/${other.slug}"`);
      expect(html).toContain(`value="${q}"`);
    }
  });

  it("filters by category, keeping the search in the category links", async () => {
    const html = await pageHtml(await getPage("/blog?category=everyday%20conversions&q=gal"));
    expect(html).toContain(`href="/blog/${gallons.slug}"`);
    expect(html).not.toContain(`href="/blog/${inch.slug}"`);
    expect(html).toMatch(/aria-current="true"[^>]*>Everyday Conversions</);
    expect(html).toContain('href="/blog?q=gal&amp;category=History+of+Measurement"');
    // The search form keeps the category.
    expect(html).toMatch(/<input type="hidden" name="category" value="everyday conversions"/);
  });

  it("suggests adjusting the search when nothing matches", async () => {
    const html = await pageHtml(await getPage("/blog?q=zeppelin"));
    expect(html).toContain("No blog posts found");
    expect(html).toContain("Try adjusting your search terms or category filter.");
  });

  it("gives admins the editor's entry points, edit and delete controls and the drafts", async () => {
    const html = await pageHtml(await getPage("/blog", { cookie: admin }));
    expect(html).toContain("Create New Post");
    expect(html).toContain('href="/blog?editor=new"');
    expect(html).toContain("Draft Posts (Admin Only)");
    expect(html).toContain(htmlText(draft.title));
    expect(html).toContain(`href="/blog?edit=${draft.slug}"`);
    expect(html).toContain(`href="/blog?delete=${inch.slug}"`);
    expect(html).toContain(`aria-label="Delete &quot;${htmlText(inch.title)}&quot;"`);
  });
});

describe("the editor on /blog (admins, without JavaScript)", () => {
  it("opens empty for a new post, with every field of docs/product.md", async () => {
    const html = await pageHtml(await getPage("/blog?editor=new", { cookie: admin }));
    expect(html).toContain("Create New Blog Post");
    for (const name of [
      "title",
      "slug",
      "author",
      "category",
      "excerpt",
      "featuredImageUrl",
      "content",
      "metaDescription",
      "tags",
    ]) {
      expect(html, name).toMatch(new RegExp(`name="${name}"`));
    }
    for (const label of ["Save Draft", "Publish Now", "Edit", "Preview"]) {
      expect(html).toContain(label);
    }
    expect(html).not.toContain("Publish Existing");
    expect(html).toContain('value="UnitWise Team"');
  });

  it("is not there for visitors and members", async () => {
    for (const cookie of [undefined, member]) {
      const html = await pageHtml(await getPage("/blog?editor=new", { cookie }));
      expect(html).not.toContain("Create New Blog Post");
    }
  });

  it("opens a stored draft for editing, with Publish Existing", async () => {
    const post = await insertPost({ isPublished: false, tags: ["a", "b"] });
    const html = await pageHtml(await getPage(`/blog?edit=${post.slug}`, { cookie: admin }));
    expect(html).toContain("Edit Blog Post");
    expect(html).toContain(`value="${post.slug}"`);
    expect(html).toContain('value="a, b"');
    expect(html).toContain("Publish Existing");
    const published = await insertPost();
    const other = await pageHtml(await getPage(`/blog?edit=${published.slug}`, { cookie: admin }));
    expect(other).toContain("Edit Blog Post");
    expect(other).not.toContain("Publish Existing");
  });

  it("sends visitors to sign in and refuses members with 403", async () => {
    const fields = { ...editorFields(), intent: "publish" };
    const visitor = await postForm("/blog", fields);
    expect([302, 303]).toContain(visitor.status);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const user = await postForm("/blog", fields, { cookie: member });
    expect(user.status).toBe(403);
    expect(await storedPost(fields.slug)).toBeNull();
  });

  it("answers a post to the list route itself (?index) with 405", async () => {
    const fields = { ...editorFields(), intent: "publish" };
    const response = await postForm("/blog?index", fields, { cookie: admin });
    expect(response.status).toBe(405);
    expect(await storedPost(fields.slug)).toBeNull();
  });

  it("saves a draft and says so after the redirect", async () => {
    const fields = editorFields();
    const response = await postForm(
      "/blog?editor=new",
      { ...fields, intent: "save-draft" },
      {
        cookie: admin,
      },
    );
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("Location")).toBe("/blog?notice=draft-created");
    const stored = await storedPost(fields.slug);
    expect(stored).toMatchObject({ title: fields.title, is_published: 0 });
    expect(JSON.parse(stored!.tags)).toEqual(["temperature", "Kelvin", "celsius"]);

    const html = await pageHtml(await getPage("/blog?notice=draft-created", { cookie: admin }));
    expect(html).toContain("Draft Saved");
    expect(html).toContain("Blog post saved as draft successfully!");
  });

  it("publishes a new post, and updates and publishes an existing one", async () => {
    const fields = editorFields();
    const created = await postForm("/blog", { ...fields, intent: "publish" }, { cookie: admin });
    expect(created.headers.get("Location")).toBe("/blog?notice=published-created");
    expect(await storedPost(fields.slug)).toMatchObject({ is_published: 1 });

    const draft = await insertPost({ isPublished: false });
    const updated = await postForm(
      "/blog",
      {
        ...editorFields({ slug: draft.slug, title: "Edited title", targetSlug: draft.slug }),
        intent: "publish",
      },
      { cookie: admin },
    );
    expect(updated.headers.get("Location")).toBe("/blog?notice=published-updated");
    expect(await storedPost(draft.slug)).toMatchObject({ title: "Edited title", is_published: 1 });

    const redrafted = await postForm(
      "/blog",
      { ...editorFields({ slug: draft.slug, targetSlug: draft.slug }), intent: "save-draft" },
      { cookie: admin },
    );
    expect(redrafted.headers.get("Location")).toBe("/blog?notice=draft-updated");
  });

  it("refuses missing fields with the product's message and keeps what was typed", async () => {
    const fields = editorFields({ excerpt: "  ", title: "Typed title" });
    const response = await postForm(
      "/blog?editor=new",
      { ...fields, intent: "publish" },
      {
        cookie: admin,
      },
    );
    expect(response.status).toBe(400);
    const html = await pageHtml(response);
    expect(html).toContain("Validation Error");
    expect(html).toContain(REQUIRED);
    expect(html).toContain('value="Typed title"');
    expect(html).toContain("## Formulas");
    expect(await storedPost(fields.slug)).toBeNull();
  });

  it("sums up a refusal with the rules' message when a field before the missing one is wrong too", async () => {
    // The author (too long) comes before the excerpt (missing) however the fields are ordered.
    const fields = editorFields({ author: "A".repeat(101), excerpt: "  " });
    const response = await postForm(
      "/blog?editor=new",
      { ...fields, intent: "save-draft" },
      { cookie: admin },
    );
    expect(response.status).toBe(400);
    const html = await pageHtml(response);
    // The alert: the required fields' message; the author's own message stays by the author.
    const alert = /role="alert"[^]*?<\/div><\/div>/.exec(html)?.[0] ?? "";
    expect(alert).toContain("Validation Error");
    expect(alert).toContain(REQUIRED);
    expect(html).toContain("The author must be at most 100 characters");
    expect(await storedPost(fields.slug)).toBeNull();
  });

  it("refuses a slug that is taken with 409", async () => {
    const existing = await insertPost();
    const response = await postForm(
      "/blog?editor=new",
      { ...editorFields({ slug: existing.slug }), intent: "save-draft" },
      { cookie: admin },
    );
    expect(response.status).toBe(409);
    expect(await pageHtml(response)).toContain(
      htmlText(`A blog post with the URL slug "${existing.slug}" already exists.`),
    );
  });

  it("publishes an existing draft as stored, and asks to save a new post first", async () => {
    const draft = await insertPost({ isPublished: false });
    const response = await postForm(
      `/blog?edit=${draft.slug}`,
      {
        ...editorFields({ targetSlug: draft.slug, title: "Unsaved change" }),
        intent: "publish-existing",
      },
      { cookie: admin },
    );
    expect(response.headers.get("Location")).toBe("/blog?notice=published");
    expect(await storedPost(draft.slug)).toMatchObject({ title: draft.title, is_published: 1 });

    const unsaved = await postForm(
      "/blog?editor=new",
      { ...editorFields(), intent: "publish-existing" },
      { cookie: admin },
    );
    expect(unsaved.status).toBe(400);
    expect(await pageHtml(unsaved)).toContain("Please save the blog post first before publishing");
  });

  it("previews markdown rendered and sanitized on the server, saving nothing", async () => {
    const fields = editorFields({
      content:
        "## Preview heading\n\n**bold** <script>alert(1)</script><img src=x onerror=alert(1)>",
    });
    const response = await postForm(
      "/blog?editor=new",
      { ...fields, intent: "preview" },
      {
        cookie: admin,
      },
    );
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain("<h2>Preview heading</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain('aria-pressed="true"');
    expect(await storedPost(fields.slug)).toBeNull();
  });

  it("asks before deleting, then deletes", async () => {
    const post = await insertPost({ title: "Doomed post" });
    const confirm = await pageHtml(await getPage(`/blog?delete=${post.slug}`, { cookie: admin }));
    expect(confirm).toContain(
      htmlText('Are you sure you want to delete "Doomed post"? This action cannot be undone.'),
    );
    const response = await postForm(
      "/blog",
      { intent: "delete", targetSlug: post.slug },
      { cookie: admin },
    );
    expect(response.headers.get("Location")).toBe("/blog?notice=deleted");
    expect(await storedPost(post.slug)).toBeNull();
    const html = await pageHtml(await getPage("/blog?notice=deleted", { cookie: admin }));
    expect(html).toContain("Blog post deleted successfully!");

    const again = await postForm(
      "/blog",
      { intent: "delete", targetSlug: post.slug },
      { cookie: admin },
    );
    expect(again.status).toBe(404);
  });
});

describe("/blog/{slug}", () => {
  it("shows the post: title, author, date, category, tags, excerpt, content, and the way back", async () => {
    const post = await insertPost({
      title: "Decimal vs Binary Prefixes",
      excerpt: "Why 1 TB shows 931 GB.",
      content:
        "## The gap\n\nA **1 TB** drive holds 10^12 bytes.\n\n[Converter](/data-storage-converter)\n\n<script>alert(1)</script><p onclick=alert(1)>x</p>",
      tags: ["data storage", "bytes", "binary prefixes"],
      category: "Technology",
      featuredImageUrl: "/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10",
    });
    await setPublishedAt(post.slug, "2025-02-25T09:00:00.000Z");
    const other = await insertPost({ title: "Another article", category: "Technology" });

    const response = await getPage(`/blog/${post.slug}`);
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toMatch(/<h1[^>]*>Decimal vs Binary Prefixes<\/h1>/);
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain("February 25, 2025");
    expect(html).toContain("Technology");
    for (const tag of ["data storage", "bytes", "binary prefixes"]) expect(html).toContain(tag);
    expect(html).toContain("Why 1 TB shows 931 GB.");
    expect(html).toContain("<h2>The gap</h2>");
    expect(html).toContain("<strong>1 TB</strong>");
    expect(html).toContain('<a href="/data-storage-converter">Converter</a>');
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("onclick");
    expect(html).toContain("Back to Blog");
    expect(html).toContain("More Articles");
    expect(html).toContain(`href="/blog/${other.slug}"`);
  });

  it("describes the post to search engines and social networks", async () => {
    const post = await insertPost({
      title: "Fuel economy units",
      metaDescription: "mpg, L/100 km and km/L explained.",
      featuredImageUrl: "/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10",
    });
    const html = await (await getPage(`/blog/${post.slug}`)).text();
    expect(html).toContain("<title>Fuel economy units | UnitWise</title>");
    expect(html).toContain(`<link rel="canonical" href="${BASE}/blog/${post.slug}"/>`);
    expect(html).toContain(
      '<meta name="description" content="mpg, L/100 km and km/L explained."/>',
    );
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).not.toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain(
      `<meta property="og:image" content="${BASE}/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10"/>`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? "null")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Fuel economy units",
      image: [`${BASE}/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10`],
      author: { name: "Ada Lovelace" },
      datePublished: post.publishedAt,
      mainEntityOfPage: { "@id": `${BASE}/blog/${post.slug}` },
    });
  });

  it("answers 404 'Blog Post Not Found' for a missing post or an impossible slug", async () => {
    for (const path of [`/blog/${uniqueSlug("missing")}`, "/blog/Not_A%20Slug"]) {
      const response = await getPage(path);
      expect(response.status, path).toBe(404);
      const html = await pageHtml(response);
      expect(html).toContain("Blog Post Not Found");
      expect(html).toContain(
        htmlText("The blog post you're looking for doesn't exist or has been removed."),
      );
      expect(html).toContain('href="/blog"');
      expect(html).toContain('content="noindex, nofollow"');
    }
  });

  it("shows a draft only to admins, marked and kept out of search engines", async () => {
    const draft = await insertPost({ isPublished: false, title: "Draft about rods and chains" });
    for (const cookie of [undefined, member]) {
      const response = await getPage(`/blog/${draft.slug}`, { cookie });
      expect(response.status).toBe(404);
      expect(await pageHtml(response)).not.toContain(draft.title);
    }
    const response = await getPage(`/blog/${draft.slug}`, { cookie: admin });
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain(draft.title);
    expect(html).toContain("Draft: only admins can see this post");
    expect(html).toContain('content="noindex, nofollow"');
  });
});

describe("feeds", () => {
  it("serves an RSS 2.0 feed of the published posts, escaped", async () => {
    const post = await insertPost({ title: "Pounds & <kilograms>", tags: ["mass"] });
    const draft = await insertPost({ isPublished: false });
    const response = await getPage("/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(`<atom:link href="${BASE}/blog/rss.xml" rel="self"`);
    expect(xml).toContain("<title>Pounds &amp; &lt;kilograms&gt;</title>");
    expect(xml).toContain(`<link>${BASE}/blog/${post.slug}</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${BASE}/blog/${post.slug}</guid>`);
    expect(xml).toContain(`<pubDate>${new Date(post.publishedAt!).toUTCString()}</pubDate>`);
    expect(xml).toContain("<category>mass</category>");
    expect(xml).not.toContain(draft.slug);
  });

  it("lists /blog and every published post, but no draft, in the sitemap", async () => {
    const post = await insertPost();
    const draft = await insertPost({ isPublished: false });
    const xml = await (await getPage("/sitemap-pages.xml")).text();
    expect(xml).toContain(`<loc>${BASE}/blog</loc>`);
    expect(xml).toMatch(
      new RegExp(`<loc>${BASE}/blog/${post.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
    );
    expect(xml).not.toContain(draft.slug);
  });
});
