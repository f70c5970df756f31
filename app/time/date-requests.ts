import { Temporal } from "temporal-polyfill";
import {
  addBusinessDays,
  addDuration,
  between,
  dayOf,
  dateFacts,
  readDate,
  type Between,
  type DateFacts,
  type DateInput,
} from "./date-math";
import {
  DATE_HINT,
  type AddParams,
  type BetweenParams,
  type SkippedHolidays,
} from "./date-request-schemas";
import { HOLIDAY_REGIONS } from "./holiday-regions";
import {
  HolidayYearError,
  holidayCalendar,
  weekdayHolidays,
  type HolidayCalendar,
} from "./holidays";
import { notAZone, quoted, resolvePlace } from "./zone-names";

/**
 * GET /api/time/between and GET /api/time/add: the work (the calendar rules are date-math.ts's;
 * what they take and answer, date-request-schemas.ts's). Loaded with the time API at its first
 * request, not with the server build: it needs Temporal, the holiday table and the place list
 * (docs/decisions/089-time-code-on-demand.md).
 */

const MAX_BUSINESS_DAYS = 1_000_000;

export type DateOutcome<T> = { ok: true; body: T } | { ok: false; error: string };

function readZone(text: string | undefined): string | null {
  return text ? (resolvePlace(text)?.zone ?? null) : "UTC";
}

function read(name: string, text: string): DateInput | string {
  return readDate(text) ?? `${name} ${quoted(text)} is not a date: send ${DATE_HINT}`;
}

const shown = (input: DateInput) =>
  input.kind === "date"
    ? input.date.toString()
    : input.dateTime.toString({ smallestUnit: "second" });

/** The `holidays` parameter: no region, a region, or a refusal naming a few codes. */
function readHolidays(code: string | undefined): HolidayCalendar | null | string {
  if (!code) return null;
  return (
    holidayCalendar(code) ??
    `holidays ${quoted(code)} is not a region this calculator knows: send a code such as US, GB-ENG, DE or JP (the API's documentation lists all ${HOLIDAY_REGIONS.length})`
  );
}

function skippedBody(
  calendar: HolidayCalendar,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
): SkippedHolidays {
  const [start, end] = Temporal.PlainDate.compare(from, to) <= 0 ? [from, to] : [to, from];
  return {
    region: calendar.code,
    name: calendar.name,
    skipped: weekdayHolidays(calendar, start, end).map((holiday) => ({
      date: holiday.date.toString(),
      name: holiday.name,
    })),
  };
}

export function answerBetween(
  params: BetweenParams,
): DateOutcome<Between & { start: string; end: string; zone: string; holidays?: SkippedHolidays }> {
  const zone = readZone(params.zone);
  if (!zone) return { ok: false, error: notAZone("zone", params.zone ?? "") };
  const start = read("start", params.start);
  if (typeof start === "string") return { ok: false, error: start };
  const end = read("end", params.end);
  if (typeof end === "string") return { ok: false, error: end };
  const holidays = readHolidays(params.holidays);
  if (typeof holidays === "string") return { ok: false, error: holidays };
  try {
    const body = {
      start: shown(start),
      end: shown(end),
      zone,
      ...between(start, end, zone, holidays),
    };
    if (!holidays) return { ok: true, body };
    return {
      ok: true,
      body: { ...body, holidays: skippedBody(holidays, dayOf(start), dayOf(end)) },
    };
  } catch (error) {
    if (error instanceof HolidayYearError) return { ok: false, error: error.message };
    return { ok: false, error: "Those dates are outside the range this calculator covers" };
  }
}

export function answerAdd(
  params: AddParams,
): DateOutcome<DateFacts & { zone: string; holidays?: SkippedHolidays }> {
  const zone = readZone(params.zone);
  if (!zone) return { ok: false, error: notAZone("zone", params.zone ?? "") };
  const date = read("date", params.date);
  if (typeof date === "string") return { ok: false, error: date };
  const holidays = readHolidays(params.holidays);
  if (typeof holidays === "string") return { ok: false, error: holidays };
  if (holidays && params.businessDays === undefined) {
    return { ok: false, error: "holidays go with businessDays: a duration counts every day" };
  }
  if ((params.duration === undefined) === (params.businessDays === undefined)) {
    return {
      ok: false,
      error: "Send duration (such as P90D) or businessDays (such as 10), one of them",
    };
  }
  try {
    if (params.businessDays !== undefined) {
      const count = Number(params.businessDays);
      if (Math.abs(count) > MAX_BUSINESS_DAYS) {
        return {
          ok: false,
          error: `businessDays goes from -${MAX_BUSINESS_DAYS} to ${MAX_BUSINESS_DAYS}`,
        };
      }
      const moved = addBusinessDays(dayOf(date), count, holidays);
      const reached =
        date.kind === "date" ? moved : moved.toPlainDateTime(date.dateTime.toPlainTime());
      const body = { ...dateFacts(reached), zone };
      if (!holidays) return { ok: true, body };
      // The days passed over: after the start up to the day reached, or back from it.
      const [from, to] =
        count >= 0 ? [dayOf(date).add({ days: 1 }), moved.add({ days: 1 })] : [moved, dayOf(date)];
      return { ok: true, body: { ...body, holidays: skippedBody(holidays, from, to) } };
    }
    let duration: Temporal.Duration;
    try {
      duration = Temporal.Duration.from(params.duration!);
    } catch {
      return {
        ok: false,
        error: `duration ${quoted(params.duration!)} is not an ISO 8601 duration: write it as P90D, P1Y2M, PT36H or -P1M`,
      };
    }
    return { ok: true, body: { ...dateFacts(addDuration(date, duration, zone)), zone } };
  } catch (error) {
    if (error instanceof HolidayYearError) return { ok: false, error: error.message };
    return { ok: false, error: "The date reached is outside the range this calculator covers" };
  }
}
