import { describe, expect, it } from "vitest";
import { escapeText, foldLine, meetingCalendar, utcStamp } from "./ics";

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5545's unfolding: a CRLF followed by a space or a tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("text values", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
    expect(escapeText("Plain: text")).toBe("Plain: text");
  });
});

describe("folding", () => {
  it("leaves a line of 75 octets alone", () => {
    const line = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it("folds a long line at 75 octets, each continuation starting with a space", () => {
    const line = `DESCRIPTION:${"abcdefghij".repeat(20)}`;
    const folded = foldLine(line);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    expect(lines.every((one) => octets(one) <= 75)).toBe(true);
    expect(octets(lines[0]!)).toBe(75);
    expect(lines.slice(1).every((one) => one.startsWith(" "))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it("never splits a character's UTF-8 bytes", () => {
    const line = `SUMMARY:${"é".repeat(50)}${"🗓".repeat(20)}`;
    const folded = foldLine(line);
    for (const one of folded.split("\r\n")) {
      expect(octets(one)).toBeLessThanOrEqual(75);
      expect(one).not.toContain("\uFFFD");
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe("the calendar", () => {
  const calendar = meetingCalendar({
    uid: "meeting-1@example.com",
    stamp: Date.parse("2026-11-28T12:34:56.789Z"),
    start: Date.parse("2026-12-01T14:00:00Z"),
    end: Date.parse("2026-12-01T15:00:00Z"),
    summary: "Planning; budget, Q1",
    description: `New York: Tue 1 Dec 2026, 09:00–10:00 EST (UTC−05:00)\nTokyo: Wed 2 Dec 2026, 23:00–00:00 JST (UTC+09:00)${" and more".repeat(10)}`,
    url: "https://example.com/meeting-planner?place=New+York&place=Tokyo",
  });

  it("is CRLF lines of at most 75 octets", () => {
    expect(calendar.endsWith("\r\n")).toBe(true);
    expect(calendar.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of calendar.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("has one event with UTC times, its id, a stamp, a summary and a description", () => {
    const lines = unfold(calendar).split("\r\n");
    expect(lines.slice(0, 3)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//UnitWise//Meeting planner//EN",
    ]);
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("UID:meeting-1@example.com");
    expect(lines).toContain("DTSTAMP:20261128T123456Z");
    expect(lines).toContain("DTSTART:20261201T140000Z");
    expect(lines).toContain("DTEND:20261201T150000Z");
    expect(lines).toContain("SUMMARY:Planning\\; budget\\, Q1");
    expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toMatch(
      /^DESCRIPTION:New York: Tue 1 Dec 2026\\, 09:00–10:00 EST \(UTC−05:00\)\\nTokyo: /,
    );
    expect(lines).toContain("URL:https://example.com/meeting-planner?place=New+York&place=Tokyo");
    expect(lines.slice(-3)).toEqual(["END:VEVENT", "END:VCALENDAR", ""]);
  });

  it("writes a moment as UTC date-time", () => {
    expect(utcStamp(Date.parse("2026-03-08T07:00:00Z"))).toBe("20260308T070000Z");
  });
});
