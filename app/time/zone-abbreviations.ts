/**
 * Time-zone abbreviations people type ("3pm PST", "CET"), and what each means
 * (docs/decisions/074-time-zones.md):
 *
 * - An abbreviation names a fixed offset: PST is UTC−08:00 even in July, as "3pm PST" means. It
 *   is answered as the offset zone ("-08:00"), which Temporal and Intl (Node, workerd) accept.
 * - "ET", "PT" and the like name no season, so they name the zone: ET is New York's clocks.
 * - One that large numbers of people read differently (IST: India, Israel, Ireland) is not
 *   guessed: its readings are listed, and "IST (India)" or the zone picks one. Rare readings
 *   are left out (PST for the Philippines, whose PHT is listed; CDT for Cuba), or "3pm PST"
 *   would always be refused.
 */

export interface AbbreviationReading {
  /** "Pacific Standard Time" */
  name: string;
  /** the fixed offset, "-08:00"; absent for a generic one ("ET"), which follows `zone` */
  offset?: string;
  /** whether it is a daylight-saving (summer) time */
  daylight: boolean;
  /** a zone that keeps this time, for the message that lists the readings */
  zone: string;
  /** the words that pick this reading in "IST (India)": the first is the one messages suggest */
  regions: readonly string[];
}

const reading = (
  name: string,
  offset: string | undefined,
  zone: string,
  regions: readonly string[],
  daylight = false,
): AbbreviationReading => ({ name, ...(offset ? { offset } : {}), daylight, zone, regions });

const DAYLIGHT = true;

