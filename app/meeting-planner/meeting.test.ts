import { describe, expect, it } from "vitest";
import { meetingTimeText, readSlot, resolvePlaces } from "./meeting";

const place = (zone: string, label = zone) => ({ zone, label });

describe("the places of a meeting", () => {
  it("reads cities, zones, old names and abbreviations, and names each it cannot", () => {
    const { places, problems } = resolvePlaces([
      "New York",
      "Asia/Kolkata",
      "Bombay",
      "PST",
      "Gotham",
    ]);
    expect(places).toEqual([
      { label: "New York", zone: "America/New_York" },
      { label: "Kolkata", zone: "Asia/Kolkata" },
      { label: "Mumbai, Maharashtra, IN", zone: "Asia/Kolkata" },
      { label: "PST", zone: "-08:00", abbreviation: "PST" },
    ]);
    expect(problems).toEqual([
      '"Gotham" is not a time zone or place: send an IANA zone such as "Europe/Berlin", or a town or city such as "Mumbai"',
    ]);
  });
});

describe("a slot read in home's zone", () => {
  const newYork = place("America/New_York", "New York");

  it("is home's wall-clock time", () => {
    expect(readSlot("2026-12-01T09:00", newYork)).toEqual({
      start: Date.parse("2026-12-01T14:00:00Z"),
    });
  });

  it("says when the clocks skip it, and reads it after the change", () => {
    const reading = readSlot("2026-03-08T02:30", newYork)!;
    expect(reading.start).toBe(Date.parse("2026-03-08T07:30:00Z"));
    expect(reading.note).toBe(
      "02:30 on Sun 8 Mar 2026 does not exist in New York: the clocks went forward, so the meeting is at 03:30.",
    );
  });

  it("takes an offset to pick one of a repeated hour's readings, the first without one", () => {
    expect(readSlot("2026-11-01T01:00-05:00", newYork)!.start).toBe(
      Date.parse("2026-11-01T06:00:00Z"),
    );
    expect(readSlot("2026-11-01T01:00-04:00", newYork)!.start).toBe(
      Date.parse("2026-11-01T05:00:00Z"),
    );
    const first = readSlot("2026-11-01T01:00", newYork)!;
    expect(first.start).toBe(Date.parse("2026-11-01T05:00:00Z"));
    expect(first.note).toContain("happens twice in New York");
  });

  it("is null for no time there", () => {
    expect(readSlot("2026-02-30T09:00", newYork)).toBeNull();
    expect(readSlot("2026-12-01T25:00", newYork)).toBeNull();
    expect(readSlot("2026-12-01T09:00+09:00", newYork)).toBeNull();
    expect(readSlot("1600-12-01T09:00", newYork)).toBeNull();
    expect(readSlot("tomorrow", newYork)).toBeNull();
  });
});

describe("the meeting in one place's words", () => {
  it("has the date, the times, the abbreviation and the offset; across midnight, the end's date", () => {
    const start = Date.parse("2026-12-01T14:00:00Z");
    expect(meetingTimeText(place("America/New_York"), start, 60)).toBe(
      "Tue 1 Dec 2026, 09:00–10:00 EST (UTC−05:00)",
    );
    expect(meetingTimeText(place("Asia/Tokyo"), start, 90)).toBe(
      "Tue 1 Dec 2026, 23:00–Wed 2 Dec 00:30 JST (UTC+09:00)",
    );
    // Intl names Nepal's time NPT in some runtimes, by its offset in others.
    expect(meetingTimeText(place("Asia/Kathmandu"), start, 30)).toMatch(
      /^Tue 1 Dec 2026, 19:45–20:15 (NPT|UTC\+5:45) \(UTC\+05:45\)$/,
    );
    expect(meetingTimeText({ zone: "-08:00", label: "PST", abbreviation: "PST" }, start, 60)).toBe(
      "Tue 1 Dec 2026, 06:00–07:00 PST (UTC−08:00)",
    );
  });
});
