import { describe, expect, test } from "vitest";
import { answered, lineOf, NOW } from "./test-questions";

describe("times in other zones", () => {
  test("an abbreviation is its fixed offset, and the answer says the day", () => {
    const result = answered("3pm PST to CET");
    expect(result).toMatchObject({
      kind: "time",
      answer:
        "3:00 PM PST (UTC−08:00) is 12:00 AM CET (UTC+01:00) the next day, Sunday 29 November 2026",
      href: "/time-zone-converter?at=2026-11-28T15%3A00&from=PST&to=CET",
      dependsOnNow: true,
      instant: "2026-11-28T23:00:00Z",
      from: { zone: "-08:00", abbreviation: "PST", local: "2026-11-28T15:00:00" },
      to: [{ zone: "+01:00", abbreviation: "CET", local: "2026-11-29T00:00:00" }],
    });
    // PST is UTC−08:00 in July too, as "3pm PST" means.
    expect(answered("2026-07-01 3pm PST to UTC")).toMatchObject({
      instant: "2026-07-01T23:00:00Z",
    });
  });

  test.each([
    [
      "10:00 Tokyo in London",
      "10:00 AM JST (UTC+09:00) in Tokyo is 1:00 AM GMT (UTC+00:00) in London the same day, Saturday 28 November 2026",
    ],
    [
      "9:30 am New York to London, Tokyo",
      "9:30 AM EST (UTC−05:00) in New York, Saturday 28 November 2026, is 2:30 PM GMT (UTC+00:00) in London and 11:30 PM JST (UTC+09:00) in Tokyo",
    ],
    [
      "NOON bombay TO nyc",
      "12:00 PM IST (UTC+05:30) in Mumbai is 1:30 AM EST (UTC−05:00) in New York the same day, Saturday 28 November 2026",
    ],
    [
      "2026-11-30 midnight Sydney to Los Angeles",
      "12:00 AM AEDT (UTC+11:00) in Sydney is 5:00 AM PST (UTC−08:00) in Los Angeles the day before, Sunday 29 November 2026",
    ],
    [
      "15:45 ist (india) in utc",
      "3:45 PM IST (UTC+05:30) is 10:15 AM UTC the same day, Saturday 28 November 2026",
    ],
    [
      "1:00 pm UTC+5:45 to ET",
      "1:00 PM UTC+05:45 is 2:15 AM EST (UTC−05:00) the same day, Saturday 28 November 2026",
    ],
  ])("%s", (question, line) => {
    expect(lineOf(question)).toBe(line);
  });

  test("a time with no place to go to is shown in the visitor's zone, and without a place read in it", () => {
    expect(lineOf("3 p.m. PST")).toBe(
      "3:00 PM PST (UTC−08:00) is 12:00 AM CET (UTC+01:00) in Berlin the next day, Sunday 29 November 2026",
    );
    expect(lineOf("3pm to Tokyo")).toBe(
      "3:00 PM CET (UTC+01:00) in Berlin is 11:00 PM JST (UTC+09:00) in Tokyo the same day, Saturday 28 November 2026",
    );
    expect(answered("3pm in Tokyo")).toMatchObject({ from: { zone: "Asia/Tokyo" } });
  });

  test("a time without a date is today in the visitor's zone; tomorrow is the day after", () => {
    // 20:30 UTC is already Sunday in Tokyo.
    const tokyo = { now: NOW, zone: "Asia/Tokyo" };
    expect(answered("9am London to UTC", tokyo)).toMatchObject({
      from: { local: "2026-11-29T09:00:00" },
    });
    expect(answered("9am London to UTC")).toMatchObject({ from: { local: "2026-11-28T09:00:00" } });
    expect(answered("9am tomorrow London to UTC")).toMatchObject({
      from: { local: "2026-11-29T09:00:00" },
    });
  });

  test("a date makes the answer independent of now, and keeps a skipped time's story", () => {
    const result = answered("2026-03-08 02:30 Los Angeles to Berlin");
    expect(result.dependsOnNow).toBe(false);
    expect(result.answer).toBe(
      "2:30 AM did not happen in Los Angeles on Sunday 8 March 2026: the clocks went forward. 3:30 AM PDT (UTC−07:00) in Los Angeles is 11:30 AM CET (UTC+01:00) in Berlin the same day, Sunday 8 March 2026",
    );
    expect(result.href).toBe(
      "/time-zone-converter?at=2026-03-08T02%3A30&from=Los+Angeles&to=Berlin",
    );
    expect(lineOf("2026-11-01 1:30 am New York to UTC")).toContain(
      "(1:30 AM happened twice in New York that night: this is the first, EDT)",
    );
  });

  test("now in a place, and the time in several", () => {
    expect(answered("now in Sydney")).toMatchObject({
      answer: "It is 7:30 AM AEDT (UTC+11:00) in Sydney, Sunday 29 November 2026",
      href: "/time-zone-converter?from=Europe%2FBerlin&to=Sydney",
      dependsOnNow: true,
    });
    expect(lineOf("What time is it in Kathmandu and London?")).toBe(
      "It is 2:15 AM NPT (UTC+05:45) in Kathmandu, Sunday 29 November 2026; 8:30 PM GMT (UTC+00:00) in London, Saturday 28 November 2026",
    );
    expect(lineOf("time in Sydney")).toBe(lineOf("now in Sydney"));
    // Now is said to the minute.
    expect(lineOf("time in Sydney", { now: NOW + 15_000, zone: "UTC" })).toBe(
      lineOf("now in Sydney"),
    );
  });

  test("the converter's link repeats `to` for each place", () => {
    expect(answered("2026-11-28 09:00 UTC to Paris, Osaka and Lima").href).toBe(
      "/time-zone-converter?at=2026-11-28T09%3A00&from=UTC&to=Paris&to=Osaka&to=Lima",
    );
  });
});
