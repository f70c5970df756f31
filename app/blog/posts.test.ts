import { describe, expect, it } from "vitest";
import {
  addTag,
  cardTags,
  categoriesOf,
  filterPosts,
  formatLongDate,
  isAllowedImageUrl,
  matchCategory,
  normalizeTags,
  postDate,
  slugify,
  splitTags,
  SLUG_PATTERN,
} from "./posts";

describe("slugify (docs/product.md#blog-rules)", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["Why an Inch Is Exactly 25.4 Millimeters", "why-an-inch-is-exactly-254-millimeters"],
    ["US vs. Imperial Gallons: Why?", "us-vs-imperial-gallons-why"],
    ["Celsius -- Fahrenheit", "celsius-fahrenheit"],
    ["a  b\tc", "a-b-c"],
    ["  padded title  ", "padded-title"],
    ["-dashes at both ends-", "dashes-at-both-ends"],
    ["Ångström & Réaumur", "angstrom-reaumur"],
    ["What's the °F?", "whats-the-f"],
    ["100% exact", "100-exact"],
    ["!!!", ""],
    ["", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("always produces a slug the site accepts, at most 100 characters", () => {
    for (const title of ["x".repeat(300), `${"ab ".repeat(60)}`, "a - - b", "Ünïcödé ñ"]) {
      const slug = slugify(title);
      expect(slug.length).toBeLessThanOrEqual(100);
      expect(slug).toMatch(SLUG_PATTERN);
    }
  });
});

describe("tags (docs/product.md#blog-rules)", () => {
  it("trims, drops empty ones and duplicates ignoring case, keeps the first spelling", () => {
    expect(
      normalizeTags(["  metric ", "", "Metric", "SI  units", "   ", "si units", "length"]),
    ).toEqual(["metric", "SI units", "length"]);
  });

  it("splits the comma-separated field of the form without JavaScript", () => {
    expect(splitTags("length, inch,,  Inch , history ")).toEqual(["length", "inch", "history"]);
    expect(splitTags("")).toEqual([]);
  });

  it("adds a tag like the editor's input, and returns the same list when nothing changes", () => {
    const tags = ["length"];
    expect(addTag(tags, "  inch ")).toEqual(["length", "inch"]);
    expect(addTag(tags, "LENGTH")).toBe(tags);
    expect(addTag(tags, "   ")).toBe(tags);
  });

  it("shows the first two tags on a card and counts the rest", () => {
    expect(cardTags(["a", "b", "c", "d"])).toEqual({ shown: ["a", "b"], more: 2 });
    expect(cardTags(["a"])).toEqual({ shown: ["a"], more: 0 });
    expect(cardTags([])).toEqual({ shown: [], more: 0 });
  });
});

const posts = [
  {
    title: "Why an Inch Is 25.4 mm",
    excerpt: "The 1959 agreement.",
    tags: ["length", "History"],
    category: "History of Measurement",
  },
  {
    title: "US vs Imperial Gallons",
    excerpt: "Two gallons, 20% apart.",
    tags: ["volume"],
    category: "Everyday Conversions",
  },
  { title: "Kelvin", excerpt: "Absolute temperature.", tags: ["SI units"], category: "Science" },
  {
    title: "Fuel economy",
    excerpt: "mpg and L/100 km.",
    tags: ["volume", "cars"],
    category: "everyday conversions",
  },
];

describe("the blog's search and category filter (docs/product.md#search-rules)", () => {
  it("matches the title, the excerpt or a tag, ignoring case and surrounding space", () => {
    expect(filterPosts(posts, { query: "INCH", category: null }).map((p) => p.title)).toEqual([
      "Why an Inch Is 25.4 mm",
    ]);
    expect(filterPosts(posts, { query: " 20% ", category: null })).toHaveLength(1);
    expect(filterPosts(posts, { query: "si units", category: null }).map((p) => p.title)).toEqual([
      "Kelvin",
    ]);
    expect(filterPosts(posts, { query: "volume", category: null })).toHaveLength(2);
  });

  it("does not match the category or other fields", () => {
    expect(filterPosts(posts, { query: "Science", category: null })).toEqual([]);
  });

  it("returns every post, in order, for an empty query and no category", () => {
    expect(filterPosts(posts, { query: "  ", category: null })).toEqual(posts);
  });

  it("filters by category ignoring case, and combines with the query", () => {
    expect(filterPosts(posts, { query: "", category: "Everyday Conversions" })).toHaveLength(2);
    expect(filterPosts(posts, { query: "cars", category: "Everyday Conversions" })).toHaveLength(1);
    expect(filterPosts(posts, { query: "cars", category: "Science" })).toEqual([]);
  });

  it("offers each category once, A to Z, in the first spelling seen", () => {
    expect(categoriesOf(posts)).toEqual([
      "Everyday Conversions",
      "History of Measurement",
      "Science",
    ]);
  });

  it("reads ?category= case-insensitively; 'all', unknown and empty mean every category", () => {
    const categories = categoriesOf(posts);
    expect(matchCategory(categories, "science")).toBe("Science");
    expect(matchCategory(categories, "all")).toBeNull();
    expect(matchCategory(categories, "Astrology")).toBeNull();
    expect(matchCategory(categories, null)).toBeNull();
  });
});

describe("post dates (docs/product.md#blog-post)", () => {
  it("uses publishedAt, else createdAt", () => {
    expect(
      postDate({ publishedAt: "2025-01-28T09:00:00.000Z", createdAt: "2025-01-01T00:00:00.000Z" }),
    ).toBe("2025-01-28T09:00:00.000Z");
    expect(postDate({ publishedAt: null, createdAt: "2025-01-01T00:00:00.000Z" })).toBe(
      "2025-01-01T00:00:00.000Z",
    );
  });

  it("prints the long en-US format in UTC, so server and browser agree", () => {
    expect(formatLongDate("2025-01-28T09:00:00.000Z")).toBe("January 28, 2025");
    expect(formatLongDate("2024-12-31T23:59:59.000Z")).toBe("December 31, 2024");
    expect(formatLongDate("not a date")).toBe("");
  });
});

describe("image URLs a post may use", () => {
  it.each([
    ["/images/blog/7d5c8a1e-3b0f-4c4e-9a53-2f7e1c9b8d10", true],
    ["https://example.com/photo.jpg", false],
    ["http://example.com/photo.jpg", false],
    ["//example.com/photo.jpg", false],
    ["/images/../api/blog-posts", false],
    ["/api/blog-posts", false],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AAAA", false],
    ["https://user:secret@example.com/a.png", false],
    ["", false],
  ])("%j → %s", (url, allowed) => {
    expect(isAllowedImageUrl(url)).toBe(allowed);
  });
});
