/**
 * Numbers as people of a locale write them (docs/decisions/053-locale-numbers.md): reading
 * "1,5", "1.234,5", "1 234,5" or "12,34,567" as the visitor means it, and writing exact results
 * with the locale's decimal sign and grouping while keeping every digit. The locale's symbols and
 * grouping come from Intl (CLDR), never from a hand table; digits are always 0–9.
 */

import { DEFAULT_NUMBER_LOCALE } from "./default-number-locale";

/** How a locale writes a number: its decimal and group signs and its grouping. */
export interface NumberSymbols {
  locale: string;
  decimal: string;
  group: string;
  /** digits in the group next to the decimal sign (3; also 3 in hi-IN) */
  primary: number;
  /** digits in the groups further left (3; 2 in hi-IN: 12,34,567) */
  secondary: number;
  /** digits a number needs before the decimal sign before it is grouped at all (2 in es: 1234) */
  minimumGrouping: number;
}

export { DEFAULT_NUMBER_LOCALE };

const symbolsByLocale = new Map<string, NumberSymbols>();

/**
 * The locale Intl supports for `tag` (a BCP 47 tag: "de-DE", "fr-CH", "hi-IN"), canonical;
 * undefined for a malformed or unsupported tag.
 */
export function supportedNumberLocale(tag: string | null | undefined): string | undefined {
  if (!tag || tag.length > 64) return undefined;
  try {
    const [supported] = Intl.NumberFormat.supportedLocalesOf([tag]);
    return supported;
  } catch {
    return undefined; // RangeError: not a well-formed tag
  }
}

/**
 * Holds `symbols` as `locale`'s, read elsewhere (the server's, sent with the page): a browser
 * then writes numbers without starting Intl, whose first use loads its locale data (about 20 ms
 * of a page's main thread, before throttling).
 */
export function holdNumberSymbols(locale: string, symbols: NumberSymbols): void {
  if (!symbolsByLocale.has(locale)) symbolsByLocale.set(locale, symbols);
}

/** `locale`'s symbols (read once per locale from Intl). Throws for a tag Intl refuses. */
export function numberSymbols(locale: string): NumberSymbols {
  const held = symbolsByLocale.get(locale);
  if (held) return held;
  const format = new Intl.NumberFormat(locale, { numberingSystem: "latn" });
  const parts = format.formatToParts(123456789.5);
  const integers = parts.filter((part) => part.type === "integer").map((part) => part.value);
  const symbols: NumberSymbols = {
    locale: format.resolvedOptions().locale,
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
    group: parts.find((part) => part.type === "group")?.value ?? ",",
    primary: integers.at(-1)?.length ?? 3,
    secondary: integers.length > 2 ? integers.at(-2)!.length : (integers.at(-1)?.length ?? 3),
    minimumGrouping: format.formatToParts(1234).some((part) => part.type === "group") ? 1 : 2,
  };
  symbolsByLocale.set(locale, symbols);
  return symbols;
}

/**
 * `plain` ("-4050.1968503937", "1.602176634e-13": the engine's own notation, from
 * formatSignificant or exactDecimal) written for `locale`: "4.050,1968503937" in de-DE,
 * "4 050,1968503937" in fr-FR, "40,50,196.5" in hi-IN. Every digit is kept; only the signs
 * change. Text that is not such a number (a numeral, a case conversion) comes back unchanged.
 */
export function formatForLocale(plain: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?(e[+-]?\d+)?$/.exec(plain);
  if (!match) return plain;
  const [, sign = "", whole = "", fraction, exponent = ""] = match;
  const symbols = numberSymbols(locale);
  const grouped = groupDigits(whole, symbols);
  return `${sign}${grouped}${fraction === undefined ? "" : symbols.decimal + fraction}${exponent}`;
}

/**
 * A figure inside a sentence in the engine's notation: "0.3048", "4050.5", "1.602176634e-13".
 * Not one that is part of a word or symbol ("log10", "OC-192", "1000BASE-T", "L/100 km"), nor
 * a date's or a fraction's second half ("2025-05-09", "9/5").
 */
