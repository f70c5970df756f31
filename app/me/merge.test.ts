import { expect, test } from "vitest";
import {
  CALCULATIONS_CAP,
  calculationQuery,
  FAVOURITES_CAP,
  HISTORY_CAP,
  PREFERENCES_CAP,
} from "~/models/visitor-data";
import { mergeCalculations, mergeFavourites, mergeHistory, mergePreferences } from "./merge";

const pref = (converter: string, from: string, updatedAt: number) => ({
  converter,
  from,
  to: "foot",
  precision: 4,
  updatedAt,
});

test("preferences: the newest units of each converter win, whichever list holds them", () => {
  const phone = [pref("length-converter", "meter", 10), pref("mass-converter", "gram", 30)];
  const laptop = [pref("length-converter", "mile", 20), pref("mass-converter", "pound", 5)];
  const merged = mergePreferences(phone, laptop);
  expect(merged).toEqual([
    pref("mass-converter", "gram", 30),
    pref("length-converter", "mile", 20),
  ]);
  expect(mergePreferences(laptop, phone)).toEqual(merged);
  // Idempotent: merging again, or with itself, changes nothing.
  expect(mergePreferences(merged, laptop)).toEqual(merged);
  expect(mergePreferences(merged, merged)).toEqual(merged);
});

test("preferences are capped to the newest", () => {
  const many = Array.from({ length: PREFERENCES_CAP + 5 }, (_, i) => pref(`c${i}`, "meter", i));
  const merged = mergePreferences(many);
  expect(merged).toHaveLength(PREFERENCES_CAP);
  expect(merged.at(-1)?.updatedAt).toBe(5);
});

const entry = (value: string, at: number) => ({
  converter: "length-converter",
  value,
  from: "meter",
  to: "foot",
  at,
});

test("history: merged by time, newest first, a repeated conversion once at its newest time", () => {
  const a = [entry("1", 1), entry("2", 5)];
  const b = [entry("1", 9), entry("3", 3)];
  const merged = mergeHistory(a, b);
  expect(merged).toEqual([entry("1", 9), entry("2", 5), entry("3", 3)]);
  expect(mergeHistory(b, a)).toEqual(merged);
  expect(mergeHistory(merged, a, b)).toEqual(merged);
});

test("history keeps the 20 newest conversions", () => {
  const many = Array.from({ length: HISTORY_CAP + 7 }, (_, i) => entry(String(i), i));
  const merged = mergeHistory(many);
  expect(merged).toHaveLength(HISTORY_CAP);
  expect(merged[0]?.value).toBe(String(HISTORY_CAP + 6));
  expect(merged.at(-1)?.value).toBe("7");
});

test("favourites: the union, a converter and its pairs apart, each from its first starring", () => {
  const converter = { converter: "length-converter", addedAt: 4 };
  const pair = { converter: "length-converter", from: "meter", to: "foot", addedAt: 2 };
  const merged = mergeFavourites([converter, { ...pair, addedAt: 7 }], [pair]);
  expect(merged).toEqual([converter, pair]);
  expect(mergeFavourites(merged, merged, [pair])).toEqual(merged);
});

test("favourites are capped to the newest", () => {
  const many = Array.from({ length: FAVOURITES_CAP + 3 }, (_, i) => ({
    converter: `c${i}`,
    addedAt: i,
  }));
  const merged = mergeFavourites(many);
  expect(merged).toHaveLength(FAVOURITES_CAP);
  expect(merged.at(-1)?.converter).toBe("c3");
});

test("calculations: an expression made again keeps its newest time, ties by text, capped", () => {
  const phone = [
    { query: "3 kWh/100km to J/m", at: 10 },
    { query: "5 ft + 3 in", at: 30 },
  ];
  const laptop = [
    { query: "3 kWh/100km to J/m", at: 40 },
    { query: "c to mph", at: 30 },
  ];
  const merged = mergeCalculations(phone, laptop);
  expect(merged).toEqual([
    { query: "3 kWh/100km to J/m", at: 40 },
    { query: "5 ft + 3 in", at: 30 },
    { query: "c to mph", at: 30 },
  ]);
  expect(mergeCalculations(laptop, phone)).toEqual(merged);
  expect(mergeCalculations(merged, merged)).toEqual(merged);
  const many = Array.from({ length: CALCULATIONS_CAP + 3 }, (_, i) => ({ query: `${i} m`, at: i }));
  const capped = mergeCalculations(many);
  expect(capped).toHaveLength(CALCULATIONS_CAP);
  expect(capped.at(-1)).toEqual({ query: "3 m", at: 3 });
});

test("a calculation is kept as typed, with runs of spaces as one", () => {
  expect(calculationQuery("  3 ft \t +  1\u00a0in  ")).toBe("3 ft + 1 in");
  expect(calculationQuery("x".repeat(400))).toHaveLength(300);
});
