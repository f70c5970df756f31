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

/** How the answer names a place: its town, the city of its zone id, or the text as typed. */
function spokenName(text: string): string | null {
  const match = resolvePlace(text);
  if (!match || match.abbreviation || /^[+-]/.test(match.zone) || findAbbreviation(text)) {
    return null;
  }
  if (match.place) return match.place.split(",")[0]!;
  if (match.zone === "UTC" || match.zone === "GMT") return null;
  if (text.includes("/") || !/[a-z]/.test(text))
    return match.zone.split("/").at(-1)!.replace(/_/g, " ");
  // "new york" → "New York", "uk" → "UK".
  if (text === text.toLowerCase()) {
    return text.replace(/\b\p{L}+/gu, (word) =>
      word.length <= 3 && !/^(?:de|la|el|of|the|and|da|do|dos)$/.test(word)
        ? word.toUpperCase()
        : word[0]!.toUpperCase() + word.slice(1),
    );
  }
  return text;
}

export const visitor = (zone: string): NamedPlace => ({ text: zone, label: spokenName(zone) });
export const typedPlace = (text: string): NamedPlace => ({ text, label: spokenName(text) });
