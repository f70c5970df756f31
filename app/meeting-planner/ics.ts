/**
 * An iCalendar file (RFC 5545) of one meeting: a VCALENDAR with one VEVENT whose times are in
 * UTC, so every calendar shows it at the same moment whatever its zone. Lines end in CRLF and
 * are folded at 75 octets; text values are escaped.
 */

export interface MeetingEvent {
  /** unique and stable for the same meeting: a calendar updates the event it already has */
  uid: string;
  /** when the file was made, epoch milliseconds */
  stamp: number;
  /** epoch milliseconds */
  start: number;
  end: number;
  summary: string;
  description: string;
  /** the planner's page for the meeting */
  url?: string;
}

const PRODID = "-//UnitWise//Meeting planner//EN";
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n?|\n/g, "\\n");
}

/**
 * A content line folded (RFC 5545 3.1): at most 75 octets a line, each continuation starting
 * with a space, never splitting a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** 1764597600000 → "20261201T140000Z" */
export function utcStamp(epochMilliseconds: number): string {
  return new Date(epochMilliseconds)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** The whole file, CRLF line endings included. */
export function meetingCalendar(event: MeetingEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
