import { describe, expect, it } from "vitest";
import { ADMIN_TABS, formatUtc, tabForPath } from "./tabs";

describe("tabForPath", () => {
  it("names the tab of a dashboard path; /admin and unknown paths show the first", () => {
    expect(tabForPath("/admin/messages").label).toBe("Messages");
    expect(tabForPath("/admin/blog-posts").label).toBe("Blog Posts");
    expect(tabForPath("/admin").slug).toBe("converters");
    expect(tabForPath("/admin/").slug).toBe("converters");
  });

  it("has the ten tabs, in the spec's order and then the operators' own", () => {
    expect(ADMIN_TABS.map((tab) => tab.slug)).toEqual([
      "converters",
      "ai-content",
      "blog-content",
      "blog-posts",
      "categories",
      "adsense",
      "analytics",
      "settings",
      "messages",
      "users",
    ]);
  });
});

describe("formatUtc", () => {
  it("shows stored ISO times to the minute in UTC, and a dash for none", () => {
    expect(formatUtc("2026-11-25T11:40:31.123Z")).toBe("2026-11-25 11:40 UTC");
    expect(formatUtc(null)).toBe("—");
  });
});
