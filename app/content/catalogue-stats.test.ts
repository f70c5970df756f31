import { describe, expect, test } from "vitest";
import { categories, converters, ingredients } from "@unitwise/units";
import { tables, unitCount } from "@unitwise/units/catalogue";
import readme from "../../README.md?raw";
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

test("is counted in the README as it is", () => {
  // The README states these figures in prose; a new converter or unit must update them.
  const prose = readme.replace(/\s+/g, " ");
  const stated = (pattern: RegExp) => pattern.exec(prose)?.slice(1);
  const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
  expect(stated(/about (\d+) unit converters in (\w+) categories/)).toEqual([
    String(converters.length),
    words[categories.length],
  ]);
  expect(stated(/\((\d+) tables, ([\d,]+) distinct units, counted by a test\)/)).toEqual([
    String(tables.length),
    unitCount.toLocaleString("en-US"),
  ]);
  expect(stated(/grams and ounces for (\d+) ingredients/)).toEqual([String(ingredients.length)]);
});
