import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageText as textOf } from "./helpers/page-text";

const BASE = "http://example.com";

const calculate = async (query: string) => {
  const response = await SELF.fetch(`${BASE}/date-calculator?${query}`, { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, text: textOf(html) };
};

/** The refusal's text, or null when the page has none. */
const alertOf = (html: string) => {
  const alert = /<p id="date-\w+-refusal" role="alert"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return alert ? textOf(alert[1]!).trim() : null;
};

/** The <input> of a section's field, as the server wrote it. */
const inputOf = (html: string, id: string) =>
  new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";

describe("the date calculator page: adding to a date", () => {
  it("adds days, with the weekday, ISO week and day of the year", async () => {
    const { status, html, text } = await calculate(
      "mode=add&date=2026-11-28&amount=90&unit=days&op=add",
    );
    expect(status).toBe(200);
    expect(text).toContain("Saturday 28 November 2026 plus 90 days is Friday 26 February 2027");
    expect(text).toContain("ISO date 2027-02-26 ISO week 2027-W08 Day of the year 57");
    expect(alertOf(html)).toBeNull();
    // The form keeps the question.
    expect(inputOf(html, "date-add-date")).toContain('value="2026-11-28"');
    expect(inputOf(html, "date-add-amount")).toContain('value="90"');
    expect(html).toMatch(/<option value="days" selected="">days<\/option>/);
  });

  it("keeps a month's end inside the month, leap years included, both ways", async () => {
    const january = await calculate("mode=add&date=2026-01-31&amount=1&unit=months&op=add");
    expect(january.text).toContain("plus 1 month is Saturday 28 February 2026");
    expect(january.text).toContain("ISO date 2026-02-28");
    expect(january.text).toContain(
      "February 2026 has no day 31: the answer is the month's last day.",
    );
    const leap = await calculate("mode=add&date=2024-01-31&amount=1&unit=months&op=add");
    expect(leap.text).toContain("is Thursday 29 February 2024");
    const back = await calculate("mode=add&date=2026-03-31&amount=1&unit=months&op=subtract");
    expect(back.text).toContain("Tuesday 31 March 2026 minus 1 month is Saturday 28 February 2026");
    const year = await calculate("mode=add&date=2024-02-29&amount=1&unit=years&op=add");
    expect(year.text).toContain("is Friday 28 February 2025");
  });

  it("counts business days Monday to Friday, as the question reader's links name them too", async () => {
    const friday = await calculate("mode=add&date=2026-11-27&amount=10&unit=business-days&op=add");
    expect(friday.text).toContain(
      "Friday 27 November 2026 plus 10 business days is Friday 11 December 2026",
    );
    expect(friday.text).toContain("Business days are Monday to Friday, with no holidays");
    const reader = await calculate("mode=add&date=2026-11-29&amount=10&unit=businessDays&op=add");
    expect(reader.text).toContain("plus 10 business days is Friday 11 December 2026");
    expect(reader.html).toMatch(/<option value="business-days" selected="">/);
    const back = await calculate(
      "mode=add&date=2026-11-30&amount=1&unit=business-days&op=subtract",
    );
    expect(back.text).toContain("minus 1 business day is Friday 27 November 2026");
  });

  it("skips a chosen region's holidays, names them, and keeps the choice in the form", async () => {
    const christmas = await calculate(
      "mode=add&date=2026-12-24&amount=1&unit=business-days&op=add&holidays=GB-ENG",
    );
    expect(christmas.text).toContain(
      "Thursday 24 December 2026 plus 1 business day is Tuesday 29 December 2026",
    );
    expect(christmas.text).toContain(
      "Business days are Monday to Friday, less the public holidays of United Kingdom: England: 2 holidays skipped, Christmas Day (Friday 25 December 2026) and Boxing Day (substitute day) (Monday 28 December 2026).",
    );
    expect(christmas.html).toMatch(/<option value="GB-ENG" selected="">United Kingdom: England/);
    // Another unit counts every day, and says so.
    const days = await calculate("mode=add&date=2026-12-24&amount=1&unit=days&holidays=US");
    expect(days.text).toContain("plus 1 day is Friday 25 December 2026");
    expect(days.text).toContain("Holidays change only business days");
    const between = await calculate("mode=between&start=2026-12-01&end=2027-01-01&holidays=US");
    expect(between.text).toContain("Business days 22");
    expect(between.text).toContain(
      "less the public holidays of United States (federal holidays): 1 holiday skipped, Christmas Day (Friday 25 December 2026).",
    );
    const past = await calculate(
      "mode=add&date=2050-12-20&amount=20&unit=business-days&holidays=US",
    );
    expect(alertOf(past.html)).toBe(
      "Holidays for United States (federal holidays) are known from 2000 to 2050: choose dates in those years, or count without holidays",
    );
    expect(past.html).toMatch(
      /<select[^>]*aria-invalid="true"[^>]*id="date-add-holidays"|<select[^>]*id="date-add-holidays"[^>]*aria-invalid="true"/,
    );
    const unknown = await calculate("mode=between&start=2026-12-01&end=2027-01-01&holidays=XX");
    expect(alertOf(unknown.html)).toBe(
      'Holidays "XX" are not a region the calculator knows: choose one from the list',
    );
  });

  it("adds hours in the zone given, through a daylight-saving change", async () => {
    const { text } = await calculate(
      "mode=add&date=2026-03-29T00:00&amount=3&unit=hours&op=add&zone=Europe/Berlin",
    );
    expect(text).toContain(
      "Sunday 29 March 2026, 00:00 plus 3 hours is Sunday 29 March 2026, 04:00",
    );
    expect(text).toContain("Time zone Europe/Berlin");
  });
});

describe("the date calculator page: the time between two dates", () => {
  it("counts every unit on its own, with what is left over", async () => {
    const { status, html, text } = await calculate("mode=between&start=2026-01-01&end=2026-12-25");
    expect(status).toBe(200);
    expect(text).toContain(
      "From Thursday 1 January 2026 to Friday 25 December 2026: 358 days (11 months and 24 days)",
    );
    expect(text).toContain("Years 0 11 months and 24 days");
    expect(text).toContain("Months 11 24 days");
    expect(text).toContain("Weeks 51 1 day");
    expect(text).toContain("Days 358");
    expect(text).toContain("Business days 256");
    expect(text).toContain("Hours 8,592");
    expect(text).toContain("Minutes 515,520");
    expect(text).toContain("Seconds 30,931,200");
    expect(inputOf(html, "date-between-start")).toContain('value="2026-01-01"');
    expect(inputOf(html, "date-between-end")).toContain('value="2026-12-25"');
  });

  it("counts backwards as negative, and hours as they passed in the zone", async () => {
    const back = await calculate("mode=between&start=2026-12-25&end=2026-12-15");
    expect(back.text).toContain("-10 days");
    expect(back.text).toContain("Business days -8");
    expect(back.text).toContain("The end is before the start, so every count is negative.");
    const spring = await calculate(
      "mode=between&start=2026-03-28T12:00&end=2026-03-29T12:00&zone=Europe/Berlin",
    );
    expect(spring.text).toContain("Days 1");
    expect(spring.text).toContain("Hours 23");
    expect(spring.text).toContain("Read in Europe/Berlin");
    const hours = await calculate("mode=between&start=2026-11-28T09:30&end=2026-11-28T18:45");
    expect(hours.text).toContain("9 hours and 15 minutes");
    expect(hours.text).toContain("Hours 9 15 minutes");
  });
});

describe("the date calculator page: a date's facts", () => {
  it("gives the weekday, ISO week, day of the year, days left and leap year", async () => {
    const november = await calculate("mode=facts&date=2026-11-28");
    expect(november.text).toContain("Saturday 28 November 2026 is a Saturday");
    expect(november.text).toContain(
      "ISO week 2026-W48 (Monday 23 November 2026 to Sunday 29 November 2026)",
    );
    expect(november.text).toContain("Day of the year 332 of 365");
    expect(november.text).toContain("Days left in the year 33 days");
    expect(november.text).toContain("Leap year No: 2026 has 365 days");
    const christmas = await calculate("mode=facts&date=2026-12-25");
    expect(christmas.text).toContain("is a Friday");
    expect(christmas.text).toContain("ISO week 2026-W52");
    expect(christmas.text).toContain("Days left in the year 6 days");
    // The FAQ's example: the first days of January in the last week of the year before.
    expect((await calculate("mode=facts&date=2027-01-01")).text).toContain("ISO week 2026-W53");
    expect((await calculate("mode=facts&date=2024-02-29")).text).toContain(
      "Leap year Yes: 2024 has 366 days",
    );
  });
});

describe("the date calculator page: Unix time", () => {
  it("converts a Unix time to UTC and to a zone, and milliseconds too", async () => {
    const utc = await calculate("mode=unix&unix=1700000000");
    expect(utc.status).toBe(200);
    expect(utc.text).toContain("Unix time 1700000000 is Tuesday 14 November 2023, 22:13:20 UTC");
    expect(utc.text).toContain("2023-11-14T22:13:20Z");
    expect(inputOf(utc.html, "date-unix-unix")).toContain('value="1700000000"');
    const berlin = await calculate("mode=unix&unix=1700000000&zone=Europe/Berlin");
    expect(berlin.text).toContain(
      "Europe/Berlin Tuesday 14 November 2023, 23:13:20 (UTC+01:00, CET) · 2023-11-14T23:13:20+01:00",
    );
    const milliseconds = await calculate("mode=unix&unix=1700000000000");
    expect(milliseconds.text).toContain("(read as milliseconds) is Tuesday 14 November 2023");
  });

  it("converts a date and time in a zone to a Unix time, naming a time the clocks skipped", async () => {
    const { text, html } = await calculate("mode=unix&date=2026-11-28T00:00&zone=Europe/Berlin");
    expect(text).toContain(
      "Saturday 28 November 2026, 00:00 in Europe/Berlin is Unix time 1795820400",
    );
    expect(text).toContain("UTC 2026-11-27T23:00:00Z");
    expect(inputOf(html, "date-unix-date")).toContain('value="2026-11-28T00:00"');
    expect(inputOf(html, "date-unix-date-zone")).toContain('value="Europe/Berlin"');
    const gap = await calculate("mode=unix&date=2026-03-29T02:30&zone=Europe/Berlin");
    expect(gap.text).toContain("The clocks skipped 02:30 that night in Europe/Berlin");
    expect(gap.text).toContain("is Unix time 1774747800");
  });
});

describe("the date calculator page: refusals", () => {
  it("says what is wrong with a status of 200, keeping what was typed", async () => {
    const cases: Array<[query: string, message: RegExp, field: string, typed: string]> = [
      [
        "mode=add&date=2026-02-30&amount=1&unit=days&op=add",
        /^Date "2026-02-30" is not a day of the calendar$/,
        "date-add-date",
        "2026-02-30",
      ],
      [
        "mode=add&date=next+tuesday&amount=1&unit=days",
        /^Date "next tuesday" is not a date: write it as 2026-11-28/,
        "date-add-date",
        "next tuesday",
      ],
      [
        "mode=add&date=2026-11-28&amount=5000000&unit=days&op=add",
        /^The amount goes from 0 to 1,000,000/,
        "date-add-amount",
        "5000000",
      ],
      [
        "mode=add&date=2026-11-28&amount=1.5&unit=days&op=add",
        /^Amount "1.5" is not a whole number/,
        "date-add-amount",
        "1.5",
      ],
      [
        "mode=between&start=2026-01-01&end=2026-12-25&zone=Atlantis",
        /^Time zone "Atlantis" is not a time zone or place/,
        "date-between-zone",
        "Atlantis",
      ],
      [
        "mode=unix&unix=12abc",
        /^Unix time "12abc" is not a whole number of seconds/,
        "date-unix-unix",
        "12abc",
      ],
      [
        "mode=unix&date=2026-11-28T00:00&zone=Gotham",
        /^Time zone "Gotham" is not a time zone or place/,
        "date-unix-date-zone",
        "Gotham",
      ],
    ];
    for (const [query, message, field, typed] of cases) {
      const { status, html } = await calculate(query);
      expect(status, query).toBe(200);
      expect(alertOf(html), query).toMatch(message);
      const input = inputOf(html, field);
      expect(input, query).toContain(`value="${typed}"`);
      expect(input, query).toContain('aria-invalid="true"');
      expect(input, query).toMatch(/aria-describedby="[^"]*date-\w+-refusal"/);
    }
  });

  it("refuses a unit it does not add, and a date past the calendar's range", async () => {
    const unit = await calculate("mode=add&date=2026-11-28&amount=2&unit=fortnights&op=add");
    expect(alertOf(unit.html)).toBe(
      'Unit "fortnights" is not one the calculator adds: choose years, months, weeks, days, business days, hours, minutes',
    );
    const far = await calculate("mode=add&date=2026-11-28&amount=900000&unit=years&op=add");
    expect(alertOf(far.html)).toBe("The date reached is outside the range this calculator covers");
    const ambiguous = await calculate("mode=unix&unix=0&zone=IST");
    expect(alertOf(ambiguous.html)).toMatch(/"IST" is ambiguous/);
  });

  it("answers odd and hostile input with a page, never a 5xx", async () => {
    const odd = [
      "mode=add",
      "mode=add&date=&amount=&unit=&op=",
      "mode=add&date=%00&amount=-0&unit=days&op=sideways",
      "mode=add&date=275760-09-13&amount=1&unit=days",
      "mode=add&date=-271821-04-19T00:00&amount=1&unit=hours&op=subtract",
      "mode=add&date=2026-11-28&amount=1e6&unit=days",
      "mode=add&date=2026-11-28&amount=999999999999999999999&unit=minutes",
      "mode=between&start=-271821-04-19&end=275760-09-13",
      "mode=between&start=2026-01-01&end=2026-12-25&zone=" + "x".repeat(500),
      "mode=facts&date=275760-09-13",
      "mode=facts&date=-271821-04-19",
      "mode=facts&date=" + encodeURIComponent("<script>alert(1)</script>"),
      "mode=unix&unix=8640000000000&zone=Pacific/Kiritimati",
      "mode=unix&unix=-8640000000000&zone=America/Los_Angeles",
      "mode=unix&unix=99999999999999999999",
      "mode=unix&date=275760-09-13T23:59&zone=Pacific/Kiritimati",
      "mode=unix&unix=",
      "mode=sideways&date=2026-11-28",
      "mode=add&mode=between&date=2026-11-28&date=2026-12-01&amount=1&unit=days",
      "date=2026-11-28&unix=1",
    ];
    for (const query of odd) {
      const { status, html } = await calculate(query);
      expect(status, query).toBe(200);
      // The whole page, with its forms: not an error page.
      expect(textOf(html), query).toContain("Today is taken in UTC");
      expect(html, query).not.toContain("<script>alert(1)</script>");
    }
  });
});

describe("the date calculator page itself", () => {
  it("starts with today's date in UTC and says so, without an answer", async () => {
    const { status, html, text } = await calculate("");
    expect(status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(inputOf(html, "date-add-date")).toContain(`value="${today}"`);
    expect(inputOf(html, "date-between-start")).toContain(`value="${today}"`);
    expect(inputOf(html, "date-facts-date")).toContain(`value="${today}"`);
    expect(inputOf(html, "date-unix-date")).toContain(`value="${today}T`);
    expect(text).toContain("Today is taken in UTC until your browser says its time zone.");
    expect(alertOf(html)).toBeNull();
    for (const heading of [
      "Add to or subtract from a date",
      "Time between two dates",
      "Day of the week, ISO week and day of the year",
      "Unix time",
      "The calendar rules",
      "Frequently Asked Questions",
    ]) {
      expect(text).toContain(heading);
    }
  });

  it("has its title, description, canonical URL without the query, and structured data", async () => {
    const { html, text } = await calculate("mode=facts&date=2026-12-25");
    expect(html).toContain(
      "<title>Date Calculator: add to a date, days between dates, ISO weeks, Unix time | UnitWise</title>",
    );
    expect(html).toContain('<link rel="canonical" href="http://example.com/date-calculator"/>');
    expect(html).toMatch(
      /<meta name="description" content="Add days, weeks, months or business days[^"]+"/,
    );
    expect(html).toContain('"@type":"WebApplication"');
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    for (const question of [
      "How are months and years added?",
      "What counts as a business day?",
      "What is an ISO week number?",
      "What is Unix time?",
    ]) {
      expect(text).toContain(question);
      expect(html).toContain(`"name":"${question.replace(/'/g, "'")}"`);
    }
  });
});
