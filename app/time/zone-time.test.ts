import { Temporal } from "temporal-polyfill";
import { describe, expect, test } from "vitest";
import transitionsJson from "../../tests/fixtures/zoneinfo-transitions.json?raw";
import {
  canonicalZone,
  isDaylightSaving,
  readLocalTime,
  timeInZone,
  tzdataVersion,
  zoneAbbreviation,
  type LocalStatus,
} from "./zone-time";

// Every change of UTC offset from 1996 to 2026 in 68 zones, and five local times around each,
// as Python's zoneinfo reads them (scripts/time/zoneinfo-fixture.py): an implementation and a
// copy of the tz database of their own, against Temporal reading the runtime's Intl.

type Sample = [fromChange: number, status: LocalStatus, foldZero: number, foldOne: number];
type Change = [zone: number, at: number, before: number, after: number, ...samples: Sample[]];
// Read as text: a type inferred from 350 KB of JSON costs the typecheck a minute.
const fixture = JSON.parse(transitionsJson) as { tzdata: string; zones: string[]; rows: Change[] };

const SECOND = 1000;
const plainAt = (epochSeconds: number) =>
  Temporal.Instant.fromEpochMilliseconds(epochSeconds * SECOND)
    .toZonedDateTimeISO("UTC")
    .toPlainDateTime();
const instantAt = (epochSeconds: number) =>
  Temporal.Instant.fromEpochMilliseconds(epochSeconds * SECOND).toString();
const offsetText = (seconds: number) => {
  const sign = seconds < 0 ? "-" : "+";
  const minutes = Math.abs(seconds) / 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
};

