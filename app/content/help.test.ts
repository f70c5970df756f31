import { describe, expect, it, test } from "vitest";
import { searchHelpArticles } from "./help";
import { helpArticles as buildArticles, helpCategories as buildCategories } from "./help-articles";
import { categories } from "@unitwise/units";
import english from "~/i18n/messages/en/support.json";
import { translate } from "~/i18n/localization";
import type { ContentWords } from "./content-words";

/** The English words, as the server builds them for an English page. */
const ENGLISH: ContentWords = {
  t: translate({ support: english }, "support", "en"),
  tag: "en",
  categories,
  shortCategoryNames: true,
};

type Limits = Parameters<typeof buildCategories>[0];
const categoriesWith = (limits: Limits) => buildCategories(limits, ENGLISH);
const articlesWith = (limits: Limits) => buildArticles(limits, ENGLISH);
import { readLocaleNumber } from "@unitwise/units";
import { DEFAULT_API_LIMITS } from "./legal/facts";

const helpCategories = categoriesWith(DEFAULT_API_LIMITS);
const helpArticles = articlesWith(DEFAULT_API_LIMITS);

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
    expect(searchHelpArticles("INSTALLING", helpArticles).map((article) => article.id)).toEqual([
      "install-phone",
      "install-desktop",
    ]);
    // a description only
    expect(searchHelpArticles("home screen", helpArticles).map((article) => article.id)).toEqual([
      "install-phone",
    ]);
  });

  it("does not search article bodies (docs/product.md#search-rules)", () => {
    expect(searchHelpArticles("European Central Bank", helpArticles)).toEqual([]);
  });

  it("names each result's category and returns everything for an empty term", () => {
    expect(searchHelpArticles("quick start", helpArticles)[0]?.category).toBe("API & Integration");
    expect(searchHelpArticles(" ", helpArticles)).toEqual(helpArticles);
  });
});

describe("the API limits the help center states", () => {
  it("are the ones it is given", () => {
    const limits = { perSecond: 5, perHour: 2500 };
    const article = articlesWith(limits).find((a) => a.id === "api-limits-errors")!;
    const text = JSON.stringify(article.body);
    expect(text).toContain("may make 5 requests per second and 2,500 per hour");
    expect(text).not.toMatch(/1,000|\b10 requests per second/);
    expect(JSON.stringify(categoriesWith(limits))).toContain("5 requests per second");
    expect(JSON.stringify(helpArticles)).toContain("10 requests per second and 1,000 per hour");
  });
});

describe("what the help center says about typed numbers", () => {
  it("is how the converter reads them (decision 053): a decimal comma is one", () => {
    const article = helpArticles.find((a) => a.id === "entering-numbers")!;
    const text = JSON.stringify(article.body);
    expect(text).toContain('\\"1.5\\" and \\"1,5\\" are both one and a half');
    expect(text).not.toContain("not read at all");
    for (const locale of ["en-US", "de-DE", "en-IN"]) {
      expect(readLocaleNumber("1,5", locale).plain, locale).toBe("1.5");
      expect(readLocaleNumber("1.5", locale).plain, locale).toBe("1.5");
    }
    expect(readLocaleNumber("1.234,5", "en-US").plain).toBe("1234.5");
    expect(readLocaleNumber("12,34,567", "en-US").plain).toBe("1234567");
    expect(Number(readLocaleNumber("1,500", "de-DE").plain)).toBe(1.5);
    expect(readLocaleNumber("1,500", "de-DE").note).toBeTruthy();
  });
});

test("the help center promises offline use only for pages opened once (public/sw.js keeps the pages it fetched)", () => {
  const text = JSON.stringify(helpArticles.find((a) => a.id === "offline")?.body);
  expect(text).toContain("A converter page you have opened once keeps converting");
  expect(text).not.toContain("Once installed, UnitWise keeps working without a connection");
});
