import { findPlace, placeLabel } from "./places";
import { canonicalZone } from "./zone-time";

/**
 * A zone from what someone types: an IANA id in any letter case ("america/new_york",
 * "Asia/Kolkata", "UTC"), or the place a zone is named after, with spaces and without accents
 * ("New York", "São Paulo", "kolkata", "Buenos Aires"). The runtime's Intl decides which zones
 * exist (docs/decisions/074-time-zones.md). Other towns and cities are found in the place list
 * (places.ts) by `resolvePlace`.
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

function findZone(text: string): string | null {
  const typed = text.trim();
  if (!typed || typed.length > 64 || !/^[\p{L}\p{M}0-9 _/+\-.']+$/u.test(typed)) return null;
  if (typed.includes("/") || /^(utc|gmt|etc)/i.test(typed)) return canonicalZone(typed);
  const place = asZonePlace(typed);
  for (const area of AREAS) {
    const zone = canonicalZone(`${area}/${place}`);
    if (zone) return zone;
  }
  return null;
}

/** A zone, and the town or city the text named when it was one ("Mumbai, Maharashtra, IN"). */
export function resolvePlace(text: string): { zone: string; place?: string } | null {
  const zone = findZone(text);
  if (zone) return { zone };
  if (text.length > 100) return null;
  const place = findPlace(text);
  return place ? { zone: place.zone, place: placeLabel(place) } : null;
}

/** What a request's field should hold, for its messages. */
export const PLACE_HINT =
  'an IANA zone such as "Europe/Berlin", or a town or city such as "Mumbai"';

/** Text from a request as a message quotes it: at most 64 characters, in quotes. */
export const quoted = (text: string) => JSON.stringify(text.slice(0, 64));

/** The refusal of a field naming no zone: 'to "Gotham" is not a time zone or place: send …'. */
export const notAZone = (field: string, text: string) =>
  `${field} ${quoted(text)} is not a time zone or place: send ${PLACE_HINT}`;
