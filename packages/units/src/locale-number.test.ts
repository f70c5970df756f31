import { describe, expect, it } from "vitest";
import {
  formatForLocale,
  formatNumbersInText,
  holdNumberSymbols,
  numberLocaleFromAcceptLanguage,
  numberSymbols,
  readLocaleNumber,
  supportedNumberLocale,
} from "./locale-number";
import { parseNumberInput } from "./number-input";

const LOCALES = ["en-US", "en-GB", "de-DE", "fr-FR", "fr-CH", "hi-IN", "ja-JP"] as const;

/** What Intl itself writes for `value` in `locale` (the reference the tests hold us to). */
const intl = (value: number, locale: string, digits = 4) =>
  new Intl.NumberFormat(locale, { numberingSystem: "latn", maximumFractionDigits: digits }).format(
    value,
  );

describe("numberSymbols", () => {
  it("reads each locale's signs and grouping from Intl (CLDR)", () => {
    expect(numberSymbols("en-US")).toMatchObject({
      decimal: ".",
      group: ",",
      primary: 3,
      secondary: 3,
    });
    expect(numberSymbols("de-DE")).toMatchObject({ decimal: ",", group: "." });
    expect(numberSymbols("hi-IN")).toMatchObject({
      decimal: ".",
      group: ",",
      primary: 3,
      secondary: 2,
    });
    expect(numberSymbols("fr-FR").decimal).toBe(",");
    expect(numberSymbols("es-ES").minimumGrouping).toBe(2);
    expect(numberSymbols("en-US").minimumGrouping).toBe(1);
  });

  it("writes with symbols held for a locale (the server's, sent with the page) instead of Intl's", () => {
    const held = { locale: "de-DE", decimal: "·", group: "_", primary: 3, secondary: 3 };
    holdNumberSymbols("de-x-held", { ...held, minimumGrouping: 1 });
    expect(formatForLocale("1234567.5", "de-x-held")).toBe("1_234_567·5");
    // What a locale already holds stays: the first reading wins.
    holdNumberSymbols("de-x-held", { ...held, group: "!", minimumGrouping: 1 });
    expect(formatForLocale("1234.5", "de-x-held")).toBe("1_234·5");
  });
});

describe("formatForLocale", () => {
  it("writes what Intl writes for the same number, in every locale tested", () => {
    for (const locale of [...LOCALES, "es-ES", "de-CH", "sv-SE"]) {
      for (const [plain, value] of [
        ["4050.1968", 4050.1968],
        ["1234567.5", 1234567.5],
        ["-98.6", -98.6],
        ["0.3048", 0.3048],
        ["1234", 1234],
        ["12", 12],
      ] as const) {
        // Intl may write a minus other than "-" (sv-SE: "−"); the engine keeps its own.
        expect(formatForLocale(plain, locale), `${plain} in ${locale}`).toBe(
          intl(value, locale).replace(/^[−\u2212]/, "-"),
        );
      }
    }
  });

  it("keeps every digit of an exact value, beyond what a double holds", () => {
    expect(formatForLocale("4050.1968503937007874015748", "de-DE")).toBe(
      "4.050,1968503937007874015748",
    );
    expect(formatForLocale("123456789012345678901234", "hi-IN")).toBe(
      "1,23,45,67,89,01,23,45,67,89,01,234",
    );
    expect(formatForLocale("123456789012345678901234", "en-US")).toBe(
      "123,456,789,012,345,678,901,234",
    );
    expect(formatForLocale("12345678", "hi-IN")).toBe("1,23,45,678");
    expect(formatForLocale("1.602176634e-13", "fr-FR")).toBe("1,602176634e-13");
  });

  it("leaves text that is no plain number alone", () => {
    for (const text of ["0x1F", "XIV", "hello world", "1/3", ""]) {
      expect(formatForLocale(text, "de-DE")).toBe(text);
    }
  });
});