const FIGURE_IN_TEXT =
  /(?<![\p{L}\p{N}.,_/]|[\p{L}\p{N}]-)\d+(?:\.\d+)?(?:e-?\d+)?(?![\p{L}\p{N}_])/gu;

/**
 * The figures of a sentence the engine wrote ("multiply the value by 0.3048", "°F = °C × 9/5 +
 * 32", "5 ft 3 in = 63 in; then …") written for `locale`: "multiply the value by 0,3048" in de-DE.
 * Only for texts made of the engine's figures and unit symbols; a date or a year in the text would
 * be grouped as a number.
 */
export function formatNumbersInText(text: string, locale: string): string {
  return text.replace(FIGURE_IN_TEXT, (figure) => formatForLocale(figure, locale));
}

function groupDigits(whole: string, symbols: NumberSymbols): string {
  const { primary, secondary, minimumGrouping, group } = symbols;
  if (whole.length < primary + minimumGrouping) return whole;
  const groups = [whole.slice(-primary)];
  let rest = whole.slice(0, -primary);
  while (rest.length > secondary) {
    groups.unshift(rest.slice(-secondary));
    rest = rest.slice(0, -secondary);
  }
  if (rest) groups.unshift(rest);
  return groups.join(group);
}

/** What a typed number was read as. */
export interface LocaleReading {
  /** the number in the engine's notation ("1500.5"), or the text unchanged when it is no plain decimal */
  plain: string;
  /**
   * how an input that could be read two ways was read, e.g. 'read as 1.5: in de-DE a comma is the
   * decimal sign'; undefined when there was only one way
   */
  note?: string;
}

