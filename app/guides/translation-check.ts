import { htmlToCheckableText } from "./html-text";

/**
 * The check of a guide's translation against its English guide
 * (docs/decisions/082-guide-translations.md). The English guide passed the engine's fact-check;
 * a translation is shown only when it keeps every figure of it (the same numbers, each as often,
 * read in the translation's own number format), every unit symbol, and the same HTML elements.
 * Pure: text in, differences out.
 */

/** How a language writes numbers: its decimal mark and the marks that group thousands. */
interface NumberFormat {
  decimal: "." | ",";
  groups: readonly string[];
}

// Grouping by spaces includes the no-break and narrow no-break spaces Intl writes.
const SPACES = [" ", "\u00a0", "\u202f"];

/** Number formats by language code (app/i18n/languages.ts); unknown codes read as English. */
const NUMBER_FORMATS: Record<string, NumberFormat> = {
  en: { decimal: ".", groups: [","] },
  ja: { decimal: ".", groups: [","] },
  de: { decimal: ",", groups: ["."] },
  "pt-br": { decimal: ",", groups: ["."] },
  es: { decimal: ",", groups: [".", ...SPACES] },
  fr: { decimal: ",", groups: SPACES },
};

/** One way the translation differs from its English guide. */
export interface TranslationProblem {
  kind: "number" | "symbol" | "tag";
  /** the number (as a plain decimal, "1609.344"), the unit symbol, or the element's name */
  value: string;
  /** how often the English guide has it */
  english: number;
  /** how often the translation has it */
  translated: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every number of `text` as a plain decimal ("1.609,344" in German → "1609.344"), signs kept
 * ("-40", also written "−40"), in order. A thousands group is exactly three digits, so "0.3048"
 * read as German is two numbers, 0 and 3048: a figure left in English format counts as changed.
 */
export function numbersIn(text: string, language: string): string[] {
  const format = NUMBER_FORMATS[language] ?? NUMBER_FORMATS.en!;
  const group = `[${format.groups.map(escape).join("")}]`;
  const decimal = escape(format.decimal);
  const pattern = new RegExp(
    `(?<![\\p{L}\\d])([-\u2212](?=\\d))?(\\d{1,3}(?:${group}\\d{3}(?!\\d))+|\\d+)(?:${decimal}(\\d+))?`,
    "gu",
  );
  const numbers: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const whole = (match[2] ?? "").replace(/\D/g, "").replace(/^0+(?=\d)/, "");
    const fraction = (match[3] ?? "").replace(/0+$/, "");
    const value = fraction ? `${whole}.${fraction}` : whole;
    numbers.push(match[1] && /[1-9]/.test(value) ? `-${value}` : value);
  }
  return numbers;
}

/** How often each opening tag's element occurs in `html` ("h2" → 4). */
function tagsIn(html: string): string[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((match) => match[1]!.toLowerCase());
}

/**
 * How often `symbol` follows a number in `text` ("5 ft", "0,3048 m"; not the "in" of a sentence):
 * where a symbol states a figure's unit.
 */
function symbolCount(text: string, symbol: string): number {
  const pattern = new RegExp(
    `(?<=\\d[ \u00a0\u202f]?)${escape(symbol)}(?![\\p{L}\\p{M}\\d])`,
    "gu",
  );
  return [...text.matchAll(pattern)].length;
}

function counts(items: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of items) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
}

function differences(
  kind: TranslationProblem["kind"],
  english: readonly string[],
  translated: readonly string[],
): TranslationProblem[] {
  const before = counts(english);
  const after = counts(translated);
  const problems: TranslationProblem[] = [];
  for (const value of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(value) ?? 0;
    const b = after.get(value) ?? 0;
    if (a !== b) problems.push({ kind, value, english: a, translated: b });
  }
  return problems;
}

/**
 * What a translation (`translated`, sanitized HTML in `language`) changed of its English guide
 * (`english`, sanitized HTML): numbers added, dropped or altered; unit symbols (`symbols`, the
 * converter's) that occur fewer times than in English; elements added or dropped. Empty when
 * it kept them all.
 */
export function checkTranslation({
  english,
  translated,
  language,
  symbols,
}: {
  english: string;
  translated: string;
  language: string;
  symbols: readonly string[];
}): TranslationProblem[] {
  const englishText = htmlToCheckableText(english);
  const translatedText = htmlToCheckableText(translated);
  const numbers = differences(
    "number",
    numbersIn(englishText, "en"),
    numbersIn(translatedText, language),
  );
  const symbolProblems = [...new Set(symbols)]
    .filter((symbol) => symbol.trim() !== "" && !/^\d+$/.test(symbol))
    .flatMap((symbol): TranslationProblem[] => {
      const a = symbolCount(englishText, symbol);
      const b = symbolCount(translatedText, symbol);
      // A symbol may be repeated (a translation can say "m" where English said "meters").
      return b < a ? [{ kind: "symbol", value: symbol, english: a, translated: b }] : [];
    });
  const tags = differences("tag", tagsIn(english), tagsIn(translated));
  return [...numbers, ...symbolProblems, ...tags];
}
