import { describe, expect, test } from "vitest";
import { aliasTarget, placeAliases } from "./place-aliases";
import { placeKey } from "./places";
import { findPlace } from "./places";
import { canonicalZone } from "./zone-time";
import { resolvePlace } from "./zone-names";

describe("other names of places", () => {
  test.each(placeAliases())("%s names %s, which the place list or a zone finds", (_, target) => {
    expect(findPlace(target) ?? canonicalZone(target)).not.toBeNull();
    // An alias leads to the real name, never to another alias.
    expect(aliasTarget(target)).toBeNull();
  });

  test("no two aliases are the same text", () => {
    const keys = placeAliases().map(([alias]) => placeKey(alias));
    expect(new Set(keys).size).toBe(keys.length);
  });

  test.each([
    ["NYC", "America/New_York", "New York, New York, US"],
    ["bombay", "Asia/Kolkata", "Mumbai, Maharashtra, IN"],
    ["Calcutta", "Asia/Kolkata", "Kolkata, West Bengal, IN"],
    ["Munchen", "Europe/Berlin", "Munich, Bayern, DE"],
    ["KÖLN", "Europe/Berlin", "Cologne, Nordrhein-Westfalen, DE"],
    ["Den Haag", "Europe/Amsterdam", "The Hague, Zuid-Holland, NL"],
    ["Roma", "Europe/Rome", "Rome, Lazio, IT"],
    ["Saigon", "Asia/Ho_Chi_Minh", "Ho Chi Minh City, Ho Chi Minh City, VN"],
    ["Bangalore", "Asia/Kolkata", "Bengaluru, Karnataka, IN"],
    ["Leningrad", "Europe/Moscow", "St. Petersburg, City of St. Petersburg, RU"],
  ])("%s is answered as the real place", (alias, zone, place) => {
    expect(resolvePlace(alias)).toEqual({ zone, place });
  });

  test("a country on one zone is its zone; a qualified name still reaches the place list", () => {
    expect(resolvePlace("Japan")).toEqual({ zone: "Asia/Tokyo" });
    expect(resolvePlace("Canton")?.place).toBe("Guangzhou, Guangdong, CN");
    expect(resolvePlace("Canton, Ohio")?.place).toBe("Canton, Ohio, US");
  });
});
