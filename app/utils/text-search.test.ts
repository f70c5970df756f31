import { describe, expect, it } from "vitest";
import { filterByQuery, matchesQuery, MAX_QUERY_LENGTH, normalizeQuery } from "./text-search";

const items = [
  { title: "Dark mode", body: "Switch the theme from the header." },
  { title: "Currency rates", body: "European Central Bank reference rates." },
  { title: "Offline use", body: "Install the app; it keeps working OFFLINE." },
];
const fields = (item: (typeof items)[number]) => [item.title, item.body];

describe("normalizeQuery", () => {
  it("trims and collapses whitespace, and treats a missing term as empty", () => {
    expect(normalizeQuery("  dark   mode \n")).toBe("dark mode");
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery(undefined)).toBe("");
    expect(normalizeQuery("   ")).toBe("");
  });

  it("cuts very long terms instead of refusing them", () => {
    expect(normalizeQuery("a".repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(normalizeQuery(`${"a".repeat(MAX_QUERY_LENGTH - 1)} b`)).toBe(
      "a".repeat(MAX_QUERY_LENGTH - 1),
    );
  });
});

describe("matchesQuery", () => {
  it("matches a substring of any field, ignoring case", () => {
    expect(matchesQuery("CENTRAL bank", ["x", "European Central Bank"])).toBe(true);
    expect(matchesQuery("entral", ["European Central Bank"])).toBe(true);
    expect(matchesQuery("offline", ["Install; it keeps working OFFLINE."])).toBe(true);
    expect(matchesQuery("kelvin", ["Celsius", "Fahrenheit"])).toBe(false);
  });

  it("ignores surrounding whitespace in the query", () => {
    expect(matchesQuery("  dark ", ["Dark mode"])).toBe(true);
  });

  it("matches everything for an empty query, even with no fields", () => {
    expect(matchesQuery("", [])).toBe(true);
    expect(matchesQuery("  ", ["anything"])).toBe(true);
  });
});

describe("filterByQuery", () => {
  it("keeps matching items in their original order", () => {
    expect(filterByQuery(items, "rates", fields).map((i) => i.title)).toEqual(["Currency rates"]);
    expect(filterByQuery(items, "THE", fields).map((i) => i.title)).toEqual([
      "Dark mode",
      "Offline use",
    ]);
  });

  it("returns everything for an empty query and nothing when nothing matches", () => {
    expect(filterByQuery(items, " ", fields)).toEqual(items);
    expect(filterByQuery(items, "blorp", fields)).toEqual([]);
  });
});