/** Spaces and apostrophes that group digits in some locale (fr-FR, de-CH): before 3 digits. */
const SPACE_GROUP = /(?<=\d)[ \u00a0\u202f\u2009'\u2019](?=\d)/g;
const SPACE_GROUP_OF_THREE = /(?<=\d)[ \u00a0\u202f\u2009'\u2019](?=\d{3}(?!\d))/g;

/**
 * Reads `text` as a person of `locale` writes a number, giving the engine's notation: the
 * decimal comma or point, digits grouped by spaces, thin spaces, apostrophes, dots or commas.
 * - A point and a comma both: the last one is the decimal sign ("1.234,5", "1,234.5").
 * - One sign several times: it groups ("1.234.567", "12,34,567").
 * - One sign once: the locale's decimal sign is a decimal sign; another sign followed by exactly
 *   three digits groups ("1,500" in en-US, "1.500" in de-DE); followed by other than three
 *   digits it can only be a decimal sign ("1,5" anywhere). When the other reading was possible
 *   too ("1,500" in de-DE), `note` says how it was read.
 * Fractions ("3/8", "1 1/2") and anything else that is not a plain decimal are passed through
 * unchanged for the engine's own grammar, which reads them the same in every locale.
 */
export function readLocaleNumber(text: string, locale: string): LocaleReading {
  const trimmed = text.trim().replace(/^[−–]/, "-");
  if (trimmed.includes("/")) return { plain: trimmed };
  const { decimal } = numberSymbols(locale);
  // Digits spaced other than in groups of three ("1 5") are no number this reads.
  const spaced = trimmed.match(SPACE_GROUP)?.length ?? 0;
  if (spaced !== (trimmed.match(SPACE_GROUP_OF_THREE)?.length ?? 0)) return { plain: trimmed };
  const spacesRemoved = trimmed.replace(SPACE_GROUP, "");
  const match = /^([+-]?)([\d.,]+)([eE][+-]?\d+)?$/.exec(spacesRemoved);
  if (!match) return { plain: trimmed };
  const [, sign = "", mantissa = "", exponent = ""] = match;
  const read = readMantissa(mantissa, decimal, locale);
  if (!read) return { plain: trimmed };
  return { plain: `${sign}${read.plain}${exponent}`, note: read.note };
}

function readMantissa(mantissa: string, decimal: string, locale: string): LocaleReading | null {
  const decimalSign = decimal === "," ? "," : ".";
  const points = count(mantissa, ".");
  const commas = count(mantissa, ",");
  if (points + commas === 0) return { plain: mantissa };
  if (points > 0 && commas > 0) {
    const last = mantissa.lastIndexOf(".") > mantissa.lastIndexOf(",") ? "." : ",";
    const other = last === "." ? "," : ".";
    if (count(mantissa, last) > 1) return null;
    const [whole = "", fraction = ""] = mantissa.split(last);
    return validGroups(whole, other) ? { plain: plainOf(whole, other, fraction) } : null;
  }
  const sign = points > 0 ? "." : ",";
  if (count(mantissa, sign) > 1) {
    return validGroups(mantissa, sign) ? { plain: mantissa.replaceAll(sign, "") } : null;
  }
  const [whole = "", fraction = ""] = mantissa.split(sign);
  const asDecimal = whole === "" && fraction === "" ? null : plainOf(whole, sign, fraction);
  const canGroup = /^\d{1,3}$/.test(whole) && /^\d{3}$/.test(fraction);
  if (sign === decimalSign || !canGroup) {
    if (asDecimal === null) return null;
    const note = canGroup
      ? `read as ${unambiguous(asDecimal, decimal)}: in ${locale} ${signName(sign)} is the decimal sign`
      : undefined;
    return { plain: asDecimal, note };
  }
  // A sign other than the locale's decimal, before three digits: it groups them.
  const grouped = whole + fraction;
  return {
    plain: grouped,
    note: `read as ${unambiguous(grouped, decimal)}: in ${locale} ${signName(sign)} groups thousands`,
  };
}

/** "1,234" split on `sign`: groups of three after a first group of 1–3 (or hi-IN's 2s, then 3). */
function validGroups(whole: string, sign: string): boolean {
  if (!whole.includes(sign)) return /^\d+$/.test(whole);
  const groups = whole.split(sign);
  const last = groups.pop()!;
  const [first = "", ...middle] = groups;
  if (!/^\d{3}$/.test(last) || !/^\d{1,3}$/.test(first)) return false;
  const size = middle[0]?.length;
  return middle.every(
    (group) => /^\d+$/.test(group) && group.length === size && (size === 2 || size === 3),
  );
}

function plainOf(whole: string, groupSign: string, fraction: string): string {
  const digits = whole.replaceAll(groupSign, "");
  return fraction === "" ? digits || "0" : `${digits || "0"}.${fraction}`;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

const signName = (sign: string) => (sign === "," ? "a comma" : "a point");

/**
 * A number as the locale writes it but without grouping, so it can be read only one way:
 * "1.500" read in de-DE is "1,5"; "1500" is "1500".
 */
function unambiguous(plain: string, decimal: string): string {
  const [whole = "", fraction = ""] = plain.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${whole}${decimal}${trimmed}` : whole;
}

/**
 * The number locale a request prefers (its Accept-Language), among those Intl supports; the
 * default when it names none.
 */
export function numberLocaleFromAcceptLanguage(header: string | null): string {
  if (!header) return DEFAULT_NUMBER_LOCALE;
  // Asked several times per request (the page cache, the root, the page) and by every visitor
  // with the same browser languages: each header is read once.
  const held = localeByHeader.get(header);
  if (held) return held;
  const locale = readAcceptLanguage(header);
  if (localeByHeader.size >= HEADERS_HELD) localeByHeader.clear();
  localeByHeader.set(header, locale);
  return locale;
}

const HEADERS_HELD = 500;
const localeByHeader = new Map<string, string>();

function readAcceptLanguage(header: string): string {
  const tags = header
    .split(",")
    .map((entry) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const supported = supportedNumberLocale(tag);
    if (supported) return supported;
  }
  return DEFAULT_NUMBER_LOCALE;
}
