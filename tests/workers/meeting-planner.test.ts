import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageText as textOf } from "./helpers/page-text";

const BASE = "http://example.com";
const get = (path: string) => SELF.fetch(`${BASE}${path}`, { redirect: "manual" });

const planner = async (query: string) => {
  const response = await get(`/meeting-planner?${query}`);
  const html = await response.text();
  return { status: response.status, html, text: textOf(html) };
};

/** RFC 5545's unfolding: a CRLF followed by a space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("the meeting planner page", () => {
  it("first shows an example on today's date in UTC, with its head and structured data", async () => {
    const { status, html, text } = await planner("");
    expect(status).toBe(200);
    expect(text).toContain("Meeting Planner");
    expect(text).toContain("Today in UTC, until you choose a date.");
    expect(html).toMatch(/<input[^>]*name="place"[^>]*value="New York"/);
    expect(html).toMatch(/<input[^>]*name="place"[^>]*value="Tokyo"/);
    expect(text).toMatch(/No hour is inside working hours everywhere; the best is .* New York = /);
    expect(html).toContain('<link rel="canonical" href="http://example.com/meeting-planner"/>');
    expect(html).toMatch(/<title>Meeting Planner: a time that works in every time zone \| /);
    for (const type of ["WebApplication", "BreadcrumbList", "FAQPage"]) {
      expect(html).toContain(`"@type":"${type}"`);
    }
    expect(text).toContain("How is the overlap worked out?");
  });

  it("shows a day of three places with the overlap in words, as a table", async () => {
    const { status, html, text } = await planner(
      "place=London&place=New+York&place=Berlin&date=2026-12-01&start=09&end=17",
    );
    expect(status).toBe(200);
    expect(text).toContain("Tue 1 Dec 2026 in London");
    expect(text).toContain(
      "Inside working hours everywhere: 14:00–16:00 London = 09:00–11:00 New York = 15:00–17:00 Berlin.",
    );
    expect(html).toContain("<table");
    expect(html).toMatch(/<caption/);
    expect(text).toContain("Tue 1 Dec 2026: each hour of London's day (24 hours) in every place");
    expect(html).toMatch(/<th scope="row"/);
    expect(text).toContain("New York America/New_York EST, UTC−05:00");
    expect(text).toMatch(/Berlin Europe\/Berlin CET, UTC\+01:00/);
    expect(text).toMatch(/14:00 , working hours/);
    expect(html).toMatch(
      /aria-label="Choose 14:00 on Tue 1 Dec 2026"[^>]*>14:00<\/a><span[^>]*>overlap/,
    );
    expect(html).toContain(
      'href="/meeting-planner?place=London&amp;place=New+York&amp;place=Berlin&amp;date=2026-12-01&amp;slot=2026-12-01T14%3A00#chosen-meeting"',
    );
  });

  it("without an overlap, names the best hour", async () => {
    const { text } = await planner("place=New+York&place=London&place=Tokyo&date=2026-12-01");
    expect(text).toContain(
      "No hour is inside working hours everywhere; the best is 09:00–10:00 New York = 14:00–15:00 London = 23:00–00:00 Tokyo, inside working hours in New York and London.",
    );
  });

  it("shows a week as a table a day", async () => {
    const { html, text } = await planner("place=New+York&place=London&date=2026-12-01&view=week");
    expect(text).toContain("The week from Tue 1 Dec 2026 in New York");
    expect(html.match(/<table/g)).toHaveLength(7);
    expect(text).toContain("Mon 7 Dec 2026: each hour of New York's day (24 hours)");
  });

  it("gets a daylight-saving day right: 23 hours in London, both offsets named", async () => {
    const { text } = await planner("place=London&place=New+York&date=2026-03-29");
    expect(text).toContain("each hour of London's day (23 hours)");
    expect(text).toContain("London Europe/London GMT, UTC+00:00 → BST, UTC+01:00");
    expect(text).toContain(
      "Inside working hours everywhere: 14:00–17:00 London = 09:00–12:00 New York.",
    );
    const spring = await planner("place=New+York&place=Kolkata&date=2026-03-08");
    expect(spring.text).toContain("each hour of New York's day (23 hours)");
    expect(spring.html).toMatch(
      /"Choose 00:00 on Sun 8 Mar 2026".*"Choose 01:00 on Sun 8 Mar 2026".*"Choose 03:00 on Sun 8 Mar 2026"/,
    );
    expect(spring.html).not.toContain("Choose 02:00 on Sun 8 Mar 2026");
    expect(spring.text).toContain("13:30"); // Kolkata's half hours
  });

  it("describes a chosen slot in every place and links its calendar file", async () => {
    const { text, html } = await planner(
      "place=New+York&place=London&place=Tokyo&date=2026-12-01&slot=2026-12-01T09:00",
    );
    expect(text).toContain("The meeting: Tue 1 Dec 2026, 09:00 in New York");
    expect(text).toContain("London: Tue 1 Dec 2026, 14:00–15:00 GMT (UTC+00:00)");
    expect(text).toContain("Tokyo: Tue 1 Dec 2026, 23:00–Wed 2 Dec 00:00 JST (UTC+09:00)");
    expect(html).toContain(
      'href="/meeting-planner/meeting.ics?slot=2026-12-01T09%3A00&amp;place=New+York&amp;place=London&amp;place=Tokyo&amp;duration=60&amp;title=Meeting"',
    );
    expect(html).toContain('aria-label="Choose 09:00 on Tue 1 Dec 2026" aria-current="true"');
  });

  it("names an unknown place in an alert and keeps what was typed", async () => {
    const { status, html, text } = await planner(
      "place=New+York&place=Gotham+City&date=2026-12-01",
    );
    expect(status).toBe(200);
    expect(html).toContain('role="alert"');
    expect(text).toContain('"Gotham City" is not a time zone or place');
    expect(html).toMatch(/<input[^>]*name="place"[^>]*value="Gotham City"/);
    expect(html).not.toContain("<table");
  });

  it("answers garbage with messages, never a 5xx", async () => {
    const queries = [
      "place=%00%01&place=%E2%80%AE&date=9999-99-99",
      `place=${"x".repeat(5000)}&place=London`,
      Array.from({ length: 300 }, (_, index) => `place=UTC${index % 2 ? "+" : "-"}${index}`).join(
        "&",
      ),
      "place=London&place=Paris&date=2026-12-01&slot=2026-12-01T99:99&duration=-5&title=%0D%0A",
      "place=London&place=Paris&start=x&end=99&view=<script>",
      "place=New+York&place=Paris&slot=2026-03-08T02:30",
      "place=IST&place=CST",
      "date=0000-01-01&slot=275760-09-13T00:00",
    ];
    for (const query of queries) {
      const { status, text } = await planner(query);
      expect(status, query).toBe(200);
      expect(text, query).toContain("Meeting Planner");
    }
    const gap = await planner("place=New+York&place=Paris&slot=2026-03-08T02:30");
    expect(gap.text).toContain(
      "02:30 on Sun 8 Mar 2026 does not exist in New York: the clocks went forward, so the meeting is at 03:30.",
    );
    const ambiguous = await planner("place=IST&place=London");
    expect(ambiguous.text).toContain('"IST" is ambiguous');
  });
});

describe("the meeting's calendar file", () => {
  it("is an RFC 5545 calendar of the slot, in UTC, with every place's time", async () => {
    const response = await get(
      "/meeting-planner/meeting.ics?slot=2026-12-01T09:00&place=New+York&place=London&place=Kathmandu&duration=90&title=Budget%2C+Q1%3B+review",
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="meeting-2026-12-01-0900.ics"',
    );
    const body = await response.text();
    expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of body.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const lines = unfold(body).split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//UnitWise//Meeting planner//EN");
    expect(lines).toContain("DTSTART:20261201T140000Z");
    expect(lines).toContain("DTEND:20261201T153000Z");
    expect(lines).toContain("SUMMARY:Budget\\, Q1\\; review");
    expect(lines.find((line) => line.startsWith("UID:"))).toMatch(
      /^UID:meeting-[0-9a-f]{32}@example\.com$/,
    );
    expect(lines.find((line) => line.startsWith("DTSTAMP:"))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    // workerd's Intl has no abbreviation for Nepal's time (Node's says NPT).
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toContain(
      "DESCRIPTION:New York: Tue 1 Dec 2026\\, 09:00–10:30 EST (UTC−05:00)\\nLondon: Tue 1 Dec 2026\\, 14:00–15:30 GMT (UTC+00:00)\\nKathmandu: Tue 1 Dec 2026\\, 19:45–21:15 ",
    );
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toMatch(
      /Kathmandu: Tue 1 Dec 2026\\, 19:45–21:15 (NPT|UTC\+5:45) \(UTC\+05:45\)$/,
    );
    expect(lines).toContain(
      "URL:http://example.com/meeting-planner?place=New+York&place=London&place=Kathmandu&date=2026-12-01&slot=2026-12-01T09%3A00&title=Budget%2C+Q1%3B+review&duration=90",
    );
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("gives the same meeting the same UID", async () => {
    const uid = async () =>
      unfold(
        await (await get("/meeting-planner/meeting.ics?slot=2026-12-01T09:00&place=UTC")).text(),
      )
        .split("\r\n")
        .find((line) => line.startsWith("UID:"));
    expect(await uid()).toBe(await uid());
  });

  it("refuses what it cannot answer with a 400 that says why", async () => {
    const refusals: Array<[string, string]> = [
      ["", "place is required"],
      ["place=London", "slot is required"],
      ["place=London&slot=tomorrow", "Write the meeting's time as 2026-12-01T14:00"],
      ["place=London&slot=2026-02-30T09:00", "2026-02-30T09:00 is not a time in London"],
      ["place=Gotham&slot=2026-12-01T09:00", '"Gotham" is not a time zone or place'],
      ["place=London&slot=2026-12-01T09:00&duration=0", "A meeting is 5 minutes to 24 hours long"],
      ["place=London&slot=2026-12-01T09:00&duration=abc", "The length of the meeting is a number"],
      [`place=London&slot=2026-12-01T09:00&title=${"x".repeat(200)}`, "The title is at most"],
      [
        Array.from({ length: 9 }, () => "place=UTC").join("&") + "&slot=2026-12-01T09:00",
        "At most 8",
      ],
    ];
    for (const [query, message] of refusals) {
      const response = await get(`/meeting-planner/meeting.ics?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("Content-Type"), query).toBe("text/plain; charset=utf-8");
      expect(await response.text(), query).toContain(message);
    }
  });
});
