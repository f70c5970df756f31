import { Temporal } from "temporal-polyfill";

/**
 * Local times in time zones, through daylight-saving changes (docs/decisions/074-time-zones.md).
 * Temporal does the calendar and zone arithmetic; the zone rules are the tz database that the
 * runtime's Intl carries. A local time is one of three kinds:
 *
 * - "ok": it happens once;
 * - "gap": the clocks jumped over it (02:30 on a spring-forward night). Both readings are
 *   given; the answer is the reading after the change (02:30 read with the old offset, which
 *   the clocks showed as 03:30), as calendars and Temporal's "compatible" do;
 * - "overlap": it happens twice (01:30 on a fall-back night). Both readings are given; the
 *   answer is the earlier unless the later is asked for.
 */

export type LocalStatus = "ok" | "gap" | "overlap";
export type OverlapChoice = "earlier" | "later";

/** One moment as a zone's clocks show it. */
export interface ZonedTime {
  zone: string;
  /** the wall-clock date and time, to the second: "2026-03-08T11:30:00" */
  local: string;
  /** from UTC: "+05:30", "-07:00" */
  offset: string;
  /** the moment itself: "2026-03-08T10:30:00Z" */
  instant: string;
}

export interface LocalTimeReading extends ZonedTime {
  status: LocalStatus;
  /** a gap's or an overlap's two readings, earlier moment first; for "ok", the one */
  readings: ZonedTime[];
}

/** A zone's id as Intl writes it ("america/new_york" → "America/New_York"), or null. */
export function canonicalZone(zone: string): string | null {
  try {
    return Temporal.ZonedDateTime.from({ year: 2000, month: 1, day: 1, timeZone: zone }).timeZoneId;
  } catch {
    return null;
  }
}

function zonedTime(time: Temporal.ZonedDateTime): ZonedTime {
  return {
    zone: time.timeZoneId,
    local: time.toPlainDateTime().toString({ smallestUnit: "second" }),
    offset: time.offset,
    instant: time.toInstant().toString({ smallestUnit: "second" }),
  };
}

/** `instant` (epoch milliseconds) as `zone`'s clocks show it. */
export function timeInZone(epochMilliseconds: number, zone: string): ZonedTime {
  return zonedTime(
    Temporal.Instant.fromEpochMilliseconds(epochMilliseconds).toZonedDateTimeISO(zone),
  );
}

/** Reads a wall-clock time in a zone: once, never (gap) or twice (overlap). */
export function readLocalTime(
  zone: string,
  local: Temporal.PlainDateTime,
  overlap: OverlapChoice = "earlier",
): LocalTimeReading {
  const earlier = local.toZonedDateTime(zone, { disambiguation: "earlier" });
  const later = local.toZonedDateTime(zone, { disambiguation: "later" });
  if (earlier.epochNanoseconds === later.epochNanoseconds) {
    const once = zonedTime(earlier);
    return { ...once, status: "ok", readings: [once] };
  }
  const readings = [zonedTime(earlier), zonedTime(later)];
  // An overlap's readings both show the time asked; a gap's show the times either side of it.
  const status: LocalStatus = earlier.toPlainDateTime().equals(local) ? "overlap" : "gap";
  const chosen = status === "gap" || overlap === "later" ? readings[1]! : readings[0]!;
  return { ...chosen, status, readings };
}

/** Whether the zone is on daylight-saving time at `epochMilliseconds`: ahead of its winter offset. */
export function isDaylightSaving(epochMilliseconds: number, zone: string): boolean {
  const time = Temporal.Instant.fromEpochMilliseconds(epochMilliseconds).toZonedDateTimeISO(zone);
  const offsetOn = (month: number) =>
    Temporal.ZonedDateTime.from({ year: time.year, month, day: 1, timeZone: zone })
      .offsetNanoseconds;
  return time.offsetNanoseconds > Math.min(offsetOn(1), offsetOn(7));
}

/**
 * Locales whose Intl names zones by the abbreviations people use: en-US says EST and PST, en-GB
 * CET and BST, en-IN IST, en-AU AEST, ja-JP JST… Each knows only its own region's; the first
 * that gives letters wins.
 */
const ABBREVIATION_LOCALES = [
  "en-US",
  "en-GB",
  "en-CA",
  "en-AU",
  "en-NZ",
  "en-IN",
  "en-ZA",
  "en-SG",
  "ja-JP",
];
const abbreviationFormats = new Map<string, Intl.DateTimeFormat>();

function shortName(locale: string, zone: string, date: Date): string {
  const key = `${locale} ${zone}`;
  let format = abbreviationFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" });
    abbreviationFormats.set(key, format);
  }
  return format.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "";
}

/**
 * The abbreviation of the zone's time at `epochMilliseconds` ("EDT", "CET", "IST"), or the
 * offset written as "UTC+8" where no locale knows one.
 */
export function zoneAbbreviation(epochMilliseconds: number, zone: string): string {
  const date = new Date(epochMilliseconds);
  for (const locale of ABBREVIATION_LOCALES) {
    const name = shortName(locale, zone, date);
    if (/^[A-Z]{2,5}$/.test(name)) return name;
  }
  const offset = timeInZone(epochMilliseconds, zone).offset;
  if (offset === "+00:00") return "UTC";
  const [hours, minutes] = offset.slice(1).split(":");
  return `UTC${offset[0]}${Number(hours)}${minutes === "00" ? "" : `:${minutes}`}`;
}

/**
 * The tz database version the runtime's zone rules are at least, recognised by rule changes
 * each release brought (Intl does not say its version): newest first.
 */
const RULE_CHANGES: ReadonlyArray<{ version: string; zone: string; at: string; offset: string }> = [
  // Chile's Aysén region stays on -03 all year (new zone America/Coyhaique).
  { version: "2025b", zone: "America/Coyhaique", at: "2025-07-01T12:00:00Z", offset: "-03:00" },
  // Paraguay stays on -03 all year from October 2024.
  { version: "2025a", zone: "America/Asuncion", at: "2025-07-01T12:00:00Z", offset: "-03:00" },
  // Kazakhstan moves to +05 everywhere on 1 March 2024.
  { version: "2024a", zone: "Asia/Almaty", at: "2024-06-01T12:00:00Z", offset: "+05:00" },
  // Greenland's Nuuk moves to -02 in 2023, with daylight saving (-01) from 2024.
  { version: "2022g", zone: "America/Nuuk", at: "2024-07-01T12:00:00Z", offset: "-01:00" },
];

let knownVersion: string | null = null;

/**
 * "2025b" when the runtime's zone rules include 2025b's change, …; "before 2022g" otherwise.
 * Worked out once: the rules cannot change while the runtime runs.
 */
export function tzdataVersion(): string {
  knownVersion ??= recogniseVersion();
  return knownVersion;
}

function recogniseVersion(): string {
  for (const change of RULE_CHANGES) {
    try {
      const offset = Temporal.Instant.from(change.at).toZonedDateTimeISO(change.zone).offset;
      if (offset === change.offset) return change.version;
    } catch {
      // A zone the runtime does not know yet: an older version.
    }
  }
  return `before ${RULE_CHANGES.at(-1)!.version}`;
}