/** Upper-case abbreviation → its readings, more than one when it is ambiguous. */
export const ZONE_ABBREVIATIONS: Readonly<Record<string, readonly AbbreviationReading[]>> = {
  // North America
  PST: [reading("Pacific Standard Time", "-08:00", "America/Los_Angeles", ["US", "Pacific"])],
  PDT: [reading("Pacific Daylight Time", "-07:00", "America/Los_Angeles", ["US"], DAYLIGHT)],
  PT: [reading("Pacific Time", undefined, "America/Los_Angeles", ["US"])],
  MST: [reading("Mountain Standard Time", "-07:00", "America/Denver", ["US", "Mountain"])],
  MDT: [reading("Mountain Daylight Time", "-06:00", "America/Denver", ["US"], DAYLIGHT)],
  MT: [reading("Mountain Time", undefined, "America/Denver", ["US"])],
  CST: [
    reading("Central Standard Time", "-06:00", "America/Chicago", ["US", "Central", "Canada"]),
    reading("China Standard Time", "+08:00", "Asia/Shanghai", ["China"]),
    reading("Cuba Standard Time", "-05:00", "America/Havana", ["Cuba"]),
  ],
  CDT: [reading("Central Daylight Time", "-05:00", "America/Chicago", ["US"], DAYLIGHT)],
  CT: [reading("Central Time", undefined, "America/Chicago", ["US"])],
  EST: [reading("Eastern Standard Time", "-05:00", "America/New_York", ["US", "Eastern"])],
  EDT: [reading("Eastern Daylight Time", "-04:00", "America/New_York", ["US"], DAYLIGHT)],
  ET: [reading("Eastern Time", undefined, "America/New_York", ["US"])],
  AKST: [reading("Alaska Standard Time", "-09:00", "America/Anchorage", ["Alaska"])],
  AKDT: [reading("Alaska Daylight Time", "-08:00", "America/Anchorage", ["Alaska"], DAYLIGHT)],
  HST: [reading("Hawaii Standard Time", "-10:00", "Pacific/Honolulu", ["Hawaii"])],
  AST: [
    reading("Atlantic Standard Time", "-04:00", "America/Halifax", ["Atlantic", "Canada"]),
    reading("Arabia Standard Time", "+03:00", "Asia/Riyadh", ["Arabia", "Saudi Arabia"]),
  ],
  ADT: [reading("Atlantic Daylight Time", "-03:00", "America/Halifax", ["Atlantic"], DAYLIGHT)],
  NST: [reading("Newfoundland Standard Time", "-03:30", "America/St_Johns", ["Newfoundland"])],
  NDT: [
    reading("Newfoundland Daylight Time", "-02:30", "America/St_Johns", ["Newfoundland"], DAYLIGHT),
  ],
  // South America
  ART: [reading("Argentina Time", "-03:00", "America/Argentina/Buenos_Aires", ["Argentina"])],
  BRT: [reading("Brasília Time", "-03:00", "America/Sao_Paulo", ["Brazil"])],
  CLT: [reading("Chile Standard Time", "-04:00", "America/Santiago", ["Chile"])],
  CLST: [reading("Chile Summer Time", "-03:00", "America/Santiago", ["Chile"], DAYLIGHT)],
  COT: [reading("Colombia Time", "-05:00", "America/Bogota", ["Colombia"])],
  PET: [reading("Peru Time", "-05:00", "America/Lima", ["Peru"])],
  VET: [reading("Venezuela Time", "-04:00", "America/Caracas", ["Venezuela"])],
  UYT: [reading("Uruguay Time", "-03:00", "America/Montevideo", ["Uruguay"])],
  // Europe and Africa
  GMT: [reading("Greenwich Mean Time", "+00:00", "Europe/London", ["UK"])],
  UTC: [reading("Coordinated Universal Time", "+00:00", "UTC", ["World"])],
  BST: [
    reading("British Summer Time", "+01:00", "Europe/London", ["UK", "Britain"], DAYLIGHT),
    reading("Bangladesh Standard Time", "+06:00", "Asia/Dhaka", ["Bangladesh"]),
  ],
  IST: [
    reading("India Standard Time", "+05:30", "Asia/Kolkata", ["India"]),
    reading("Israel Standard Time", "+02:00", "Asia/Jerusalem", ["Israel"]),
    reading("Irish Standard Time", "+01:00", "Europe/Dublin", ["Ireland", "Irish"], DAYLIGHT),
  ],
  WET: [reading("Western European Time", "+00:00", "Europe/Lisbon", ["Europe"])],
  WEST: [reading("Western European Summer Time", "+01:00", "Europe/Lisbon", ["Europe"], DAYLIGHT)],
  CET: [reading("Central European Time", "+01:00", "Europe/Paris", ["Europe"])],
  CEST: [reading("Central European Summer Time", "+02:00", "Europe/Paris", ["Europe"], DAYLIGHT)],
  EET: [reading("Eastern European Time", "+02:00", "Europe/Athens", ["Europe"])],
  EEST: [reading("Eastern European Summer Time", "+03:00", "Europe/Athens", ["Europe"], DAYLIGHT)],
  MSK: [reading("Moscow Time", "+03:00", "Europe/Moscow", ["Russia"])],
  TRT: [reading("Turkey Time", "+03:00", "Europe/Istanbul", ["Turkey"])],
  WAT: [reading("West Africa Time", "+01:00", "Africa/Lagos", ["Africa"])],
  CAT: [reading("Central Africa Time", "+02:00", "Africa/Maputo", ["Africa"])],
  SAST: [reading("South Africa Standard Time", "+02:00", "Africa/Johannesburg", ["South Africa"])],
  EAT: [reading("East Africa Time", "+03:00", "Africa/Nairobi", ["Africa"])],
  // Asia
  IDT: [reading("Israel Daylight Time", "+03:00", "Asia/Jerusalem", ["Israel"], DAYLIGHT)],
  GST: [reading("Gulf Standard Time", "+04:00", "Asia/Dubai", ["Gulf"])],
  IRST: [reading("Iran Standard Time", "+03:30", "Asia/Tehran", ["Iran"])],
  AFT: [reading("Afghanistan Time", "+04:30", "Asia/Kabul", ["Afghanistan"])],
  PKT: [reading("Pakistan Standard Time", "+05:00", "Asia/Karachi", ["Pakistan"])],
  NPT: [reading("Nepal Time", "+05:45", "Asia/Kathmandu", ["Nepal"])],
  MMT: [reading("Myanmar Time", "+06:30", "Asia/Yangon", ["Myanmar"])],
  ICT: [reading("Indochina Time", "+07:00", "Asia/Bangkok", ["Indochina"])],
  WIB: [reading("Western Indonesia Time", "+07:00", "Asia/Jakarta", ["Indonesia"])],
  WITA: [reading("Central Indonesia Time", "+08:00", "Asia/Makassar", ["Indonesia"])],
  WIT: [reading("Eastern Indonesia Time", "+09:00", "Asia/Jayapura", ["Indonesia"])],
  SGT: [reading("Singapore Time", "+08:00", "Asia/Singapore", ["Singapore"])],
  MYT: [reading("Malaysia Time", "+08:00", "Asia/Kuala_Lumpur", ["Malaysia"])],
  HKT: [reading("Hong Kong Time", "+08:00", "Asia/Hong_Kong", ["Hong Kong"])],
  PHT: [reading("Philippine Time", "+08:00", "Asia/Manila", ["Philippines"])],
  SST: [
    reading("Singapore Standard Time", "+08:00", "Asia/Singapore", ["Singapore"]),
    reading("Samoa Standard Time", "-11:00", "Pacific/Pago_Pago", ["Samoa"]),
  ],
  JST: [reading("Japan Standard Time", "+09:00", "Asia/Tokyo", ["Japan"])],
  KST: [reading("Korea Standard Time", "+09:00", "Asia/Seoul", ["Korea"])],
  // Oceania
  AWST: [reading("Australian Western Standard Time", "+08:00", "Australia/Perth", ["Australia"])],
  ACST: [reading("Australian Central Standard Time", "+09:30", "Australia/Darwin", ["Australia"])],
  ACDT: [
    reading(
      "Australian Central Daylight Time",
      "+10:30",
      "Australia/Adelaide",
      ["Australia"],
      DAYLIGHT,
    ),
  ],
  AEST: [reading("Australian Eastern Standard Time", "+10:00", "Australia/Sydney", ["Australia"])],
  AEDT: [
    reading(
      "Australian Eastern Daylight Time",
      "+11:00",
      "Australia/Sydney",
      ["Australia"],
      DAYLIGHT,
    ),
  ],
  NZST: [reading("New Zealand Standard Time", "+12:00", "Pacific/Auckland", ["New Zealand"])],
  NZDT: [
    reading("New Zealand Daylight Time", "+13:00", "Pacific/Auckland", ["New Zealand"], DAYLIGHT),
  ],
  ChST: [reading("Chamorro Standard Time", "+10:00", "Pacific/Guam", ["Guam"])],
  // Deadlines "anywhere on Earth": the last zone to reach a date.
  AOE: [reading("Anywhere on Earth", "-12:00", "Etc/GMT+12", ["World"])],
};

