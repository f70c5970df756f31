import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { readDate } from "./date-math";
import { offsetMinutes } from "./local-time-text";
import { notAZone, PLACE_HINT, quoted, resolvePlace, type PlaceMatch } from "./zone-names";
import {
  isDaylightSaving,
  readLocalTime,
  timeInZone,
  tzdataVersion,
  zoneAbbreviation,
  type ZonedTime,
} from "./zone-time";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * A local time in one place as the clocks of others show it (GET /api/time/convert, and the
 * time-zone converter to come): the request's schema, the answer's schema and the work. The
 * schemas are built at their first use: every isolate loads this module, few ask the time API
 * (docs/decisions/085-cold-start.md).
 */

/** At most this many places in `to`. */
const MAX_TIME_TARGETS = 20;
const MAX_PLACE_LENGTH = 64;

export const timeConvertParamsSchema = onFirstUse(() =>
  z.object({
    at: z
      .string()
      .trim()
      .max(40, { error: "at is longer than 40 characters" })
      .optional()
      .describe(
        "The local date and time in `from`, ISO 8601 without an offset: 2026-03-08T02:30 (seconds optional). Without it, now (and the answer is not cached).",
      ),
    from: z
      .string({ error: `from is required: ${PLACE_HINT}` })
      .trim()
      .min(1, { error: `from is empty: send ${PLACE_HINT}` })
      .max(MAX_PLACE_LENGTH, { error: `from is longer than ${MAX_PLACE_LENGTH} characters` })
      .describe(
        'Where `at` is read: an IANA time zone, a town or city ("Mumbai", "Springfield, Illinois", "Bombay", "NYC"), an offset ("UTC+8") or an abbreviation ("PST", a fixed UTC−08:00; an ambiguous one such as IST is refused with its readings, "IST (India)" picks one)',
      ),
    to: z
      .string({ error: `to is required: one or more places, separated by commas` })
      .trim()
      .min(1, { error: "to is empty: send one or more places, separated by commas" })
      .max(MAX_TIME_TARGETS * (MAX_PLACE_LENGTH + 1), { error: "to is too long" })
      .describe(
        `Where to show it: up to ${MAX_TIME_TARGETS} zones, towns or cities, offsets or abbreviations, separated by commas (qualify a place in parentheses: "Portland (Oregon)", "IST (India)")`,
      ),
    overlap: z
      .enum(["earlier", "later"], { error: 'overlap must be "earlier" or "later"' })
      .optional()
      .describe(
        "When `at` happens twice in `from` (clocks set back): which time to use. The earlier by default; both are listed.",
      ),
  }),
);

const zonedTimeSchema = onFirstUse(() =>
  z.object({
    zone: z
      .string()
      .describe(
        'The IANA time zone; for an abbreviation or an offset, the fixed offset ("-08:00")',
      ),
    place: z
      .string()
      .optional()
      .describe('The town or city the request named, when it named one: "Mumbai, Maharashtra, IN"'),
    local: z.string().describe("The local date and time there, ISO 8601: 2026-03-08T11:30:00"),
    offset: z.string().describe("The offset from UTC there: +01:00"),
    abbreviation: z
      .string()
      .describe('What the time there is called: "CET", "PDT", "UTC+8"; the abbreviation typed'),
    dst: z.boolean().describe("Whether daylight-saving time is in force there"),
  }),
);

export const timeConvertResponseSchema = onFirstUse(() =>
  z.object({
    instant: z.string().describe("The moment, in UTC: 2026-03-08T10:30:00Z"),
    from: zonedTimeSchema().extend({
      status: z
        .enum(["ok", "gap", "overlap"])
        .describe(
          '"ok": the local time happens once; "gap": it does not exist (clocks set forward), and the moment is the reading after the change; "overlap": it happens twice (clocks set back), and `overlap` picked one',
        ),
      readings: z
        .array(zonedTimeSchema())
        .describe("A gap's or an overlap's two readings, the earlier moment first"),
      note: z.string().optional().describe("For a gap or an overlap: what happened, in words"),
    }),
    to: z.array(zonedTimeSchema()).describe("The same moment in each place of `to`, in order"),
    tzdata: z
      .string()
      .describe(
        "The tz database release the zone rules are at least (2025b), as recognised by its rule changes",
      ),
  }),
);

export type TimeConvertParams = z.infer<ReturnType<typeof timeConvertParamsSchema>>;
type TimeConvertResponse = z.infer<ReturnType<typeof timeConvertResponseSchema>>;
type Described = z.infer<ReturnType<typeof zonedTimeSchema>>;

export type TimeConvertOutcome =
  { ok: true; body: TimeConvertResponse; dependsOnNow: boolean } | { ok: false; error: string };

/** A time as answers describe it; an abbreviation typed names itself ("PST", not "UTC-8"). */
function described(time: ZonedTime, named: Omit<PlaceMatch, "zone"> = {}): Described {
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
