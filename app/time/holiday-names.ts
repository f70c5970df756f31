import type { TimeText } from "./time-text";

/**
 * A holiday region's name in the page's language: the country as Intl.DisplayNames writes it,
 * with what the list says of its holidays ("(national holidays)") or its part ("United Kingdom:
 * Scotland") in the language's words. English keeps the list's names (holiday-regions.json).
 * The holidays' own names stay as the holiday data has them.
 */

const QUALIFIERS = [
  ["(national holidays)", "holidayRegionNational"],
  ["(nationwide holidays)", "holidayRegionNationwide"],
  ["(federal holidays)", "holidayRegionFederal"],
] as const;

const PARTS = {
  "GB-ENG": "holidayRegionEngland",
  "GB-NIR": "holidayRegionNorthernIreland",
  "GB-SCT": "holidayRegionScotland",
  "GB-WLS": "holidayRegionWales",
} as const;

const displayNames = new Map<string, Intl.DisplayNames>();
const names = new Map<string, string>();

export function holidayRegionName(code: string, name: string, words: TimeText): string {
  if (words.language === "en") return name;
  const key = `${words.language} ${code}`;
  const known = names.get(key);
  if (known !== undefined) return known;
  let regions = displayNames.get(words.language);
  if (!regions) {
    regions = new Intl.DisplayNames(words.language === "pt-br" ? "pt-BR" : words.language, {
      type: "region",
    });
    displayNames.set(words.language, regions);
  }
  const country = regions.of(code.slice(0, 2)) ?? name;
  const part = PARTS[code as keyof typeof PARTS];
  const qualifier = QUALIFIERS.find(([text]) => name.endsWith(text))?.[1];
  const text = part
    ? words.t(part, { country })
    : qualifier
      ? words.t(qualifier, { country })
      : country;
  names.set(key, text);
  return text;
}