const byUpperCase = new Map(
  Object.entries(ZONE_ABBREVIATIONS).map(([abbreviation, readings]) => [
    abbreviation.toUpperCase(),
    { abbreviation, readings },
  ]),
);

export type AbbreviationMatch =
  | { kind: "one"; abbreviation: string; reading: AbbreviationReading }
  | { kind: "ambiguous"; abbreviation: string; readings: readonly AbbreviationReading[] };

const sameWord = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

/**
 * The abbreviation a text is, in any letter case: "PST", "cet", or one reading of an ambiguous
 * one picked by a region in parentheses, "IST (India)". Null when it is none.
 */
export function findAbbreviation(text: string): AbbreviationMatch | null {
  const typed = /^\s*([A-Za-z]{2,5})\s*(?:\(\s*([^()]{2,40}?)\s*\))?\s*$/.exec(text);
  if (!typed) return null;
  const entry = byUpperCase.get(typed[1]!.toUpperCase());
  if (!entry) return null;
  const region = typed[2];
  if (region) {
    const picked = entry.readings.find((reading) =>
      reading.regions.some((word) => sameWord(word, region)),
    );
    return picked ? { kind: "one", abbreviation: entry.abbreviation, reading: picked } : null;
  }
  return entry.readings.length === 1
    ? { kind: "one", abbreviation: entry.abbreviation, reading: entry.readings[0]! }
    : { kind: "ambiguous", abbreviation: entry.abbreviation, readings: entry.readings };
}

/** "+05:30" → "UTC+05:30"; the minus is a real one, as answers print it. */
export const offsetLabel = (offset: string) => `UTC${offset.replace("-", "−")}`;

/**
 * '"IST" is ambiguous: India Standard Time (UTC+05:30, send "Asia/Kolkata" or "IST (India)"), …':
 * what a request naming an ambiguous abbreviation is told; `typed` is how it quotes the text.
 */
export function ambiguityMessage(
  typed: string,
  abbreviation: string,
  readings: readonly AbbreviationReading[],
): string {
  const listed = readings.map(
    (reading) =>
      `${reading.name} (${reading.offset ? `${offsetLabel(reading.offset)}, ` : ""}send "${reading.zone}" or "${abbreviation} (${reading.regions[0]})")`,
  );
  return `${typed} is ambiguous: ${listed.join(", ")}`;
}
