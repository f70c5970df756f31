import { expect, test } from "vitest";
import { formatUnitsCookie, parseUnitsCookie } from "./remembered-units";

test("the units cookie reads back what it wrote", () => {
  const units = { from: "fahrenheit-difference", to: "kelvin", precision: 12 };
  expect(formatUnitsCookie(units)).toBe("fahrenheit-difference~kelvin~12");
  expect(parseUnitsCookie(formatUnitsCookie(units))).toEqual(units);
});

test.each([
  null,
  "",
  "meter",
  "meter~foot",
  "meter~foot~x",
  "meter~foot~4~5",
  "me ter~foot~4",
  "~foot~4",
  "meter~foot~123",
])("anything else is no units: %s", (value) => {
  expect(parseUnitsCookie(value)).toBeNull();
});
