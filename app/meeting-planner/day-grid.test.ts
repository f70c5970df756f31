import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { dayGrid } from "./day-grid";

const NINE_TO_FIVE = { start: 9, end: 17 };
const grid = (zones: string[], date: string, hours = NINE_TO_FIVE) =>
  dayGrid(zones, Temporal.PlainDate.from(date), hours);
/** One place's row: "09:00" for each hour, from the wall-clock times. */
const row = (day: ReturnType<typeof grid>, place: number) =>
  day.columns.map((column) => column.cells[place]!.local.slice(11, 16));

describe("a day of the first place, hour by hour in every place", () => {
  it("has 24 hours, each as every place's clocks show it, with its kind", () => {
    const day = grid(["America/New_York", "Europe/London", "Asia/Tokyo"], "2026-12-01");
    expect(day.columns).toHaveLength(24);
    expect(row(day, 0)[0]).toBe("00:00");
    expect(day.columns[9]!.cells).toEqual([
      { local: "2026-12-01T09:00", localEnd: "2026-12-01T10:00", kind: "working" },
      { local: "2026-12-01T14:00", localEnd: "2026-12-01T15:00", kind: "working" },
      { local: "2026-12-01T23:00", localEnd: "2026-12-02T00:00", kind: "night" },
    ]);
    expect(day.columns[9]!.slot).toBe("2026-12-01T09:00");
    expect(day.columns[9]!.start).toBe(Date.parse("2026-12-01T14:00:00Z"));
    // 17:00 is the end of working hours, 18:00 the evening, 22:00 the night, 06:00 still night.
    expect(day.columns[16]!.cells[0]!.kind).toBe("working");
    expect(day.columns[17]!.cells[0]!.kind).toBe("off");
    expect(day.columns[22]!.cells[0]!.kind).toBe("night");
    expect(day.columns[6]!.cells[0]!.kind).toBe("night");
    expect(day.columns[7]!.cells[0]!.kind).toBe("off");
  });

  it("finds the hours inside working hours everywhere, as runs", () => {
    const day = grid(["America/New_York", "Europe/London"], "2026-12-01");
    expect(day.overlaps).toEqual([{ from: 9, to: 11 }]);
    expect(day.best).toBeNull();
    expect(day.columns[11]!.cells[1]!.localEnd).toBe("2026-12-01T17:00");
    const longer = grid(["America/New_York", "Europe/London"], "2026-12-01", { start: 8, end: 20 });
    expect(longer.overlaps).toEqual([{ from: 8, to: 14 }]);
  });

  it("without an overlap, names the hour inside working hours in the most places", () => {
    const day = grid(["America/New_York", "Europe/London", "Asia/Tokyo"], "2026-12-01");
    expect(day.overlaps).toEqual([]);
    expect(day.best).toBe(9);
    expect(day.columns[9]!.working).toBe(2);
    expect(day.columns.every((column) => column.working < 3)).toBe(true);
  });
});

describe("daylight-saving changes", () => {
  it("a spring-forward day in New York has 23 hours, 01:00 then 03:00", () => {
    const day = grid(["America/New_York", "Europe/London"], "2026-03-08");
    expect(day.columns).toHaveLength(23);
    expect(row(day, 0).slice(0, 4)).toEqual(["00:00", "01:00", "03:00", "04:00"]);
    // London's clocks go on hour by hour: New York's jump is a change of offset, not of time.
    expect(row(day, 1).slice(0, 4)).toEqual(["05:00", "06:00", "07:00", "08:00"]);
    expect(row(day, 0).at(-1)).toBe("23:00");
    // Working hours in New York (EDT) are 13:00 to 17:00 in London (GMT) that day.
    expect(day.overlaps).toEqual([{ from: 8, to: 11 }]);
    expect(day.columns[8]!.cells[1]!.local).toBe("2026-03-08T13:00");
  });

  it("a spring-forward day in London has 23 hours, 00:00 then 02:00", () => {
    const day = grid(["Europe/London", "America/New_York"], "2026-03-29");
    expect(day.columns).toHaveLength(23);
    expect(row(day, 0).slice(0, 3)).toEqual(["00:00", "02:00", "03:00"]);
    expect(row(day, 1).slice(0, 3)).toEqual(["20:00", "21:00", "22:00"]);
    expect(day.columns[0]!.cells[1]!.local.slice(0, 10)).toBe("2026-03-28");
    // 14:00–17:00 BST is 09:00–12:00 EDT.
    expect(day.overlaps).toEqual([{ from: 13, to: 15 }]);
    expect(row(day, 0)[13]).toBe("14:00");
  });

  it("a fall-back day in New York has 25 hours, and names each 01:00 by its offset", () => {
    const day = grid(["America/New_York", "UTC"], "2026-11-01");
    expect(day.columns).toHaveLength(25);
    expect(row(day, 0).slice(0, 4)).toEqual(["00:00", "01:00", "01:00", "02:00"]);
    expect(row(day, 1).slice(0, 4)).toEqual(["04:00", "05:00", "06:00", "07:00"]);
    expect(day.columns.map((column) => column.slot).slice(0, 4)).toEqual([
      "2026-11-01T00:00",
      "2026-11-01T01:00-04:00",
      "2026-11-01T01:00-05:00",
      "2026-11-01T02:00",
    ]);
    expect(day.columns.filter((column) => column.repeated)).toHaveLength(2);
  });

  it("a place whose clocks change shows the jump in its own row", () => {
    const day = grid(["UTC", "Europe/London"], "2026-03-29");
    expect(day.columns).toHaveLength(24);
    expect(row(day, 1).slice(0, 3)).toEqual(["00:00", "02:00", "03:00"]);
  });
});

describe("half- and quarter-hour zones", () => {
  it("shows India's and Nepal's minutes, and counts an hour only when all of it is working", () => {
    const day = grid(["Europe/London", "Asia/Kolkata", "Asia/Kathmandu"], "2026-12-01");
    expect(day.columns).toHaveLength(24);
    expect(day.columns[9]!.cells.map((cell) => cell.local)).toEqual([
      "2026-12-01T09:00",
      "2026-12-01T14:30",
      "2026-12-01T14:45",
    ]);
    // Kolkata 16:30–17:30 runs past 17:00: not inside working hours.
    expect(day.columns[11]!.cells[1]).toMatchObject({ local: "2026-12-01T16:30", kind: "off" });
    // London 09:00–10:00 only: Kolkata 14:30–15:30, Kathmandu 14:45–15:45.
    expect(day.overlaps).toEqual([{ from: 9, to: 10 }]);
  });

  it("with a half-hour zone as home, the columns are its hours", () => {
    const day = grid(["Asia/Kolkata", "America/New_York"], "2026-12-01");
    expect(row(day, 0)[0]).toBe("00:00");
    expect(day.columns[0]!.cells[1]!.local).toBe("2026-11-30T13:30");
    expect(day.columns[19]!.cells[1]!.local).toBe("2026-12-01T08:30");
    // Kolkata's working day ends at 06:30 in New York, where it starts at 19:30 in Kolkata.
    expect(day.overlaps).toEqual([]);
  });
});
