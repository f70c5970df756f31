import { describe, expect, it } from "vitest";
import { get, sendJson } from "./helpers/admin";

// GET /api/time/convert in the Workers runtime, with workerd's own Intl zone rules
// (app/time/; the rules themselves are held to Python's zoneinfo in app/time/zone-time.test.ts).

const convert = (params: Record<string, string>) =>
  get(`/api/time/convert?${new URLSearchParams(params)}`);

describe("GET /api/time/convert", () => {
  it("reads a time that does not exist as the time after the change, and says so", async () => {
    const response = await convert({
      at: "2026-03-08T02:30",
      from: "America/Los_Angeles",
      to: "Europe/Berlin,Asia/Kolkata",
    });
    expect(response.status).toBe(200);
    // A given moment's answer changes only with the tz database.
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      instant: "2026-03-08T10:30:00Z",
      from: {
        zone: "America/Los_Angeles",
        local: "2026-03-08T03:30:00",
        offset: "-07:00",
        status: "gap",
        abbreviation: "PDT",
        dst: true,
        readings: [
          { local: "2026-03-08T01:30:00", offset: "-08:00", abbreviation: "PST", dst: false },
          { local: "2026-03-08T03:30:00", offset: "-07:00", abbreviation: "PDT", dst: true },
        ],
        note: "2026-03-08 02:30 does not exist in America/Los_Angeles: the clocks went forward 1 hour (from -08:00 to -07:00). Read as 2026-03-08 03:30:00 -07:00, the time after the change.",
      },
      to: [
        {
          zone: "Europe/Berlin",
          local: "2026-03-08T11:30:00",
          offset: "+01:00",
          abbreviation: "CET",
          dst: false,
        },
        {
          zone: "Asia/Kolkata",
          local: "2026-03-08T16:00:00",
          offset: "+05:30",
          abbreviation: "IST",
        },
      ],
    });
    // workerd's zone rules are recent enough for the rule changes of the last years.
    expect(body.tzdata).toMatch(/^20(2[5-9])[a-z]$/);
  });

  it("lists both readings of a time that happens twice, and picks the one asked for", async () => {
    const earlier = (await (
      await convert({ at: "2026-11-01T01:30", from: "New York", to: "UTC" })
    ).json()) as {
      from: { status: string; offset: string; note: string };
      to: [{ local: string }];
    };
    expect(earlier.from).toMatchObject({ status: "overlap", offset: "-04:00" });
    expect(earlier.from.note).toContain("ask with overlap=later for the other");
    expect(earlier.to[0].local).toBe("2026-11-01T05:30:00");
    const later = (await (
      await convert({ at: "2026-11-01T01:30", from: "New York", to: "UTC", overlap: "later" })
    ).json()) as typeof earlier;
    expect(later.from).toMatchObject({ status: "overlap", offset: "-05:00" });
    expect(later.to[0].local).toBe("2026-11-01T06:30:00");
  });

  it("takes zones and the places they are named after, in any case and without accents", async () => {
    const response = await convert({
      at: "2026-06-01 09:00",
      from: "são paulo",
      to: "america/new_york, Kathmandu ,Pacific/Chatham",
    });
    const body = (await response.json()) as { from: { zone: string }; to: { local: string }[] };
    expect(body.from.zone).toBe("America/Sao_Paulo");
    expect(body.to.map((time) => time.local)).toEqual([
      "2026-06-01T08:00:00",
      "2026-06-01T17:45:00",
      "2026-06-02T00:45:00",
    ]);
  });

  it("takes towns and cities, the most populous unless qualified, and names the place read", async () => {
    const response = await convert({
      at: "2026-06-01T09:00",
      from: "Mumbai",
      to: "Springfield (Illinois),Portland (Maine),Perth,Osaka",
    });
    const body = (await response.json()) as {
      from: { zone: string; place: string; local: string };
      to: { zone: string; place: string; local: string }[];
    };
    expect(body.from).toMatchObject({ zone: "Asia/Kolkata", place: "Mumbai, Maharashtra, IN" });
    expect(body.to.map(({ zone, place, local }) => [zone, place, local])).toEqual([
      ["America/Chicago", "Springfield, Illinois, US", "2026-05-31T22:30:00"],
      ["America/New_York", "Portland, Maine, US", "2026-05-31T23:30:00"],
      // A zone's own place is the zone: no town is named.
      ["Australia/Perth", undefined, "2026-06-01T11:30:00"],
      ["Asia/Tokyo", "Osaka, Osaka, JP", "2026-06-01T12:30:00"],
    ]);
  });

  it("answers now without `at`, and never caches it", async () => {
    const response = await convert({ from: "UTC", to: "Asia/Tokyo" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { instant: string };
    expect(Math.abs(Date.parse(body.instant) - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    [
      { to: "UTC" },
      'from is required: an IANA zone such as "Europe/Berlin", or a town or city such as "Mumbai"',
    ],
    [{ from: "UTC" }, "to is required: one or more places, separated by commas"],
    [{ from: "Atlantis", to: "UTC" }, 'from "Atlantis" is not a time zone or place'],
    [{ from: "UTC", to: "Berlin,Gotham" }, 'to "Gotham" is not a time zone or place'],
    [{ from: "UTC", to: ", ," }, "to is empty: send one or more places, separated by commas"],
    [
      { at: "2026-02-30T10:00", from: "UTC", to: "UTC" },
      'at "2026-02-30T10:00" is not a date and time',
    ],
    [{ at: "tomorrow", from: "UTC", to: "UTC" }, "write it as 2026-03-08T14:30"],
    [
      { at: "2026-03-08T02:30", from: "UTC", to: "UTC", overlap: "both" },
      'overlap must be "earlier" or "later"',
    ],
    [{ from: "UTC", to: Array(21).fill("UTC").join(",") }, "to names 21 places: at most 20"],
    [
      { at: "+275760-09-13T12:00", from: "UTC", to: "UTC" },
      "That time is outside the range this converter covers",
    ],
  ])("refuses %j with 400 and a message", async (params, message) => {
    const response = await convert(params);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it("takes GET only", async () => {
    const response = await sendJson("POST", "/api/time/convert", {});
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET");
  });
});

const call = (path: string, params: Record<string, string>) =>
  get(`${path}?${new URLSearchParams(params)}`);

describe("GET /api/time/between and /api/time/add", () => {
  it("counts whole units between two dates, and hours across a daylight-saving change", async () => {
    const dates = await call("/api/time/between", { start: "2026-01-01", end: "2026-12-25" });
    expect(dates.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(await dates.json()).toEqual({
      start: "2026-01-01",
      end: "2026-12-25",
      zone: "UTC",
      years: 0,
      months: 11,
      weeks: 51,
      days: 358,
      businessDays: 256,
      hours: 8592,
      minutes: 515520,
      seconds: 30931200,
    });
    const berlin = await call("/api/time/between", {
      start: "2026-03-28T09:00",
      end: "2026-03-30 09:00",
      zone: "berlin",
    });
    expect(await berlin.json()).toMatchObject({ zone: "Europe/Berlin", days: 2, hours: 47 });
  });

  it("adds a duration or business days and names the day reached", async () => {
    const days = await call("/api/time/add", { date: "2026-11-28", duration: "P90D" });
    expect(await days.json()).toEqual({
      date: "2027-02-26",
      weekday: "Friday",
      isoWeek: 8,
      isoWeekYear: 2027,
      dayOfYear: 57,
      zone: "UTC",
    });
    const business = await call("/api/time/add", { date: "2026-11-27", businessDays: "10" });
    expect(await business.json()).toMatchObject({ date: "2026-12-11", weekday: "Friday" });
    const back = await call("/api/time/add", { date: "2026-03-31", duration: "-P1M" });
    expect(await back.json()).toMatchObject({ date: "2026-02-28" });
  });

  it("skips a region's public holidays when asked, and lists them", async () => {
    const december = await call("/api/time/between", {
      start: "2026-12-01",
      end: "2027-01-01",
      holidays: "gb-eng",
    });
    expect(await december.json()).toMatchObject({
      days: 31,
      businessDays: 21,
      holidays: {
        region: "GB-ENG",
        name: "United Kingdom: England",
        skipped: [
          { date: "2026-12-25", name: "Christmas Day" },
          { date: "2026-12-28", name: "Boxing Day (substitute day)" },
        ],
      },
    });
    const after = await call("/api/time/add", {
      date: "2026-12-24",
      businessDays: "1",
      holidays: "US",
    });
    expect(await after.json()).toEqual({
      date: "2026-12-28",
      weekday: "Monday",
      isoWeek: 53,
      isoWeekYear: 2026,
      dayOfYear: 362,
      zone: "UTC",
      holidays: {
        region: "US",
        name: "United States (federal holidays)",
        skipped: [{ date: "2026-12-25", name: "Christmas Day" }],
      },
    });
    const back = await call("/api/time/add", {
      date: "2026-12-29",
      businessDays: "-1",
      holidays: "GB-ENG",
    });
    expect(await back.json()).toMatchObject({ date: "2026-12-24" });
  });

  it.each([
    ["/api/time/between", { end: "2026-01-01" }, "start is required"],
    [
      "/api/time/between",
      { start: "2026-01-01", end: "2026-03-01", holidays: "XX" },
      'holidays "XX" is not a region this calculator knows',
    ],
    [
      "/api/time/between",
      { start: "1999-12-01", end: "2000-02-01", holidays: "US" },
      "Holidays for United States (federal holidays) are known from 2000 to 2050",
    ],
    [
      "/api/time/add",
      { date: "2026-11-28", duration: "P1D", holidays: "US" },
      "holidays go with businessDays",
    ],
    [
      "/api/time/between",
      { start: "2026-02-30", end: "2026-03-01" },
      'start "2026-02-30" is not a date',
    ],
    [
      "/api/time/between",
      { start: "2026-01-01", end: "2026-03-01", zone: "Gotham" },
      'zone "Gotham" is not a time zone or place',
    ],
    [
      "/api/time/add",
      { date: "2026-11-28" },
      "Send duration (such as P90D) or businessDays (such as 10), one of them",
    ],
    ["/api/time/add", { date: "2026-11-28", duration: "P1D", businessDays: "1" }, "one of them"],
    [
      "/api/time/add",
      { date: "2026-11-28", duration: "90 days" },
      'duration "90 days" is not an ISO 8601 duration',
    ],
    [
      "/api/time/add",
      { date: "2026-11-28", businessDays: "1.5" },
      "businessDays must be a whole number",
    ],
    [
      "/api/time/add",
      { date: "2026-11-28", businessDays: "9999999" },
      "businessDays goes from -1000000 to 1000000",
    ],
    [
      "/api/time/add",
      { date: "+275760-09-13", duration: "P1D" },
      "outside the range this calculator covers",
    ],
  ])("%s %j → 400", async (path, params, message) => {
    const response = await call(path, params);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });
});
