import { searchConverters } from "@unitwise/units";
import { describe, expect, it } from "vitest";
import { buildCatalogue } from "./effective";
import { NO_EDITS } from "~/models/catalogue-edits";
import { RESERVED_SLUGS } from "./slugs";
import { SITE_TOOLS } from "./site-tools";

const catalogue = buildCatalogue({ ...NO_EDITS, version: "t" });
const found = (query: string) =>
  searchConverters(catalogue.searchIndex(), query).map((item) => item.slug);

describe("the site's tools in search", () => {
  it("finds each by its name and by the words people use", () => {
    expect(found("time zone")[0]).toBe("time-zone-converter");
    expect(found("timezone")[0]).toBe("time-zone-converter");
    expect(found("utc")).toContain("time-zone-converter");
    expect(found("meeting")[0]).toBe("meeting-planner");
    expect(found("business days")[0]).toBe("date-calculator");
    expect(found("unix time")[0]).toBe("date-calculator");
    // A converter's own search is unchanged: durations lead for "time".
    expect(found("seconds")).not.toContain("date-calculator");
    expect(found("time")).toContain("time-converter");
  });

  it("lists them in the Common category", () => {
    const items = catalogue.searchIndex().filter((item) => item.key === item.slug);
    for (const item of SITE_TOOLS) {
      expect(items.find((entry) => entry.slug === item.slug)?.category).toBe("Common Converters");
    }
  });

  it("keeps their paths from every converter", () => {
    for (const item of SITE_TOOLS) expect(RESERVED_SLUGS.has(item.slug)).toBe(true);
  });
});
