import { Temporal } from "temporal-polyfill";
import { placeLabelIn, zoneCityName } from "~/time/place-names";
import { placeProblem } from "~/time/place-problems";
import { englishTimeText, type TimeText } from "~/time/time-text";
import { offsetLabel } from "~/time/zone-abbreviations";
import { resolvePlace } from "~/time/zone-names";
import { readLocalTime, timeInZone, zoneAbbreviation } from "~/time/zone-time";

/**
 * The places of a meeting and its time in each, worked out with the zone rules of app/time/
 * (Temporal: server-side only, through the page's loader and the .ics route).
 */

export interface PlannerPlace {
  /** "New York", "Mumbai, Maharashtra, IN", "PST"; a city in the page's language ("ニューヨーク") */
  label: string;
  zone: string;
  /** for a typed abbreviation (a fixed offset): what it is called */
  abbreviation?: string;
}

/** The places typed, in order, and a message for each that names no zone. */
export function resolvePlaces(
  typed: string[],
  words: TimeText = englishTimeText,
): { places: PlannerPlace[]; problems: string[] } {
  const places: PlannerPlace[] = [];
  const problems: string[] = [];
  for (const text of typed) {
    const match = resolvePlace(text);
    if (!match) {
      problems.push(placeProblem(text, words));
      continue;
    }
    const fixed = /^[+-]/.test(match.zone);
    places.push({
      label: match.place
        ? placeLabelIn(match.place, match.zone, words.language)
        : fixed
          ? (match.abbreviation ?? offsetLabel(match.zone))
          : zoneCityName(match.zone, words.language),
      zone: match.zone,
      ...(match.abbreviation ? { abbreviation: match.abbreviation } : {}),
    });
  }
  return { places, problems };
}

/** What the place's time is called at that moment: "EST", "IST", "PST" (typed), "UTC+8". */
export function abbreviationAt(place: PlannerPlace, epochMilliseconds: number): string {
  return place.abbreviation ?? zoneAbbreviation(epochMilliseconds, place.zone);
}

const shortDates = new Map<string, string>();

/** "Tue 1 Dec", for "2026-12-01…"; kept, as a week's grid asks for each of a few days often. */
export function shortDateText(local: string, words: TimeText = englishTimeText): string {
  const day = `${words.language} ${local.slice(0, 10)}`;
  let text = shortDates.get(day);
  if (text === undefined) {
    if (shortDates.size > 1000) shortDates.clear();
    text = words.shortDay(local);
    shortDates.set(day, text);
  }
  return text;
}
/** "2026-12-01T18:30" → "18:30" */
export const clockText = (local: string) => local.slice(11, 16);

/** The first moment of the meeting, and what happened when home's clocks skip or repeat it. */
export interface SlotReading {
  start: number;
  note?: string;
}

const SLOT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})([+-]\d{2}:\d{2})?$/;

/** The years the planner plans in: the zone rules are reliable, and the dates are real. */
export const inPlanningRange = (year: number) => year >= 1970 && year <= 2100;

/**
 * A slot (home's wall-clock time, "2026-12-01T14:00", or with the offset that picks one of a
 * repeated hour's readings, "2026-11-01T01:00-05:00") read in `home`; null when it is no time
 * there. A time the clocks skip is read as the time after the change, and says so.
 */
export function readSlot(
  slot: string,
  home: PlannerPlace,
  words: TimeText = englishTimeText,
): SlotReading | null {
  const parts = SLOT.exec(slot);
  if (!parts || !inPlanningRange(Number(parts[1]))) return null;
  const local = slot.slice(0, 16);
  try {
    const dateTime = Temporal.PlainDateTime.from(local, { overflow: "reject" });
    if (parts[6]) {
      const zoned = Temporal.ZonedDateTime.from(`${local}${parts[6]}[${home.zone}]`, {
        offset: "reject",
      });
      return { start: zoned.epochMilliseconds };
    }
    const reading = readLocalTime(home.zone, dateTime);
    const start = Date.parse(reading.instant);
    const asked = { clock: clockText(local), date: words.shortDate(local), place: home.label };
    if (reading.status === "gap") {
      return {
        start,
        note: words.t("plannerSlotGap", { ...asked, time: clockText(reading.local) }),
      };
    }
    if (reading.status === "overlap") {
      return {
        start,
        note: words.t("plannerSlotOverlap", { ...asked, offset: offsetLabel(reading.offset) }),
      };
    }
    return { start };
  } catch {
    return null;
  }
}

/**
 * The meeting in one place's words: "Tue 1 Dec 2026, 09:00–10:00 EST (UTC−05:00)", or across
 * midnight "Tue 1 Dec 2026, 23:30–Wed 2 Dec 00:30 IST (UTC+05:30)".
 */
export function meetingTimeText(
  place: PlannerPlace,
  start: number,
  minutes: number,
  words: TimeText = englishTimeText,
): string {
  const from = timeInZone(start, place.zone);
  const until = timeInZone(start + minutes * 60_000, place.zone);
  const sameDay = from.local.slice(0, 10) === until.local.slice(0, 10);
  const end = sameDay
    ? clockText(until.local)
    : `${shortDateText(until.local, words)} ${clockText(until.local)}`;
  return words.t("plannerMeetingTime", {
    date: words.shortDate(from.local),
    start: clockText(from.local),
    end,
    abbreviation: abbreviationAt(place, start),
    offset: offsetLabel(from.offset),
  });
}
