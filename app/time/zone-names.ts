import { canonicalZone } from "./zone-time";

/**
 * A zone from what someone types: an IANA id in any letter case ("america/new_york",
 * "Asia/Kolkata", "UTC"), or the place a zone is named after, with spaces and without accents
 * ("New York", "São Paulo", "kolkata", "Buenos Aires"). The runtime's Intl decides which zones
 * exist (docs/decisions/074-time-zones.md). Places that name no zone (most cities) are for the
 * place list to come.
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

export function findZone(text: string): string | null {
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
