import { offsetLabel } from "~/time/zone-abbreviations";
import { Temporal } from "temporal-polyfill";
import { nextOffsetChange } from "~/time/zone-changes";
import { readLocalTime, timeInZone, tzdataVersion, zoneAbbreviation } from "~/time/zone-time";
import { converterHref } from "./converter-request";
import { clockText, offsetMinutes } from "~/time/local-time-text";
import { englishTimeText, type TimeText } from "~/time/time-text";
import { placeName } from "~/time/place-names";
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

function cityNow(city: PopularCity, now: number, words: TimeText): CityNow {
  const time = timeInZone(now, city.zone);
  return {
    name: city.name,
    zone: city.zone,
    local: time.local,
    date: words.shortDate(time.local),
    clock: clockText(time.local),
    twelveHour: words.twelveHour(time.local),
    offset: offsetLabel(time.offset),
    abbreviation: zoneAbbreviation(now, city.zone),
  };
}

/** "London is 5 h ahead of New York.", "Paris and Berlin keep the same time." */
function differenceSentence(
  from: PopularCity,
  to: PopularCity,
  at: number,
  words: TimeText,
): string {
  const minutes =
    offsetMinutes(timeInZone(at, to.zone).offset) - offsetMinutes(timeInZone(at, from.zone).offset);
  const cities = { from: from.name, to: to.name, duration: words.duration(minutes) };
  if (minutes === 0) return words.t("citiesSameTime", cities);
  return words.t(minutes > 0 ? "citiesAhead" : "citiesBehind", cities);
}

/** The next change of each city's offset, soonest first, in words. */
function changeSentences(
  from: PopularCity,
  to: PopularCity,
  now: number,
  words: TimeText,
): string[] {
  const changes = [from, to]
    .map((city) => ({ city, change: nextOffsetChange(now, city.zone) }))
    .flatMap(({ city, change }) => (change ? [{ city, change }] : []))
    .sort((a, b) => a.change.instant.localeCompare(b.change.instant));
  return changes.map(({ city, change }) => {
    const at = Date.parse(change.instant);
    const moved = offsetMinutes(change.offsetAfter) - offsetMinutes(change.offsetBefore);
    const before = zoneAbbreviation(at - 1000, city.zone);
    const after = zoneAbbreviation(at, city.zone);
    const offset = offsetLabel(change.offsetAfter);
    return words.t(moved > 0 ? "citiesChangeForward" : "citiesChangeBack", {
      date: words.longDate(Temporal.PlainDate.from(change.localBefore.slice(0, 10))),
      clock: clockText(change.localBefore),
      city: city.name,
      duration: words.duration(moved),
      after: clockText(change.localAfter),
      offset: before === after ? offset : words.t("citiesOffsetNames", { offset, before, after }),
      difference: differenceSentence(from, to, at, words),
    });
  });
}

/** Every hour of today in the first city, and what the second city's clocks show then. */
function hourRows(
  from: PopularCity,
  to: PopularCity,
  today: Temporal.PlainDate,
  words: TimeText,
): HourRow[] {
  return Array.from({ length: 24 }, (_, hour) => {
    const local = today.toPlainDateTime({ hour });
    const reading = readLocalTime(from.zone, local);
    const there = timeInZone(Date.parse(reading.instant), to.zone);
    const day = there.local.slice(0, 10);
    const clock = clockText(local.toString());
    const note =
      reading.status === "gap"
        ? words.t("citiesHourGap", { clock, city: from.name })
        : reading.status === "overlap"
          ? words.t("citiesHourOverlap", { clock, city: from.name })
          : "";
    return {
      from: clock,
      to: clockText(there.local),
      dayShift:
        day > today.toString()
          ? words.t("dayNext")
          : day < today.toString()
            ? words.t("dayPrevious")
            : "",
      note,
    };
  });
}

export function pairView(
  fromCity: PopularCity,
  toCity: PopularCity,
  now: number,
  words: TimeText = englishTimeText,
): PairView {
  // The cities as the page's language names them; their slugs, and so the paths, stay English.
  const named = (city: PopularCity): PopularCity => ({
    ...city,
    name: placeName(city, words.language),
  });
  const [from, to] = [named(fromCity), named(toCity)];
  const fromNow = cityNow(from, now, words);
  const today = Temporal.PlainDate.from(fromNow.local.slice(0, 10));
  const label = (a: PopularCity, b: PopularCity) =>
    words.t("citiesLabel", { from: a.name, to: b.name });
  return {
    from: fromNow,
    to: cityNow(to, now, words),
    difference: differenceSentence(from, to, now, words),
    madeAt: `${new Date(now).toISOString().slice(11, 16)} UTC`,
    changes: changeSentences(from, to, now, words),
    day: words.longDate(today),
    hours: hourRows(from, to, today, words),
    converterHref: converterHref({ from: from.name, to: [to.name] }),
    reverse: { label: label(to, from), href: pairPath(to, from) },
    others: POPULAR_CITIES.filter((city) => city.slug !== from.slug && city.slug !== to.slug).map(
      (city) => ({
        label: label(from, named(city)),
        href: pairPath(from, city),
      }),
    ),
    tzdata: tzdataVersion(),
  };
}
