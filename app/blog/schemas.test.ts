import { describe, expect, it } from "vitest";
import { BLOG_MESSAGES } from "./posts";
import { blogPostInputSchema, firstIssueMessage } from "./schemas";

const valid = {
  title: "  Why an Inch Is 25.4 mm ",
  slug: "why-an-inch",
  excerpt: "The 1959 agreement.",
  content: "## Heading\r\n\r\nText",
};

function messageFor(input: unknown) {
  const parsed = blogPostInputSchema().safeParse(input);
  return parsed.success ? null : firstIssueMessage(parsed.error);
}

describe("blogPostInputSchema()", () => {
  it("trims text, stores LF line breaks and fills the defaults", () => {
    expect(blogPostInputSchema().parse(valid)).toEqual({
      title: "Why an Inch Is 25.4 mm",
      slug: "why-an-inch",
      excerpt: "The 1959 agreement.",
      content: "## Heading\n\nText",
      metaDescription: "",
      author: "UnitWise Team",
      category: "General",
      tags: [],
      featuredImageUrl: null,
      isPublished: false,
    });
  });

  it("normalises tags and treats blank optional fields as missing", () => {
    const parsed = blogPostInputSchema().parse({
      ...valid,
      tags: [" metric", "Metric", "", "SI"],
      author: "  ",
      category: null,
      featuredImageUrl: "",
      isPublished: true,
    });
    expect(parsed).toMatchObject({
      tags: ["metric", "SI"],
      author: "UnitWise Team",
      category: "General",
      featuredImageUrl: null,
      isPublished: true,
    });
  });

  it.each(["title", "slug", "excerpt", "content"] as const)(
    "asks for all required fields when %s is missing or blank",
    (field) => {
      expect(messageFor({ ...valid, [field]: "   " })).toBe(BLOG_MESSAGES.requiredFields);
      const rest: Partial<typeof valid> = { ...valid };
      delete rest[field];
      expect(messageFor(rest)).toBe(BLOG_MESSAGES.requiredFields);
    },
  );

  it("puts the required-fields message first when there are several problems", () => {
    expect(messageFor({ ...valid, slug: "Bad Slug", title: "" })).toBe(
      BLOG_MESSAGES.requiredFields,
    );
  });

  it.each([
    [{ slug: "Has Spaces" }, /URL slug may contain only/],
    [{ slug: "double--hyphen" }, /URL slug may contain only/],
    [{ slug: "-leading" }, /URL slug may contain only/],
    [{ slug: "x".repeat(101) }, /at most 100 characters/],
    [{ title: "t".repeat(201) }, /title must be at most 200 characters/],
    [{ metaDescription: "m".repeat(161) }, /meta description must be at most 160 characters/],
    [{ tags: ["a,b"] }, /cannot contain a comma/],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, /at most 20 tags/],
    [{ tags: "a, b" }, /Tags must be a list/],
    [{ featuredImageUrl: "javascript:alert(1)" }, /featured image must be/],
    [{ featuredImageUrl: "http://example.com/a.png" }, /featured image must be/],
    [{ isPublished: "yes" }, /isPublished must be true or false/],
  ])("refuses %j", (change, message) => {
    expect(messageFor({ ...valid, ...change })).toMatch(message);
  });

  it("refuses a body that is not an object", () => {
    expect(messageFor("a post")).toBeTruthy();
    expect(messageFor(null)).toBeTruthy();
  });
});
