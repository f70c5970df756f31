import { describe, expect, it } from "vitest";
import { helpArticles, helpCategories, searchHelpArticles } from "./help";

describe("the help center content", () => {
  it("has the five categories of docs/product.md, each with three to five articles", () => {
    expect(helpCategories.map((category) => category.name)).toEqual([
      "Getting Started",
      "Using Converters",
      "Mobile & Desktop",
      "API & Integration",
      "Account & Settings",
    ]);
    for (const category of helpCategories) {
      expect(category.articles.length).toBeGreaterThanOrEqual(3);
      expect(category.articles.length).toBeLessThanOrEqual(5);
    }
  });

  it("gives every article a unique id, a body to read and only links to this site", () => {
    expect(new Set(helpArticles.map((article) => article.id)).size).toBe(helpArticles.length);
    for (const article of helpArticles) {
      expect(article.body.length).toBeGreaterThan(0);
      for (const link of article.links ?? []) expect(link.href).toMatch(/^\/(?!\/)/);
    }
    expect(helpArticles.filter((article) => article.popular).length).toBeGreaterThanOrEqual(4);
  });
});

describe("searchHelpArticles", () => {
  it("matches titles and descriptions, ignoring case", () => {
    expect(searchHelpArticles("INSTALLING").map((article) => article.id)).toEqual([
      "install-phone",
      "install-desktop",
    ]);
    // a description only
    expect(searchHelpArticles("home screen").map((article) => article.id)).toEqual([
      "install-phone",
    ]);
  });

  it("does not search article bodies (docs/product.md#search-rules)", () => {
    expect(searchHelpArticles("European Central Bank")).toEqual([]);
  });

  it("names each result's category and returns everything for an empty term", () => {
    expect(searchHelpArticles("quick start")[0]?.category).toBe("API & Integration");
    expect(searchHelpArticles(" ")).toEqual(helpArticles);
  });
});
