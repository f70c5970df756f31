import { Temporal } from "temporal-polyfill";
import { describe, expect, test } from "vitest";
import type { Language } from "~/i18n/languages";
import { holidayNames } from "./holiday-translations.server";
import { HOLIDAY_YEARS } from "./holiday-regions";
import { holidayCalendar } from "./holidays";

/** The name of `code`'s holiday on `day`, as a page in `language` writes it. */
async function nameOn(language: Language, code: string, day: string) {
  const calendar = holidayCalendar(code)!;
  const date = Temporal.PlainDate.from(day);
  const holiday = calendar.holidaysIn(date.year).get(date.dayOfYear);
  if (!holiday) throw new Error(`${day} is no holiday in ${code}`);
  return (await holidayNames(language)).nameOf(calendar, holiday);
}

describe("holiday names in the page's language", () => {
  test("a German holiday in German, and England's in German where the data has it", async () => {
    expect(await nameOn("de", "DE", "2026-12-25")).toEqual({
      text: "1. Weihnachtstag",
      language: "de",
    });
    expect(await nameOn("de", "DE", "2026-10-03")).toEqual({
      text: "Tag der Deutschen Einheit",
      language: "de",
    });
    // Austria's own German: the country's variant comes first.
    expect((await nameOn("de", "AT", "2026-12-25")).text).toBe("Christtag");
    // A day off that moved keeps "substitute day" in the same language.
    expect(await nameOn("de", "GB-ENG", "2026-12-28")).toEqual({
      text: "2. Weihnachtstag (Ersatztag)",
      language: "de",
    });
  });

  test("Japanese holidays in Japanese, by the name each year had", async () => {
    expect(await nameOn("ja", "JP", "2026-01-01")).toEqual({ text: "元日", language: "ja" });
    // One English name, "Sports Day", two Japanese ones: 体育の日 until 2019.
    expect((await nameOn("ja", "JP", "2019-10-14")).text).toBe("体育の日");
    expect((await nameOn("ja", "JP", "2026-10-12")).text).toBe("スポーツの日");
    expect(await nameOn("ja", "JP", "2026-05-06")).toEqual({
      text: "憲法記念日 (振替休日)",
      language: "ja",
    });
  });

  test("a name the data has no translation of stays as the table has it, in its language", async () => {
    expect(await nameOn("de", "GB-ENG", "2026-05-25")).toEqual({
      text: "Spring bank holiday",
      language: "en",
    });
    expect(await nameOn("ja", "US", "2026-11-26")).toEqual({
      text: "Thanksgiving Day",
      language: "en",
    });
    // Where the data has no English either, the table's name is the country's own.
    expect(await nameOn("fr", "PT", "2026-10-05")).toEqual({
      text: "Implantação da República",
      language: "pt",
    });
    expect(await nameOn("pt-br", "PT", "2026-10-05")).toEqual({
      text: "Implantação da República",
      language: "pt-br",
    });
  });

  test("English pages keep the table's names", async () => {
    expect(await nameOn("en", "DE", "2026-12-25")).toEqual({
      text: "Christmas Day",
      language: "en",
    });
  });

  test("a country's holidays are all named in its language, every year", async () => {
    const countries: Array<[Language, string[]]> = [
      ["es", ["ES", "MX", "AR"]],
      ["de", ["DE", "AT", "CH"]],
      ["fr", ["FR", "BE", "CA"]],
      ["pt-br", ["BR", "PT"]],
      ["ja", ["JP"]],
    ];
    for (const [language, codes] of countries) {
      const names = await holidayNames(language);
      for (const code of codes) {
        const calendar = holidayCalendar(code)!;
        for (let year = HOLIDAY_YEARS.first; year <= HOLIDAY_YEARS.last; year++) {
          for (const holiday of calendar.holidaysIn(year).values()) {
            const name = names.nameOf(calendar, holiday);
            expect(name.language, `${code} ${holiday.date.toString()} ${name.text}`).toBe(language);
          }
        }
      }
    }
  });
});
