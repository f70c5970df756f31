import { describe, expect, test } from "vitest";
import { categories, converters } from "@unitwise/units";
import { atLeastLabel, categoriesWithConverters } from "./catalogue-stats";

describe("atLeastLabel", () => {
  test("rounds down to the step and never overstates", () => {
    expect(atLeastLabel(1131)).toBe("1,100+");
    expect(atLeastLabel(1100)).toBe("1,100+");
    expect(atLeastLabel(1099)).toBe("1,000+");
    expect(atLeastLabel(79, 10)).toBe("70+");
  });

  test("a count below one step is written exactly", () => {
    expect(atLeastLabel(42)).toBe("42");
  });
});

test("every converter appears once, under its own category", () => {
  const grouped = categoriesWithConverters();
  expect(grouped.map((group) => group.category.key)).toEqual(categories.map((c) => c.key));
  const listed = grouped.flatMap((group) =>
    group.converters.map((converter) => {
      expect(converter.category).toBe(group.category.key);
      return converter.key;
    }),
  );
  expect(listed.toSorted()).toEqual(converters.map((c) => c.key).toSorted());
});
