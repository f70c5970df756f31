import type { Language } from "~/i18n/languages";
import { aliasTarget } from "./place-aliases";
import { PLACE_HINT } from "./place-hint";
import { placeName } from "./place-names";
import { findPlace, placeLabel, readPlace, translatedZone } from "./places";
import { ambiguityMessage, findAbbreviation } from "./zone-abbreviations";
import { canonicalZone } from "./zone-time";

/**
 * A zone from what someone types: an IANA id in any letter case ("america/new_york",
 * "Asia/Kolkata", "UTC"), or the place a zone is named after, with spaces and without accents
 * ("New York", "São Paulo", "kolkata", "Buenos Aires"), or an offset ("UTC+8", "GMT-03:30",
 * "+05:30"). The runtime's Intl decides which zones exist (docs/decisions/074-time-zones.md).
 * `resolvePlace` also reads other names of cities (place-aliases.ts), abbreviations
 * (zone-abbreviations.ts), the towns and cities of the place list (places.ts) and their names in
 * the site's other languages (place-names.ts).
 */

/** The areas of the tz database's zone ids, with the sub-areas some use ("America/Argentina"). */
const AREAS = [
  "America",
  "Europe",
  "Asia",
  "Africa",
  "Australia",
  "Pacific",
  "Atlantic",
  "Indian",
  "Antarctica",
  "America/Argentina",
  "America/Indiana",
  "America/Kentucky",
  "America/North_Dakota",
];

/** "São Paulo" → "Sao_Paulo": the form a place takes in a zone id. */
function asZonePlace(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .trim()
    .replace(/[\s_]+/g, "_");
}

/**
 * "UTC+8", "GMT-3:30", "+05:30" → "+08:00", "-03:30", "+05:30": the offset zone Temporal and
 * Intl take. "GMT+8" is UTC+8 here, as people mean it (the tz database's Etc/GMT+8 is UTC−8).
 */
function findOffset(typed: string): string | null {
  const offset = /^(?:utc|gmt)?\s*([+\-−])\s*(\d{1,2})(?::?([0-5]\d))?$/i.exec(typed);
  if (!offset) return null;
  const [, sign, hours = "", minutes = "00"] = offset;
  if (Number(hours) > 14) return null;
  return canonicalZone(`${sign === "+" ? "+" : "-"}${hours.padStart(2, "0")}:${minutes}`);
}

function findZone(text: string): string | null {
  const typed = text.trim();
  if (!typed || typed.length > 64 || !/^[\p{L}\p{M}0-9 _/+\-−.':]+$/u.test(typed)) return null;
  const offset = findOffset(typed);
  if (offset) return offset;
  if (typed.includes("/") || /^(utc|gmt|etc)/i.test(typed)) return canonicalZone(typed);
  const place = asZonePlace(typed);
  for (const area of AREAS) {
    const zone = canonicalZone(`${area}/${place}`);
    if (zone) return zone;
  }
  return null;
}

/** What a text names: a zone, and what the answer should say about it. */
export interface PlaceMatch {
  /** an IANA zone, or for an abbreviation its fixed offset ("-08:00") */
  zone: string;
  /** the town or city it named, when it named one: "Mumbai, Maharashtra, IN" */
  place?: string;
  /** for an abbreviation with a fixed offset: what it is called ("PST"), and whether it is a
   * daylight-saving time, which an offset zone cannot say */
  abbreviation?: string;
  dst?: boolean;
}

function placeOrZone(name: string): PlaceMatch | null {
  const place = findPlace(name);
  if (place) return { zone: place.zone, place: placeLabel(place) };
  const zone = findZone(name);
  return zone ? { zone } : null;
}

/**
 * The zone a text names, in this order: an IANA id or offset; another name of a city or country
 * ("Bombay", "NYC", "Japan"); a place a zone is named after ("Kolkata"); an abbreviation ("PST",
 * "IST (India)"); a town or city of the place list; a zone's city in one of the site's other
 * languages ("東京", "Moskau"), read as its English name. Null when it names none, or names an
 * abbreviation with several readings (`unknownPlaceMessage` says which).
 */
export function resolvePlace(text: string): PlaceMatch | null {
  return resolve(text, true);
}

/** `resolvePlace`, reading names in the other languages or (for their English names) not. */
function resolve(text: string, otherLanguages: boolean): PlaceMatch | null {
  if (text.length > 100) return null;
  const typed = text.trim();
  if (typed.includes("/") || findOffset(typed)) {
    const zone = findZone(typed);
    return zone ? { zone } : null;
  }
  // Before the zones' own places: "Calcutta" and "Kiev" are old zone ids too, and the answer
  // should name Kolkata and Kyiv.
  const alias = aliasTarget(typed);
  if (alias) return placeOrZone(alias);
  const zone = findZone(typed);
  if (zone) return { zone };
  const abbreviation = findAbbreviation(typed);
  if (abbreviation?.kind === "one") {
    const { reading } = abbreviation;
    return reading.offset
      ? { zone: reading.offset, abbreviation: abbreviation.abbreviation, dst: reading.daylight }
      : { zone: reading.zone };
  }
  if (abbreviation) return null;
  const found = readPlace(typed);
  if (found && (otherLanguages || !found.translated)) {
    const named = { zone: found.place.zone, place: placeLabel(found.place) };
    // A name in another language reads as its English name does ("東京" as "Tokyo": the zone),
    // so the pages name the place alike whichever language it was typed in.
    return found.translated ? (asEnglish(found.place.name, found.place.zone) ?? named) : named;
  }
  const city = otherLanguages ? translatedZone(typed) : null;
  return city ? (asEnglish(city.name, city.zone) ?? { zone: city.zone }) : null;
}

/** What the English name of a place in `zone` reads as, when it reads as that zone. */
function asEnglish(name: string, zone: string): PlaceMatch | null {
  const match = resolve(name, false);
  return match && match.zone === zone && !match.abbreviation ? match : null;
}

/**
 * A place's name for a field a page fills in for the visitor (a first visit's places), in the
 * page's language where CLDR names it: "New York" → "ニューヨーク". The fields read it back.
 */
export function defaultPlaceIn(name: string, language: Language): string {
  const zone = resolvePlace(name)?.zone;
  return zone ? placeName({ name, zone }, language) : name;
}

/** Text from a request as a message quotes it: at most 64 characters, in quotes. */
export const quoted = (text: string) => JSON.stringify(text.slice(0, 64));

/**
 * Why `resolvePlace` found no zone: '"Gotham" is not a time zone or place: send …', or for an
 * ambiguous abbreviation '"IST" is ambiguous: India Standard Time (UTC+05:30, send …), …'.
 */
export function unknownPlaceMessage(text: string): string {
  // "IST" alone, or "IST (Mars)": the abbreviation without the region that did not pick one.
  const abbreviation = findAbbreviation(text.replace(/\(.*$/, ""));
  if (abbreviation?.kind === "ambiguous") {
    return ambiguityMessage(quoted(text.trim()), abbreviation.abbreviation, abbreviation.readings);
  }
  if (abbreviation && text.includes("(")) {
    const { reading } = abbreviation;
    return `${quoted(text.trim())} names a region ${abbreviation.abbreviation} is not used in: send "${abbreviation.abbreviation}" (${reading.name}) or ${PLACE_HINT}`;
  }
  return `${quoted(text)} is not a time zone or place: send ${PLACE_HINT}`;
}

/** The refusal of a field naming no zone: 'to "Gotham" is not a time zone or place: send …'. */
export const notAZone = (field: string, text: string) => `${field} ${unknownPlaceMessage(text)}`;
