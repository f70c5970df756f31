import { describe, expect, test } from "vitest";
import { Temporal } from "temporal-polyfill";
import { findAbbreviation, ZONE_ABBREVIATIONS } from "./zone-abbreviations";
import { canonicalZone } from "./zone-time";
import { notAZone, resolvePlace } from "./zone-names";

/** The offset a zone has at some moment of 2026 equal to `offset`, or null. */
function zoneKeeps(zone: string, offset: string): boolean {
  const start = Temporal.Instant.from("2026-01-01T00:00:00Z");
  return Array.from(
    { length: 12 },
    (_, month) => start.add({ hours: month * 730 }).toZonedDateTimeISO(zone).offset,
  ).includes(offset);
}

describe("the abbreviation table", () => {
  const readings = Object.entries(ZONE_ABBREVIATIONS).flatMap(([abbreviation, list]) =>
    list.map((reading) => ({ abbreviation, ...reading })),
  );

  test.each(readings)("$abbreviation ($name) is a time $zone keeps", (reading) => {
    expect(canonicalZone(reading.zone)).not.toBeNull();
    if (reading.offset) {
      expect(canonicalZone(reading.offset)).toBe(reading.offset);
      expect(zoneKeeps(reading.zone, reading.offset)).toBe(true);
    }
  });

  test("the readings of an ambiguous abbreviation are told apart by their regions", () => {
    for (const list of Object.values(ZONE_ABBREVIATIONS)) {
      const regions = list.map((reading) => reading.regions[0]);
      expect(new Set(regions).size).toBe(regions.length);
    }
  });
});

describe("typed abbreviations", () => {
  test.each([
    ["PST", "-08:00", false],
    ["pdt", "-07:00", true],
    ["CET", "+01:00", false],
    ["CEST", "+02:00", true],
    ["ACST", "+09:30", false],
    ["NPT", "+05:45", false],
    ["IST (India)", "+05:30", false],
    ["ist (israel)", "+02:00", false],
    ["CST (China)", "+08:00", false],
    ["BST (UK)", "+01:00", true],
  ])("%s is the fixed offset %s", (typed, zone, dst) => {
    expect(resolvePlace(typed)).toEqual({
      zone,
      abbreviation: findAbbreviation(typed)?.abbreviation,
      dst,
    });
  });

  test("a name without a season is the zone it names", () => {
    expect(resolvePlace("ET")).toEqual({ zone: "America/New_York" });
    expect(resolvePlace("PT")).toEqual({ zone: "America/Los_Angeles" });
  });

  test("offsets are typed as people write them", () => {
    expect(resolvePlace("UTC+8")).toEqual({ zone: "+08:00" });
    expect(resolvePlace("GMT-3:30")).toEqual({ zone: "-03:30" });
    expect(resolvePlace("+05:45")).toEqual({ zone: "+05:45" });
    expect(resolvePlace("UTC+15")).toBeNull();
  });

  test("an ambiguous abbreviation is not guessed: the refusal lists its readings", () => {
    expect(resolvePlace("IST")).toBeNull();
    expect(notAZone("from", "IST")).toBe(
      'from "IST" is ambiguous: India Standard Time (UTC+05:30, send "Asia/Kolkata" or "IST (India)"), Israel Standard Time (UTC+02:00, send "Asia/Jerusalem" or "IST (Israel)"), Irish Standard Time (UTC+01:00, send "Europe/Dublin" or "IST (Ireland)")',
    );
    expect(notAZone("to", "cst")).toContain(
      'China Standard Time (UTC+08:00, send "Asia/Shanghai" or "CST (China)")',
    );
    expect(resolvePlace("IST (Mars)")).toBeNull();
    expect(notAZone("to", "IST (Mars)")).toContain("is ambiguous: India Standard Time");
    expect(notAZone("to", "PST (Mars)")).toContain(
      '"PST (Mars)" names a region PST is not used in',
    );
  });
});
