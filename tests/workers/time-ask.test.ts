import { describe, expect, it } from "vitest";
import { get, sendJson } from "./helpers/admin";

// GET /api/time/ask (app/time/time-question.ts) and the names /api/time/convert now reads
// (aliases, abbreviations), in the Workers runtime with workerd's own Intl.

type Body = Record<string, unknown> & { answer: string; href: string; error: string };

const ask = (params: Record<string, string>) => get(`/api/time/ask?${new URLSearchParams(params)}`);

async function answered(params: Record<string, string>) {
  const response = await ask(params);
  const body = (await response.json()) as Body;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { response, body };
}

describe("GET /api/time/ask", () => {
  it("answers a dated zone question in words, cached a day, with the converter's link", async () => {
    const { response, body } = await answered({
      q: "2026-11-28 3pm PST to CET",
      zone: "America/Los_Angeles",
    });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("ETag")).toBeTruthy();
    expect(body).toMatchObject({
      question: "2026-11-28 3pm PST to CET",
      kind: "time",
      answer:
        "3:00 PM PST (UTC−08:00) is 12:00 AM CET (UTC+01:00) the next day, Sunday 29 November 2026",
      href: "/time-zone-converter?at=2026-11-28T15%3A00&from=PST&to=CET",
      dependsOnNow: false,
      zone: "America/Los_Angeles",
      instant: "2026-11-28T23:00:00Z",
      from: { zone: "-08:00", abbreviation: "PST", dst: false },
      to: [{ zone: "+01:00", local: "2026-11-29T00:00:00", abbreviation: "CET" }],
    });
  });

  it("reads several places, old names and a skipped time with workerd's zone rules", async () => {
    const several = await answered({ q: "2026-11-30 9:30 am New York to London, Tokyo" });
    expect(several.body.answer).toBe(
      "9:30 AM EST (UTC−05:00) in New York, Monday 30 November 2026, is 2:30 PM GMT (UTC+00:00) in London and 11:30 PM JST (UTC+09:00) in Tokyo",
    );
    expect(several.body.href).toBe(
      "/time-zone-converter?at=2026-11-30T09%3A30&from=New+York&to=London&to=Tokyo",
    );
    const gap = await answered({ q: "2026-03-08 02:30 Los Angeles to Berlin" });
    expect(gap.body.answer).toContain("2:30 AM did not happen in Los Angeles");
    expect(gap.body).toMatchObject({ from: { status: "gap", offset: "-07:00" } });
    const bombay = await answered({ q: "2026-06-01 noon Bombay to Saigon" });
    expect(bombay.body).toMatchObject({
      from: { place: "Mumbai, Maharashtra, IN" },
      to: [{ place: "Ho Chi Minh City, Ho Chi Minh City, VN", local: "2026-06-01T13:30:00" }],
    });
  });

  it("reads now, today and times without a date in the asker's zone, and never caches them", async () => {
    const now = await answered({ q: "now in Sydney", zone: "Asia/Tokyo" });
    expect(now.response.headers.get("Cache-Control")).toBe("no-store");
    expect(now.body).toMatchObject({ kind: "time", dependsOnNow: true, zone: "Asia/Tokyo" });
    expect(now.body.answer).toMatch(
      /^It is \d{1,2}:\d{2} (AM|PM) AE[DS]T \(UTC\+1[01]:00\) in Sydney, /,
    );
    expect(now.body.href).toBe("/time-zone-converter?from=Asia%2FTokyo&to=Sydney");

    const today = await answered({ q: "90 days from today", zone: "Pacific/Kiritimati" });
    expect(today.response.headers.get("Cache-Control")).toBe("no-store");
    // Kiritimati (UTC+14) is on a later date than UTC for 14 hours of each day.
    const kiritimati = new Intl.DateTimeFormat("en-CA", { timeZone: "Pacific/Kiritimati" });
    expect(today.body).toMatchObject({
      kind: "date",
      start: kiritimati.format(new Date()),
      amount: 90,
      unit: "days",
    });
  });

  it("says the zone it read relative words in: UTC unless told", async () => {
    const { body } = await answered({ q: "now to unix" });
    expect(body.zone).toBe("UTC");
    expect(Math.abs((body.unix as number) - Date.now() / 1000)).toBeLessThan(60);
  });

  it.each([
    [
      "90 days from 2026-11-28",
      "date",
      "90 days after Saturday 28 November 2026 is Friday 26 February 2027",
      "/date-calculator?mode=add&date=2026-11-28&amount=90&unit=days&op=add",
    ],
    [
      "2 weeks before 2026-12-25",
      "date",
      "2 weeks before Friday 25 December 2026 is Friday 11 December 2026",
      "/date-calculator?mode=add&date=2026-12-25&amount=2&unit=weeks&op=subtract",
    ],
    [
      "days between 2026-01-01 and 2026-12-25",
      "duration",
      "358 days (51 weeks and 1 day) from Thursday 1 January 2026 to Friday 25 December 2026",
      "/date-calculator?mode=between&start=2026-01-01&end=2026-12-25",
    ],
    [
      "1700000000 unix to date",
      "unix",
      "Unix time 1700000000 is Tuesday 14 November 2023, 10:13:20 PM UTC",
      "/date-calculator?mode=unix&unix=1700000000",
    ],
    [
      "what day is 2026-12-25",
      "facts",
      "25 December 2026 is a Friday (ISO week 52, day 359 of the year)",
      "/date-calculator?mode=facts&date=2026-12-25",
    ],
    [
      "week number 2026-11-28",
      "facts",
      "Saturday 28 November 2026 is in ISO week 48 of 2026 (weeks start on Monday)",
      "/date-calculator?mode=facts&date=2026-11-28",
    ],
  ])("%s → %s", async (q, kind, answer, href) => {
    const { response, body } = await answered({ q });
    expect(body).toMatchObject({ question: q, kind, answer, href, dependsOnNow: false });
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
  });

  it("answers relative date questions from today", async () => {
    for (const q of [
      "10 business days from tomorrow",
      "today + 3 months",
      "weeks until 2026-12-25",
      "how long until March 1",
      "time since 2000-01-01",
    ]) {
      const { response, body } = await answered({ q, zone: "Europe/Berlin" });
      expect(body.dependsOnNow, q).toBe(true);
      expect(body.href, q).toMatch(/^\/date-calculator\?mode=(add|between)&/);
      expect(response.headers.get("Cache-Control"), q).toBe("no-store");
    }
  });

  it("reads a date as a Unix time in the asker's zone", async () => {
    const { body } = await answered({ q: "2026-11-28 to unix", zone: "Asia/Tokyo" });
    expect(body).toMatchObject({
      unix: Date.parse("2026-11-28T00:00:00+09:00") / 1000,
      answer: `Saturday 28 November 2026, 12:00 AM in Asia/Tokyo is Unix time ${Date.parse("2026-11-28T00:00:00+09:00") / 1000}`,
      href: "/date-calculator?mode=unix&date=2026-11-28T00%3A00&zone=Asia%2FTokyo",
    });
  });

  it("refuses a text that is not a time question with 422, so another service can answer it", async () => {
    for (const q of ["5 ft to cm", "3 kWh/100km to J/m", "hello"]) {
      const response = await ask({ q });
      expect(response.status, q).toBe(422);
      const body = (await response.json()) as Body;
      expect(body.error).toContain(`${JSON.stringify(q)} is not a time question`);
      expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    }
  });

  it.each([
    [{}, "q is required"],
    [{ q: " " }, "q is empty"],
    [{ q: "x".repeat(201) }, "q is longer than 200 characters"],
    [{ q: "now in Sydney", zone: "Gotham" }, 'zone "Gotham" is not an IANA time zone'],
    [
      { q: "3pm IST to London" },
      '"IST" is ambiguous: India Standard Time (UTC+05:30, send "Asia/Kolkata" or "IST (India)"), Israel Standard Time (UTC+02:00, send "Asia/Jerusalem" or "IST (Israel)"), Irish Standard Time (UTC+01:00, send "Europe/Dublin" or "IST (Ireland)")',
    ],
    [{ q: "3pm Gotham to London" }, '"Gotham" is not a time zone or place'],
    [{ q: "days between 2026-02-30 and 2026-03-01" }, '"2026-02-30" is not a date'],
    [{ q: "25:00 London to Paris" }, '"25:00" is not a time'],
  ])("refuses %j with 400 and a message", async (params, message) => {
    const response = await ask(params);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).error).toContain(message);
  });

  it("answers odd questions with a status below 500 and JSON errors", async () => {
    const odd = [
      "3pm",
      "3pm to",
      "to 3pm",
      "3pm PST to PST to PST",
      "unix -99999999999999",
      "2026-11-28 3pm IST (Mars) to UTC",
      "time in ,,,",
      "0 days from today",
      "days between now and now",
      "midnight +14:00 to -12:00",
      "99999 years from 2026-01-01",
      "what day is 275760-09-14",
      "week number -271821-04-19",
      "3pm \u0000 to London",
    ];
    for (const q of odd) {
      const response = await ask({ q, zone: "Pacific/Chatham" });
      expect(response.status, q).toBeLessThan(500);
      const body = (await response.json()) as Body;
      if (response.status >= 400) expect(typeof body.error, q).toBe("string");
      else expect(typeof body.answer, q).toBe("string");
    }
  });

  it("takes GET only", async () => {
    const response = await sendJson("POST", "/api/time/ask", {});
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET");
  });
});

