import { describe, expect, test } from "vitest";
import { placeLabelIn, placeName, zoneCityName } from "./place-names";
import { findPlace } from "./places";
import { resolvePlace } from "./zone-names";

// Places named in the page's language from CLDR's exemplar cities (place-names.ts), and
// read back in any of the site's languages (places.ts, zone-names.ts).

const place = (text: string) => {
  const found = findPlace(text);
  if (!found) throw new Error(`${text} is not a place`);
  return found;
};

describe("placeName", () => {
  test.each([
    ["New York", "ja", "ニューヨーク"],
    ["New York", "es", "Nueva York"],
    ["Moscow", "de", "Moskau"],
    ["London", "fr", "Londres"],
    ["Tokyo", "ja", "東京"],
    ["Tokyo", "pt-br", "Tóquio"],
  ] as const)("%s in %s is %s", (name, language, expected) => {
    expect(placeName(place(name), language)).toBe(expected);
  });

  test("English pages and places CLDR does not name keep the English name", () => {
    expect(placeName(place("Moscow"), "en")).toBe("Moscow");
    // Mumbai is not a zone's city (Asia/Kolkata's is Kolkata), nor is Springfield.
    expect(placeName(place("Mumbai"), "ja")).toBe("Mumbai");
    expect(placeName(place("Springfield, Illinois"), "de")).toBe("Springfield");
    // Berlin is Berlin in German.
    expect(placeName(place("Berlin"), "de")).toBe("Berlin");
  });

  test("a zone's city and a place's label", () => {
    expect(zoneCityName("America/New_York", "ja")).toBe("ニューヨーク");
    expect(zoneCityName("Europe/Kyiv", "de")).toBe("Kiew");
    expect(zoneCityName("Europe/Berlin", "ja")).toBe("ベルリン");
    expect(zoneCityName("Europe/Berlin", "en")).toBe("Berlin");
    expect(placeLabelIn("Moscow, Moskva, RU", "Europe/Moscow", "de")).toBe("Moskau, Moskva, RU");
    expect(placeLabelIn("Mumbai, Maharashtra, IN", "Asia/Kolkata", "ja")).toBe(
      "Mumbai, Maharashtra, IN",
    );
  });
});

describe("reading names in the site's languages", () => {
  test.each([
    ["東京", "Tokyo", "Asia/Tokyo"],
    ["ニューヨーク", "New York", "America/New_York"],
    ["Moskau", "Moscow", "Europe/Moscow"],
    ["Londres", "London", "Europe/London"],
    ["Nueva York", "New York", "America/New_York"],
    ["Londres, GB", "London", "Europe/London"],
  ])("%s finds %s", (text, name, zone) => {
    expect(findPlace(text)).toMatchObject({ name, zone });
  });

  test("a translated name reads as its English name does", () => {
    expect(resolvePlace("東京")).toEqual(resolvePlace("Tokyo"));
    expect(resolvePlace("ニューヨーク")).toEqual(resolvePlace("New York"));
    expect(resolvePlace("Tóquio")).toEqual({ zone: "Asia/Tokyo" });
    // A zone's city that no place of the list has: Antarctica's Rothera Station.
    expect(resolvePlace("ロゼラ基地")).toEqual({ zone: "Antarctica/Rothera" });
  });

  test("English names still come first", () => {
    expect(findPlace("Paris")).toMatchObject({ country: "FR" });
    expect(resolvePlace("Calcutta")).toEqual(resolvePlace("Kolkata, India"));
    expect(findPlace("Gotham")).toBeNull();
  });
});
