import { describe, expect, test } from "vitest";
import placesJson from "./data/places.json?raw";
import { findPlace, placeLabel } from "./places";
import { resolvePlace } from "./zone-names";

// That the list is the reduction of the installed package: `npm run lint` runs
// scripts/time/build-places.mjs --check.
test("the place list holds a few thousand towns and cities", () => {
  const { places } = JSON.parse(placesJson) as { places: unknown[] };
  expect(places.length).toBeGreaterThan(5000);
});

describe("finding a place", () => {
  test.each([
    ["Mumbai", "Asia/Kolkata", "Mumbai, Maharashtra, IN"],
    ["munich", "Europe/Berlin", "Munich, Bayern, DE"],
    ["Springfield, Illinois", "America/Chicago", "Springfield, Illinois, US"],
    ["Springfield (Massachusetts)", "America/New_York", "Springfield, Massachusetts, US"],
    ["Portland, Oregon, United States", "America/Los_Angeles", "Portland, Oregon, US"],
    ["Portland (Maine)", "America/New_York", "Portland, Maine, US"],
    ["perth, au", "Australia/Perth", "Perth, Western Australia, AU"],
  ])("%s is in %s (%s)", (text, zone, label) => {
    const place = findPlace(text);
    expect(place?.zone).toBe(zone);
    expect(place && placeLabel(place)).toBe(label);
  });

  test("a name alone is its most populous place; a wrong qualifier finds none", () => {
    expect(findPlace("Springfield")?.population).toBe(
      Math.max(
        ...["Illinois", "Massachusetts", "Missouri", "Oregon", "Ohio"].map(
          (state) => findPlace(`Springfield, ${state}`)?.population ?? 0,
        ),
      ),
    );
    expect(findPlace("Mumbai, France")).toBeNull();
    expect(findPlace("Atlantis")).toBeNull();
  });

  test("zones and the places they are named after come first, cities next", () => {
    expect(resolvePlace("Europe/Paris")).toEqual({ zone: "Europe/Paris" });
    expect(resolvePlace("new york")).toEqual({ zone: "America/New_York" });
    expect(resolvePlace("Mumbai")).toEqual({
      zone: "Asia/Kolkata",
      place: "Mumbai, Maharashtra, IN",
    });
    expect(resolvePlace("Gotham")).toBeNull();
  });
});