describe("GET /api/time/convert with other names and abbreviations", () => {
  it("reads aliases as the real place and an abbreviation as its fixed offset", async () => {
    const response = await get(
      `/api/time/convert?${new URLSearchParams({ at: "2026-07-01T09:00", from: "Bombay", to: "PST,IST (Israel),UTC+8" })}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      from: { zone: "Asia/Kolkata", place: "Mumbai, Maharashtra, IN" },
      to: [
        // PST in July is still UTC−08:00: what "PST" says, not what Los Angeles shows.
        { zone: "-08:00", abbreviation: "PST", dst: false, local: "2026-06-30T19:30:00" },
        { zone: "+02:00", abbreviation: "IST", local: "2026-07-01T05:30:00" },
        { zone: "+08:00", abbreviation: "UTC+8", local: "2026-07-01T11:30:00" },
      ],
    });
  });

  it("refuses an ambiguous abbreviation with its readings", async () => {
    const response = await get("/api/time/convert?from=UTC&to=CST");
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).error).toBe(
      'to "CST" is ambiguous: Central Standard Time (UTC−06:00, send "America/Chicago" or "CST (US)"), China Standard Time (UTC+08:00, send "Asia/Shanghai" or "CST (China)"), Cuba Standard Time (UTC−05:00, send "America/Havana" or "CST (Cuba)")',
    );
  });
});
