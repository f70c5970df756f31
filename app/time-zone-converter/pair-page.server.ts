import { offsetLabel } from "~/time/zone-abbreviations";
import { Temporal } from "temporal-polyfill";
import { nextOffsetChange } from "~/time/zone-changes";
import { readLocalTime, timeInZone, tzdataVersion, zoneAbbreviation } from "~/time/zone-time";
import { converterHref } from "./converter-request";
import {
  clockText,
  dateText,
  differenceText,
  durationText,
  longDateText,
  offsetMinutes,
  twelveHourText,
} from "~/time/local-time-text";
import { pairPath, POPULAR_CITIES, type PopularCity } from "./popular-cities";

/**
 * A city pair's page (/time-zone-converter/new-york-to-london), worked out on the server at the
 * time of the request: the time in both now, how far apart their clocks are, the next change of
 * either, and every hour of the first city's day in the second.
 */

export interface CityNow {
  name: string;
  zone: string;
  /** ISO local date-time */
  local: string;
  date: string;
  clock: string;
  twelveHour: string;
  offset: string;
  abbreviation: string;
}

interface HourRow {
  /** "09:00" in the first city */
  from: string;
  /** the same moment in the second: "14:00" */
  to: string;
  /** "next day", "previous day" or "" */
  dayShift: string;
  /** for an hour the clocks skip or show twice that day */
  note: string;
}

export interface PairView {
  from: CityNow;
  to: CityNow;
  /** "London is 5 h ahead of New York." */
  difference: string;
  /** when this was worked out: "20:46 UTC" */
  madeAt: string;
  /** the next change of either city's offset, in words; empty when neither changes */
  changes: string[];
  /** the first city's day, hour by hour, in the second */
  day: string;
  hours: HourRow[];
  converterHref: string;
  reverse: { label: string; href: string };
  others: Array<{ label: string; href: string }>;
  tzdata: string;
}

function cityNow(city: PopularCity, now: number): CityNow {
  const time = timeInZone(now, city.zone);
  return {
    name: city.name,
    zone: city.zone,
    local: time.local,
    date: dateText(time.local),
    clock: clockText(time.local),
    twelveHour: twelveHourText(time.local),
    offset: offsetLabel(time.offset),
    abbreviation: zoneAbbreviation(now, city.zone),
  };
}

/** "London is 5 h ahead of New York.", "Paris and Berlin keep the same time." */
function differenceSentence(from: PopularCity, to: PopularCity, at: number): string {
  const fromOffset = timeInZone(at, from.zone).offset;
  const toOffset = timeInZone(at, to.zone).offset;
  const difference = differenceText(fromOffset, toOffset);
  return difference === "same time"
    ? `${from.name} and ${to.name} keep the same time.`
    : `${to.name} is ${difference.replace(/ahead$/, "ahead of")} ${from.name}.`;
}

/** The next change of each city's offset, soonest first, in words. */
function changeSentences(from: PopularCity, to: PopularCity, now: number): string[] {
  const changes = [from, to]
    .map((city) => ({ city, change: nextOffsetChange(now, city.zone) }))
    .flatMap(({ city, change }) => (change ? [{ city, change }] : []))
    .sort((a, b) => a.change.instant.localeCompare(b.change.instant));
  return changes.map(({ city, change }) => {
    const at = Date.parse(change.instant);
    const moved = offsetMinutes(change.offsetAfter) - offsetMinutes(change.offsetBefore);
    const before = zoneAbbreviation(at - 1000, city.zone);
    const after = zoneAbbreviation(at, city.zone);
    const names = before === after ? "" : ` (${before} to ${after})`;
    return (
      `On ${longDateText(change.localBefore)} at ${clockText(change.localBefore)}, ` +
      `${city.name}'s clocks go ${moved > 0 ? "forward" : "back"} ${durationText(moved)} to ` +
      `${clockText(change.localAfter)}, ${offsetLabel(change.offsetAfter)}${names}. ` +
      `From then ${differenceSentence(from, to, at)}`
    );
  });
}

/** Every hour of today in the first city, and what the second city's clocks show then. */
function hourRows(from: PopularCity, to: PopularCity, today: Temporal.PlainDate): HourRow[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const local = today.toPlainDateTime({ hour });
    const reading = readLocalTime(from.zone, local);
    const there = timeInZone(Date.parse(reading.instant), to.zone);
    const day = there.local.slice(0, 10);
    const note =
      reading.status === "gap"
        ? `${clockText(local.toString())} does not exist in ${from.name} that day: the clocks skip it`
        : reading.status === "overlap"
          ? `${clockText(local.toString())} happens twice in ${from.name} that day; this is the first`
          : "";
    return {
      from: clockText(local.toString()),
      to: clockText(there.local),
      dayShift: day > today.toString() ? "next day" : day < today.toString() ? "previous day" : "",
      note,
    };
  });
}

export function pairView(from: PopularCity, to: PopularCity, now: number): PairView {
  const fromNow = cityNow(from, now);
  const today = Temporal.PlainDate.from(fromNow.local.slice(0, 10));
  return {
    from: fromNow,
    to: cityNow(to, now),
    difference: differenceSentence(from, to, now),
    madeAt: `${new Date(now).toISOString().slice(11, 16)} UTC`,
    changes: changeSentences(from, to, now),
    day: longDateText(fromNow.local),
    hours: hourRows(from, to, today),
    converterHref: converterHref({ from: from.name, to: [to.name] }),
    reverse: { label: `${to.name} to ${from.name}`, href: pairPath(to, from) },
    others: POPULAR_CITIES.filter((city) => city !== from && city !== to).map((city) => ({
      label: `${from.name} to ${city.name}`,
      href: pairPath(from, city),
    })),
    tzdata: tzdataVersion(),
  };
}
