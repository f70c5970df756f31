import placesJson from "./data/places.json?raw";
import { translatedPlaceNames } from "./place-names";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The world's towns and cities with their time zones (app/time/data/places.json: 7,278 places
 * reduced from Natural Earth's populated places by scripts/time/build-places.mjs), looked up by
 * name without case or accents, most populous first. Server-only: the list is 300 KB, and no
 * page ships it (docs/decisions/074-time-zones.md). A name in one of the site's other languages
 * (place-names.ts: "ニューヨーク", "Moskau", "Londres") finds its place too, when no place
 * has it as its English name.
 */

export interface Place {
  name: string;
  province: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  zone: string;
  population: number;
}

type Row = [name: string, province: string, country: string, zone: number, population: number];

/** "São Paulo" → "sao paulo", "Jo'burg" → "jo burg": the form names and aliases are compared in. */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

let byName: Map<string, Place[]> | null = null;

/** Read at the first lookup, not with the module: most requests never need it. */
function index(): Map<string, Place[]> {
  if (byName) return byName;
  const { zones, places } = JSON.parse(placesJson) as { zones: string[]; places: Row[] };
  byName = new Map();
  // The rows are most populous first, so each name's list is too.
  for (const [name, province, country, zone, population] of places) {
    const key = placeKey(name);
    const list = byName.get(key) ?? [];
    list.push({ name, province, country, zone: zones[zone]!, population });
    byName.set(key, list);
  }
  return byName;
}

/** Made at the first qualifier read, not with the module (a first Intl object loads ICU's data). */
const countryNames = onFirstUse(() => new Intl.DisplayNames("en", { type: "region" }));

/** Whether a qualifier ("Illinois", "US", "United States") describes the place. */
function describes(place: Place, qualifier: string): boolean {
  const key = placeKey(qualifier);
  return (
    key === placeKey(place.province) ||
    key === place.country.toLowerCase() ||
    key === placeKey(countryNames().of(place.country) ?? "")
  );
}

interface TranslatedName {
  zone: string;
  /** the English name it translates */
  name: string;
}

let byTranslation: Map<string, TranslatedName[]> | null = null;

/** The names in the other languages, read at the first that is looked up. */
function translations(): Map<string, TranslatedName[]> {
  if (byTranslation) return byTranslation;
  byTranslation = new Map();
  for (const [translated, zone, name] of translatedPlaceNames()) {
    const key = placeKey(translated);
    const list = byTranslation.get(key) ?? [];
    if (!list.some((entry) => entry.zone === zone && entry.name === name))
      list.push({ zone, name });
    byTranslation.set(key, list);
  }
  return byTranslation;
}

/** "Portland (Oregon)" or "Portland, Oregon" → the name and its qualifiers. */
function nameAndQualifiers(text: string): [name: string, qualifiers: string[]] {
  // In a comma-separated list of places, the parentheses keep a place's qualifiers with it.
  const bracketed = /^([^()]+)\(([^()]*)\)\s*$/.exec(text);
  const [name = "", ...qualifiers] = bracketed
    ? [bracketed[1]!, ...bracketed[2]!.split(",")]
    : text.split(",");
  return [name, qualifiers];
}

/** The places a name in another language names: each its zone's place of that English name. */
function translatedCandidates(key: string): Place[] {
  return (translations().get(key) ?? [])
    .flatMap(({ zone, name }) =>
      (index().get(placeKey(name)) ?? []).filter((place) => place.zone === zone),
    )
    .sort((a, b) => b.population - a.population);
}

/**
 * The place a text names, and whether it named it in another language than English. English
 * names come first: a name in another language is read only when no place has it in English.
 */
export function readPlace(text: string): { place: Place; translated: boolean } | null {
  const [name, qualifiers] = nameAndQualifiers(text);
  const key = placeKey(name);
  const english = index().get(key);
  const translated = !english;
  const candidates = english ?? translatedCandidates(key);
  const place = candidates.find((candidate) =>
    qualifiers.every((qualifier) => describes(candidate, qualifier)),
  );
  return place ? { place, translated } : null;
}

/**
 * The place a text names: "Mumbai", "Springfield, Illinois", "Paris, FR", "Portland (Oregon,
 * United States)", "東京". The most populous of the places that match, or null.
 */
export function findPlace(text: string): Place | null {
  return readPlace(text)?.place ?? null;
}

/**
 * The zone a name in another language gives as a city no place of the list has ("ロゼラ基地",
 * Antarctica/Rothera), and the zone's English city; null for any other text.
 */
export function translatedZone(text: string): TranslatedName | null {
  return translations().get(placeKey(text))?.[0] ?? null;
}

/** "Springfield, Illinois, US": a place as answers name it. */
export function placeLabel(place: Place): string {
  return [place.name, place.province, place.country].filter(Boolean).join(", ");
}
