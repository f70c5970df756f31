import { Temporal } from "temporal-polyfill";
import { readDate } from "./date-math";
import { offsetMinutes } from "./local-time-text";
import {
  MAX_TIME_TARGETS,
  type DescribedTime,
  type TimeConvertParams,
  type TimeConvertResponse,
} from "./time-convert-schemas";
import { notAZone, quoted, resolvePlace, type PlaceMatch } from "./zone-names";
import {
  isDaylightSaving,
  readLocalTime,
  timeInZone,
  tzdataVersion,
  zoneAbbreviation,
  type ZonedTime,
} from "./zone-time";

/**
 * A local time in one place as the clocks of others show it (GET /api/time/convert, and the
 * time-zone converter): the work (what the API takes and answers is time-convert-schemas.ts's).
 * Loaded with the time pages and the time API at their first request, not with the server
 * build: it needs Temporal and the place list (docs/decisions/089-time-code-on-demand.md).
 */

export type TimeConvertOutcome =
  { ok: true; body: TimeConvertResponse; dependsOnNow: boolean } | { ok: false; error: string };

/** A time as answers describe it; an abbreviation typed names itself ("PST", not "UTC-8"). */
function described(time: ZonedTime, named: Omit<PlaceMatch, "zone"> = {}): DescribedTime {
  const at = Date.parse(time.instant);
  return {
    zone: time.zone,
    ...(named.place ? { place: named.place } : {}),
    local: time.local,
    offset: time.offset,
    abbreviation: named.abbreviation ?? zoneAbbreviation(at, time.zone),
    dst: named.dst ?? isDaylightSaving(at, time.zone),
  };
}

/** How far the clocks moved between two offsets: "1 hour", "30 minutes", "1 hour 30 minutes". */
function shift(from: string, to: string): string {
  const minutes = Math.abs(offsetMinutes(to) - offsetMinutes(from));
  const hours = Math.floor(minutes / 60);
  const parts = [
    hours ? `${hours} hour${hours === 1 ? "" : "s"}` : "",
    minutes % 60 ? `${minutes % 60} minutes` : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** Works out a request; `now` is epoch milliseconds (for a request without `at`). */
export function convertTime(params: TimeConvertParams, now: number): TimeConvertOutcome {
  const source = resolvePlace(params.from);
  if (!source) return { ok: false, error: notAZone("from", params.from) };
  const from = source.zone;
  const names = params.to
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0)
    return { ok: false, error: "to is empty: send one or more places, separated by commas" };
  if (names.length > MAX_TIME_TARGETS) {
    return { ok: false, error: `to names ${names.length} places: at most ${MAX_TIME_TARGETS}` };
  }
  const targets: PlaceMatch[] = [];
  for (const name of names) {
    const target = resolvePlace(name);
    if (!target) return { ok: false, error: notAZone("to", name) };
    targets.push(target);
  }

  let local: Temporal.PlainDateTime;
  if (params.at) {
    const read = readDate(params.at);
    if (!read) {
      return {
        ok: false,
        error: `at ${quoted(params.at)} is not a date and time: write it as 2026-03-08T14:30`,
      };
    }
    local = read.kind === "date" ? read.date.toPlainDateTime() : read.dateTime;
  } else {
    local = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(from).toPlainDateTime();
  }

  let reading: ReturnType<typeof readLocalTime>;
  let shown: Array<{ time: ZonedTime; named: PlaceMatch }>;
  try {
    reading = readLocalTime(from, local, params.overlap ?? "earlier");
    // A moment at the end of Temporal's range may have no date in a zone ahead of UTC.
    const at = Date.parse(reading.instant);
    shown = targets.map((named) => ({ time: timeInZone(at, named.zone), named }));
  } catch {
    return { ok: false, error: "That time is outside the range this converter covers" };
  }
  const asked = local.toString({ smallestUnit: "minute" }).replace("T", " ");
  const [first, second] = reading.readings;
  const note =
    reading.status === "gap"
      ? `${asked} does not exist in ${from}: the clocks went forward ${shift(first!.offset, second!.offset)} (from ${first!.offset} to ${second!.offset}). Read as ${reading.local.replace("T", " ")} ${reading.offset}, the time after the change.`
      : reading.status === "overlap"
        ? `${asked} happens twice in ${from}: the clocks went back ${shift(first!.offset, second!.offset)} (from ${first!.offset} to ${second!.offset}). This is the ${params.overlap ?? "earlier"} one; ask with overlap=${params.overlap === "later" ? "earlier" : "later"} for the other.`
        : undefined;
  return {
    ok: true,
    dependsOnNow: !params.at,
    body: {
      instant: reading.instant,
      from: {
        ...described(reading, source),
        status: reading.status,
        readings: reading.readings.map((time) =>
          described(time, { abbreviation: source.abbreviation, dst: source.dst }),
        ),
        ...(note ? { note } : {}),
      },
      to: shown.map(({ time, named }) => described(time, named)),
      tzdata: tzdataVersion(),
    },
  };
}
