import placesJson from "./data/places.json?raw";

/**
 * The world's towns and cities with their time zones (app/time/data/places.json: 7,278 places
 * reduced from Natural Earth's populated places by scripts/time/build-places.mjs), looked up by
 * name without case or accents, most populous first. Server-only: the list is 300 KB, and no
 * page ships it (docs/decisions/074-time-zones.md).
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

const countryNames = new Intl.DisplayNames("en", { type: "region" });

/** Whether a qualifier ("Illinois", "US", "United States") describes the place. */
function describes(place: Place, qualifier: string): boolean {
  const key = placeKey(qualifier);
  return (
    key === placeKey(place.province) ||
    key === place.country.toLowerCase() ||
    key === placeKey(countryNames.of(place.country) ?? "")
  );
}

/**
 * The place a text names: "Mumbai", "Springfield, Illinois", "Paris, FR", "Portland (Oregon,
 * United States)". The most populous of the places that match, or null.
 */
export function findPlace(text: string): Place | null {
  // "Portland (Oregon)" as well as "Portland, Oregon": in a comma-separated list of places,
  // the parentheses keep a place's qualifiers with it.
  const bracketed = /^([^()]+)\(([^()]*)\)\s*$/.exec(text);
  const [name = "", ...qualifiers] = bracketed
    ? [bracketed[1]!, ...bracketed[2]!.split(",")]
    : text.split(",");
  const candidates = index().get(placeKey(name)) ?? [];
  return (
    candidates.find((place) => qualifiers.every((qualifier) => describes(place, qualifier))) ?? null
  );
}

/** "Springfield, Illinois, US": a place as answers name it. */
export function placeLabel(place: Place): string {
  return [place.name, place.province, place.country].filter(Boolean).join(", ");
}
