import type { Language } from "~/i18n/languages";
import { zoneCity } from "./local-time-text";

/**
 * Places' names in a page's language, where CLDR has them: the cities CLDR names for the time
 * zones (app/time/data/place-names.<language>.json, written by scripts/time/build-place-names.mjs;
 * docs/decisions/074-time-zones.md, "Names in other languages"). "New York" is "ニューヨーク" on
 * a Japanese page and "Nueva York" on a Spanish one; a place CLDR does not name keeps its English
 * name, and English pages read no file.
 *
 * Server-only, as places.ts is and for the same reason without the `.server` suffix: the modules
 * that read and name places (places.ts, zone-names.ts, the answers, the meeting planner) are
 * not `.server` modules, which may not import one; only places.ts's importers import this, and
 * the build checks that the place list never reaches a browser. The files come in as text and
 * are parsed at the first name asked in their language, not with the module: the reader needs
 * every language at once and synchronously (東京 may be typed on any page), which a dynamic
 * import per language, as holiday-translations.server.ts does, would not give.
 */

interface NamesFile {
  language: string;
  /** `${zone}|${English name}` → the name in the file's language */
  names: Record<string, string>;
}

const files = import.meta.glob<string>("./data/place-names.*.json", {
  query: "?raw",
  import: "default",
  eager: true,
});

const parsed = new Map<Language, Map<string, string>>();

function namesIn(language: Language): Map<string, string> {
  let names = parsed.get(language);
  if (!names) {
    const text = files[`./data/place-names.${language}.json`];
    names = new Map(text ? Object.entries((JSON.parse(text) as NamesFile).names) : []);
    parsed.set(language, names);
  }
  return names;
}

/** A place as its zone and English name identify it (a `Place` of places.ts is one). */
interface NamedPlace {
  name: string;
  zone: string;
}

/** A place's name on a page in `language`: CLDR's, or the English one. */
export function placeName(place: NamedPlace, language: Language): string {
  if (language === "en") return place.name;
  return namesIn(language).get(`${place.zone}|${place.name}`) ?? place.name;
}

/** The city a zone id names, in `language`: "America/New_York" → "ニューヨーク" in Japanese. */
export const zoneCityName = (zone: string, language: Language): string =>
  placeName({ name: zoneCity(zone), zone }, language);

/**
 * A place's label as answers write it ("Mumbai, Maharashtra, IN", placeLabel in places.ts) with
 * the place's name in `language`; the province and country code stay as they are.
 */
export function placeLabelIn(label: string, zone: string, language: Language): string {
  const comma = label.indexOf(", ");
  const name = comma < 0 ? label : label.slice(0, comma);
  return placeName({ name, zone }, language) + (comma < 0 ? "" : label.slice(comma));
}

/** Every translated name of every language, for the reader: [name, zone, English name]. */
export function translatedPlaceNames(): Array<[name: string, zone: string, english: string]> {
  const entries: Array<[string, string, string]> = [];
  for (const path of Object.keys(files).sort()) {
    const language = /place-names\.(.+)\.json$/.exec(path)?.[1] as Language;
    for (const [key, name] of namesIn(language)) {
      const bar = key.indexOf("|");
      entries.push([name, key.slice(0, bar), key.slice(bar + 1)]);
    }
  }
  return entries;
}
