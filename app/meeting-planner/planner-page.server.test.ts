import { describe, expect, it } from "vitest";
import { plannerView } from "./planner-page.server";

const NOW = Date.parse("2026-11-28T23:30:00Z");
const view = (query: string) =>
  plannerView(new URL(`https://unitwise.test/meeting-planner?${query}`), NOW);

describe("the meeting planner's page", () => {
  it("first shows New York, London and Tokyo on today's date in UTC", () => {
    const page = view("");
    expect(page.fields.places).toEqual(["New York", "London", "Tokyo"]);
    expect(page.fields.date).toBe("2026-11-28");
    expect(page.dateChosen).toBe(false);
    expect(page.problems).toEqual([]);
    expect(page.days).toHaveLength(1);
  });

  it("says the overlap in every place's time", () => {
    const [day] = view("place=New+York&place=London&date=2026-12-01").days;
    expect(day!.summary).toBe(
      "Inside working hours everywhere: 09:00–12:00 New York = 14:00–17:00 London.",
    );
    expect(day!.rows).toEqual([
      { label: "New York", zone: "America/New_York", offset: "EST, UTC−05:00" },
      { label: "London", zone: "Europe/London", offset: "GMT, UTC+00:00" },
    ]);
    expect(day!.columns.filter((column) => column.overlap).map((column) => column.label)).toEqual([
      "09:00",
      "10:00",
      "11:00",
    ]);
    expect(day!.columns[9]!.href).toBe(
      "/meeting-planner?place=New+York&place=London&date=2026-12-01&slot=2026-12-01T09%3A00",
    );
  });

  it("without an overlap, names the best hour, with the date where it is not home's", () => {
    const [day] = view("place=London&place=Tokyo&place=Los+Angeles&date=2026-12-01").days;
    expect(day!.hasOverlap).toBe(false);
    expect(day!.summary).toMatch(
      /^No hour is inside working hours everywhere; the best is \d\d:00–\d\d:00 London = .* Tokyo.* = .* Los Angeles.*, inside working hours in /,
    );
    const overnight = view("place=New+York&place=Tokyo&date=2026-12-01&start=08&end=20").days[0]!;
    expect(overnight.summary).toBe(
      "Inside working hours everywhere: 18:00–20:00 New York = 08:00–10:00 Tokyo (Wed 2 Dec).",
    );
  });

  it("says a daylight-saving day's hours and both offsets", () => {
    const [day] = view("place=Europe/London&place=New+York&date=2026-03-29").days;
    expect(day!.hours).toBe(23);
    expect(day!.rows[0]!.offset).toBe("GMT, UTC+00:00 → BST, UTC+01:00");
    expect(day!.summary).toBe(
      "Inside working hours everywhere: 14:00–17:00 London = 09:00–12:00 New York.",
    );
    const back = view("place=New+York&place=UTC&date=2026-11-01").days[0]!;
    expect(back.hours).toBe(25);
    expect(back.columns.slice(1, 3).map((column) => column.label)).toEqual([
      "01:00 EDT",
      "01:00 EST",
    ]);
  });

  it("shows a week as seven days", () => {
    const page = view("place=New+York&place=London&date=2026-12-01&view=week");
    expect(page.days.map((day) => day.heading)).toEqual([
      "Tue 1 Dec 2026",
      "Wed 2 Dec 2026",
      "Thu 3 Dec 2026",
      "Fri 4 Dec 2026",
      "Sat 5 Dec 2026",
      "Sun 6 Dec 2026",
      "Mon 7 Dec 2026",
    ]);
    expect(page.days[3]!.columns[9]!.href).toContain("date=2026-12-01&view=week&slot=2026-12-04");
  });

  it("describes the chosen slot in every place, with its calendar file", () => {
    const page = view(
      "place=New+York&place=Mumbai&place=Kathmandu&date=2026-12-01&slot=2026-12-01T08:00&title=Standup&duration=30",
    );
    expect(page.slot).toEqual({
      heading: "Tue 1 Dec 2026, 08:00 in New York",
      times: [
        { label: "New York", text: "Tue 1 Dec 2026, 08:00–08:30 EST (UTC−05:00)" },
        { label: "Mumbai, Maharashtra, IN", text: "Tue 1 Dec 2026, 18:30–19:00 IST (UTC+05:30)" },
        { label: "Kathmandu", text: expect.stringMatching(/^Tue 1 Dec 2026, 18:45–19:15 /) },
      ],
      icsHref:
        "/meeting-planner/meeting.ics?slot=2026-12-01T08%3A00&place=New+York&place=Mumbai&place=Kathmandu&duration=30&title=Standup",
    });
    expect(page.days[0]!.columns.filter((column) => column.selected)).toHaveLength(1);
    expect(page.days[0]!.columns[8]!.selected).toBe(true);
  });

  it("a slot without a date shows the slot's day", () => {
    const page = view("place=Tokyo&place=London&slot=2027-01-04T17:00");
    expect(page.fields.date).toBe("2027-01-04");
    expect(page.dateChosen).toBe(true);
    expect(page.slot?.times[1]!.text).toBe("Mon 4 Jan 2027, 08:00–09:00 GMT (UTC+00:00)");
  });

  it("names what it cannot read, keeps what was typed and plans nothing with an unknown place", () => {
    const page = view("place=New+York&place=Gotham&place=&date=2026-12-01");
    expect(page.fields.places).toEqual(["New York", "Gotham"]);
    expect(page.problems).toEqual([
      '"Gotham" is not a time zone or place: send an IANA zone such as "Europe/Berlin", or a town or city such as "Mumbai"',
    ]);
    expect(page.days).toEqual([]);
    expect(view("place=London").problems).toEqual(["Add at least 2 places to compare."]);
    expect(view("place=London&place=Paris&date=2026-02-30").problems).toEqual([
      "2026-02-30 is not a day from 1970 to 2100",
    ]);
    expect(view("place=London&place=Paris&start=18&end=09").problems).toEqual([
      "Working hours end after they start: 09:00 is not after 18:00",
    ]);
    const many = view(Array.from({ length: 10 }, () => "place=UTC").join("&"));
    expect(many.problems).toEqual(["At most 8 places can be compared"]);
    expect(many.fields.places).toHaveLength(8);
    expect(many.days).toHaveLength(1);
  });
});
