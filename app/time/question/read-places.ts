import type { Language } from "~/i18n/languages";
import { zoneCity } from "../local-time-text";
import { placeKey } from "../places";
import { placeName, zoneCityName } from "../place-names";
import { findAbbreviation } from "../zone-abbreviations";
import { resolvePlace } from "../zone-names";

/** The places of a zone question: which are named, and how the answer names them. */

export interface NamedPlace {
  /** as typed, or the visitor's zone */
  text: string;
  /** as answers name it ("Mumbai", "Sydney"), or null when the abbreviation says it ("PST") */
  label: string | null;
}

/** "PST to CET, JST" → ["PST", "CET, JST"]; "to CET" → ["", "CET"]; "PST" → ["PST", ""]. */
export function splitPlaces(text: string): [string, string] {
  const padded = ` ${text} `;
  const split = / (?:to|in|into|as|vs|→|->) /i.exec(padded);
  if (!split) return [text.trim(), ""];
  return [padded.slice(0, split.index).trim(), padded.slice(split.index + split[0].length).trim()];
}

/** "London, Tokyo and Sydney time" → ["London", "Tokyo", "Sydney"]. */
export function placeList(text: string): string[] {
  return text
    .split(/,| and | & /i)
    .map((name) =>
      name
        .trim()
        .replace(/ time$/i, "")
        .trim(),
    )
    .filter(Boolean);
}

/** Whether a text names a zone, or an abbreviation with several (which is still about zones). */
export const namesZone = (text: string) =>
  resolvePlace(text) !== null || findAbbreviation(text.replace(/\(.*$/, "")) !== null;

/**
 * How the answer names a place: its town, the city of its zone id, or the text as typed; a town
 * or zone city in the answer's language where CLDR names it ("Tokyo" → "東京" in Japanese).
 */
function spokenName(text: string, language: Language): string | null {
  const match = resolvePlace(text);
  if (!match || match.abbreviation || /^[+-]/.test(match.zone) || findAbbreviation(text)) {
    return null;
  }
  if (match.place)
    return placeName({ name: match.place.split(",")[0]!, zone: match.zone }, language);
  if (match.zone === "UTC" || match.zone === "GMT") return null;
  const city = zoneCityName(match.zone, language);
  if (text.includes("/") || !/[a-z]/.test(text)) return city;
  // The zone's city typed in another case or language ("new york", "Londres") is the answer's.
  const typed = placeKey(text);
  if (language !== "en" && (typed === placeKey(zoneCity(match.zone)) || typed === placeKey(city))) {
    return city;
  }
  return capitalized(text);
}

/** A name as typed, capitalized when typed in lower case: "new york" → "New York", "uk" → "UK". */
function capitalized(text: string): string {
  if (text === text.toLowerCase()) {
    return text.replace(/\b\p{L}+/gu, (word) =>
      word.length <= 3 && !/^(?:de|la|el|of|the|and|da|do|dos)$/.test(word)
        ? word.toUpperCase()
        : word[0]!.toUpperCase() + word.slice(1),
    );
  }
  return text;
}

export const visitor = (zone: string, language: Language): NamedPlace => ({
  text: zone,
  label: spokenName(zone, language),
});
export const typedPlace = (text: string, language: Language): NamedPlace => ({
  text,
  label: spokenName(text, language),
});