describe("against Python's zoneinfo", () => {
  test("the fixture covers what the issue asks", () => {
    expect(fixture.zones.length).toBeGreaterThanOrEqual(50);
    for (const zone of ["Asia/Kolkata", "Asia/Kathmandu", "Pacific/Chatham", "Pacific/Apia"]) {
      expect(fixture.zones).toContain(zone);
    }
    // Samoa skipped 30 December 2011: from -10:00 to +14:00.
    const apia = fixture.zones.indexOf("Pacific/Apia");
    expect(
      fixture.rows.some(
        ([zone, , before, after]) => zone === apia && before === -36000 && after === 50400,
      ),
    ).toBe(true);
  });

  test.each(fixture.zones.map((zone, index) => [zone, index] as const))(
    "%s: the offset either side of each change, and every local time around it",
    (zone, index) => {
      const mismatches: string[] = [];
      for (const [zoneIndex, at, before, after, ...samples] of fixture.rows) {
        if (zoneIndex !== index) continue;
        const beforeNow = timeInZone((at - 1) * SECOND, zone).offset;
        const afterNow = timeInZone(at * SECOND, zone).offset;
        if (beforeNow !== offsetText(before) || afterNow !== offsetText(after)) {
          mismatches.push(`${instantAt(at)}: ${beforeNow} → ${afterNow}`);
        }
        for (const [fromChange, status, foldZero, foldOne] of samples) {
          const localSeconds = at + fromChange;
          const local = plainAt(localSeconds);
          const reading = readLocalTime(zone, local);
          const later = readLocalTime(zone, local, "later");
          // PEP 495: fold=0 reads a gap with the offset before the change (the later moment)
          // and an overlap's earlier moment; fold=1 the other.
          const moment = (offset: number) => (localSeconds - offset) * SECOND;
          const expected =
            status === "ok"
              ? [moment(foldZero)]
              : status === "overlap"
                ? [moment(foldZero), moment(foldOne)]
                : [moment(foldOne), moment(foldZero)];
          const got = reading.readings.map((r) => Date.parse(r.instant));
          const chosen = Date.parse(reading.instant);
          const chosenLater = Date.parse(later.instant);
          const ok =
            reading.status === status &&
            JSON.stringify(got) === JSON.stringify(expected) &&
            // A gap's answer is the moment after the change; an overlap's the earlier unless asked.
            chosen === (status === "gap" ? expected[1] : expected[0]) &&
            chosenLater === expected.at(-1);
          if (!ok) mismatches.push(`${local.toString()} ${status}: got ${reading.status} ${got}`);
        }
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe("reading a local time", () => {
  test("02:30 on Los Angeles' spring-forward night does not exist: 03:30 PDT, and both readings", () => {
    const reading = readLocalTime(
      "America/Los_Angeles",
      Temporal.PlainDateTime.from("2026-03-08T02:30"),
    );
    expect(reading).toMatchObject({
      status: "gap",
      local: "2026-03-08T03:30:00",
      offset: "-07:00",
      instant: "2026-03-08T10:30:00Z",
    });
    expect(reading.readings.map((r) => `${r.local}${r.offset}`)).toEqual([
      "2026-03-08T01:30:00-08:00",
      "2026-03-08T03:30:00-07:00",
    ]);
    expect(timeInZone(Date.parse(reading.instant), "Europe/Berlin").local).toBe(
      "2026-03-08T11:30:00",
    );
  });

  test("01:30 on New York's fall-back night happens twice: EDT first, EST when asked", () => {
    const local = Temporal.PlainDateTime.from("2026-11-01T01:30");
    const earlier = readLocalTime("America/New_York", local);
    expect(earlier).toMatchObject({
      status: "overlap",
      offset: "-04:00",
      instant: "2026-11-01T05:30:00Z",
    });
    expect(readLocalTime("America/New_York", local, "later")).toMatchObject({
      offset: "-05:00",
      instant: "2026-11-01T06:30:00Z",
    });
    expect(earlier.readings.map((r) => r.offset)).toEqual(["-04:00", "-05:00"]);
  });

  test("names zones as Intl does, and knows none it does not have", () => {
    expect(canonicalZone("america/new_york")).toBe("America/New_York");
    expect(canonicalZone("UTC")).toBe("UTC");
    expect(canonicalZone("Mars/Olympus_Mons")).toBeNull();
    expect(canonicalZone("")).toBeNull();
  });
});

describe("what a zone's time is called", () => {
  const at = (iso: string) => Date.parse(iso);

  test.each([
    ["America/New_York", "2026-01-15T12:00:00Z", "EST", false],
    ["America/New_York", "2026-07-15T12:00:00Z", "EDT", true],
    ["Europe/London", "2026-01-15T12:00:00Z", "GMT", false],
    ["Europe/London", "2026-07-15T12:00:00Z", "BST", true],
    ["Europe/Berlin", "2026-07-15T12:00:00Z", "CEST", true],
    ["Asia/Kolkata", "2026-07-15T12:00:00Z", "IST", false],
    ["Asia/Tokyo", "2026-07-15T12:00:00Z", "JST", false],
    ["Australia/Sydney", "2026-01-15T12:00:00Z", "AEDT", true],
    ["Australia/Sydney", "2026-07-15T12:00:00Z", "AEST", false],
    ["Pacific/Chatham", "2026-01-15T12:00:00Z", "CHADT", true],
    ["Asia/Kathmandu", "2026-07-15T12:00:00Z", "NPT", false],
    ["America/Sao_Paulo", "2026-07-15T12:00:00Z", "UTC-3", false],
    ["Asia/Yangon", "2026-07-15T12:00:00Z", "UTC+6:30", false],
    ["UTC", "2026-07-15T12:00:00Z", "UTC", false],
  ])("%s at %s: %s, daylight saving %s", (zone, iso, abbreviation, daylight) => {
    expect(zoneAbbreviation(at(iso), zone)).toBe(abbreviation);
    expect(isDaylightSaving(at(iso), zone)).toBe(daylight);
  });

  test("the zone rules are at least the fixture's tz database", () => {
    expect(tzdataVersion() >= fixture.tzdata).toBe(true);
  });
});
