import type { TimeText } from "./time-text";
import { findAbbreviation, offsetLabel } from "./zone-abbreviations";
import { quoted } from "./zone-names";

/**
 * Why a place typed on a time page names no zone, in the page's language: what
 * `unknownPlaceMessage` (zone-names.ts) tells the API, which stays English. The zones, the
 * abbreviations and the region words that pick one are what the visitor types, so they stay as
 * typed; an abbreviation's name ("India Standard Time") is the list's.
 */
export function placeProblem(text: string, words: TimeText): string {
  const { t } = words;
  const abbreviation = findAbbreviation(text.replace(/\(.*$/, ""));
  if (abbreviation?.kind === "ambiguous") {
    const readings = abbreviation.readings.map((reading) => {
      const pick = `${abbreviation.abbreviation} (${reading.regions[0]})`;
      return reading.offset
        ? t("placeAmbiguousReading", {
            name: reading.name,
            offset: offsetLabel(reading.offset),
            zone: reading.zone,
            pick,
          })
        : t("placeAmbiguousReadingNoOffset", { name: reading.name, zone: reading.zone, pick });
    });
    return t("placeAmbiguous", { place: quoted(text.trim()), readings: readings.join(", ") });
  }
  if (abbreviation && text.includes("(")) {
    return t("placeWrongRegion", {
      place: quoted(text.trim()),
      abbreviation: abbreviation.abbreviation,
      name: abbreviation.reading.name,
    });
  }
  return t("placeUnknown", { place: quoted(text) });
}