describe("formatNumbersInText", () => {
  it("writes the figures of the engine's formulas and answers in the locale", () => {
    expect(formatNumbersInText("multiply the value by 0.3048", "de-DE")).toBe(
      "multiply the value by 0,3048",
    );
    expect(formatNumbersInText("divide the value by 1609.344", "fr-FR")).toBe(
      "divide the value by 1\u202f609,344",
    );
    expect(formatNumbersInText("°F = °C × 9/5 + 32", "de-DE")).toBe("°F = °C × 9/5 + 32");
    expect(formatNumbersInText("mpg (US) = 235.214583333333… ÷ L/100 km", "de-DE")).toBe(
      "mpg (US) = 235,214583333333… ÷ L/100 km",
    );
    expect(formatNumbersInText("J = eV × 1.602176634e-19", "de-DE")).toBe(
      "J = eV × 1,602176634e-19",
    );
    expect(formatNumbersInText("5 ft 3 in = 63 in; then multiply the value by 2.54", "de-DE")).toBe(
      "5 ft 3 in = 63 in; then multiply the value by 2,54",
    );
    expect(formatNumbersInText("-4050.5 °C", "en-IN")).toBe("-4,050.5 °C");
    expect(formatNumbersInText("1234567.5 m", "hi-IN")).toBe("12,34,567.5 m");
  });

  it("leaves figures that belong to a word or symbol alone", () => {
    const symbols = "dB = 20 × log10(Pa ÷ 0.00002); OC-1920 and 1000BASE-T";
    expect(formatNumbersInText(symbols, "de-DE")).toBe(
      "dB = 20 × log10(Pa ÷ 0,00002); OC-1920 and 1000BASE-T",
    );
    expect(formatNumbersInText("1.5 gal (US)/100 mi", "de-DE")).toBe("1,5 gal (US)/100 mi");
  });
});

describe("readLocaleNumber", () => {
  const read = (text: string, locale: string) => readLocaleNumber(text, locale);

  it("reads the decimal comma, and grouping by points, spaces and apostrophes", () => {
    expect(read("1,5", "de-DE")).toEqual({ plain: "1.5" });
    expect(read("1.234,5", "de-DE")).toEqual({ plain: "1234.5" });
    expect(read("1 234,5", "fr-FR")).toEqual({ plain: "1234.5" });
    expect(read("1\u202f234,5", "fr-FR")).toEqual({ plain: "1234.5" });
    expect(read("1\u2009234,5", "fr-FR")).toEqual({ plain: "1234.5" });
    expect(read("1\u2019234.5", "de-CH")).toEqual({ plain: "1234.5" });
    expect(read("1'234.5", "de-CH")).toEqual({ plain: "1234.5" });
    expect(read("12,34,567.5", "hi-IN")).toEqual({ plain: "1234567.5" });
    expect(read("1,234,567.5", "ja-JP")).toEqual({ plain: "1234567.5" });
    expect(read("-1,5e3", "de-DE")).toEqual({ plain: "-1.5e3" });
    expect(read("−0,25", "fr-FR")).toEqual({ plain: "-0.25" });
    expect(read(",5", "de-DE")).toEqual({ plain: "0.5" });
  });

  it("reads what only one reading allows the same everywhere", () => {
    for (const locale of LOCALES) {
      expect(read("1,5", locale).plain, locale).toBe("1.5");
      expect(read("1.5", locale).plain, locale).toBe("1.5");
      expect(read("1.234.567", locale).plain, locale).toBe("1234567");
      expect(read("1,234,567", locale).plain, locale).toBe("1234567");
      expect(read("1.234,5", locale).plain, locale).toBe("1234.5");
      expect(read("1,234.5", locale).plain, locale).toBe("1234.5");
      expect(read("1 500", locale).plain, locale).toBe("1500");
      expect(read("42", locale)).toEqual({ plain: "42" });
    }
  });

  it("reads an ambiguous number by the locale, and says how", () => {
    expect(read("1,500", "de-DE")).toEqual({
      plain: "1.500",
      note: "read as 1,5: in de-DE a comma is the decimal sign",
    });
    expect(read("1,500", "en-US")).toEqual({
      plain: "1500",
      note: "read as 1500: in en-US a comma groups thousands",
    });
    expect(read("1.500", "de-DE")).toEqual({
      plain: "1500",
      note: "read as 1500: in de-DE a point groups thousands",
    });
    expect(read("1.500", "en-GB")).toMatchObject({ plain: "1.500" });
    expect(parseNumberInput(read("1,500", "fr-FR").plain)?.toNumber()).toBe(1.5);
  });

  it("passes fractions through, and refuses what is no number", () => {
    expect(read("1 1/2", "de-DE")).toEqual({ plain: "1 1/2" });
    expect(read("3/8", "fr-FR")).toEqual({ plain: "3/8" });
    expect(parseNumberInput(read("1,2,3", "de-DE").plain)).toBeNull();
    expect(parseNumberInput(read("1 5", "fr-FR").plain)).toBeNull();
    expect(parseNumberInput(read("1.2.3,4,5", "de-DE").plain)).toBeNull();
    expect(parseNumberInput(read("12,34,5", "hi-IN").plain)).toBeNull();
    expect(parseNumberInput(read("abc", "en-US").plain)).toBeNull();
    expect(parseNumberInput(read(",", "de-DE").plain)).toBeNull();
  });

  it("round-trips: what it writes for a locale it reads back to the same number", () => {
    for (const locale of [...LOCALES, "es-ES", "de-CH"]) {
      for (const plain of ["1234567.891", "0.5", "1500", "-42.125", "7"]) {
        const written = formatForLocale(plain, locale);
        expect(readLocaleNumber(written, locale).plain, `${written} in ${locale}`).toBe(plain);
      }
    }
  });
});

describe("locales from requests", () => {
  it("takes the first supported language of Accept-Language by weight", () => {
    expect(numberLocaleFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("de-DE");
    expect(numberLocaleFromAcceptLanguage("en;q=0.5, fr-CH")).toBe("fr-CH");
    expect(numberLocaleFromAcceptLanguage("*")).toBe("en-US");
    expect(numberLocaleFromAcceptLanguage(null)).toBe("en-US");
    expect(numberLocaleFromAcceptLanguage("not a tag!!, ja-JP")).toBe("ja-JP");
  });

  it("refuses malformed tags", () => {
    expect(supportedNumberLocale("de-DE")).toBe("de-DE");
    expect(supportedNumberLocale("x")).toBeUndefined();
    expect(supportedNumberLocale("en_US!")).toBeUndefined();
    expect(supportedNumberLocale("")).toBeUndefined();
  });
});

describe("conversions in a locale", () => {
  it("convert() and free-text queries read the locale's numbers", async () => {
    const { convert } = await import("./convert");
    const { answerQuery, getTable } = await import("./catalogue");
    const length = getTable("length");
    expect(convert(length, "1,5", "meter", "centimeter", { locale: "de-DE" })).toMatchObject({
      status: "ok",
      result: "150",
    });
    expect(convert(length, "1.234,5", "meter", "kilometer", { locale: "de-DE" })).toMatchObject({
      result: "1.2345",
    });
    // Without a locale, a decimal comma is still refused rather than read as 15.
    expect(convert(length, "1,5", "meter", "centimeter").status).toBe("empty");
    const answer = answerQuery("1,5 m in ft", { locale: "de-DE" });
    expect(answer).toMatchObject({ status: "ok", from: "meter", to: "foot" });
    expect(answer.status === "ok" && answer.conversion.result).toBe("4.92125984251969");
    expect(answerQuery("1 500 m to km", { locale: "fr-FR" })).toMatchObject({ status: "ok" });
    const feet = answerQuery(`5'3" to cm`, { locale: "de-DE" });
    expect(feet.status === "ok" && feet.conversion.result).toBe("160.02");
  });
});
