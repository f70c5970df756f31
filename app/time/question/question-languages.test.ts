import { beforeAll, describe, expect, test } from "vitest";
import type { Language } from "~/i18n/languages";
import { englishTimeText, type TimeText } from "../time-text";
import { timeText } from "../time-text.server";
import { unknownPlaceMessage } from "../zone-names";
import { answered, ask, NOW } from "./test-questions";

// Answers and refusals in the asker's language (decision 080): the questions are read in
// English, the lines are written with the `time` messages and the language's dates and clocks,
// and name the cities as CLDR does in the language where it differs (place-names.ts).

const words = {} as Record<Language, TimeText>;
beforeAll(async () => {
  for (const language of ["en", "de", "fr", "ja", "es", "pt-br"] as const) {
    words[language] = await timeText(language);
  }
});

const inBerlin = (language: Language) => ({
  now: NOW,
  zone: "Europe/Berlin",
  words: words[language],
});
const lineIn = (language: Language, question: string) =>
  answered(question, inBerlin(language)).answer;
const refusalIn = (language: Language, question: string) => {
  const result = ask(question, inBerlin(language));
  if (result.kind !== "error") throw new Error(`${question}: ${JSON.stringify(result)}`);
  return result.message;
};

describe("answers in German, French and Japanese", () => {
  test.each([
    [
      "3pm PST to CET",
      "15:00 PST (UTC−08:00) entspricht 00:00 CET (UTC+01:00) am nächsten Tag, Sonntag, 29. November 2026",
      "15:00 PST (UTC−08:00) correspond à 00:00 CET (UTC+01:00) le lendemain, dimanche 29 novembre 2026",
      "15:00 PST（UTC−08:00） は、2026年11月29日日曜日（翌日）の 00:00 CET（UTC+01:00） です",
    ],
    [
      "10:00 Tokyo in London",
      "10:00 JST (UTC+09:00) in Tokio entspricht 01:00 GMT (UTC+00:00) in London am selben Tag, Samstag, 28. November 2026",
      "10:00 JST (UTC+09:00) à Tokyo correspond à 01:00 GMT (UTC+00:00) à Londres le même jour, samedi 28 novembre 2026",
      "東京 の 10:00 JST（UTC+09:00） は、2026年11月28日土曜日（同日）の ロンドン の 01:00 GMT（UTC+00:00） です",
    ],
    [
      "9:30 am New York to London, Tokyo",
      "09:30 EST (UTC−05:00) in New York, Samstag, 28. November 2026, entspricht 14:30 GMT (UTC+00:00) in London und 23:30 JST (UTC+09:00) in Tokio",
      "09:30 EST (UTC−05:00) à New York, le samedi 28 novembre 2026, correspond à 14:30 GMT (UTC+00:00) à Londres et 23:30 JST (UTC+09:00) à Tokyo",
      "2026年11月28日土曜日 の ニューヨーク の 09:30 EST（UTC−05:00） は、ロンドン の 14:30 GMT（UTC+00:00）、東京 の 23:30 JST（UTC+09:00） です",
    ],
    [
      "2026-03-08 02:30 Los Angeles to Berlin",
      "02:30 gab es am Sonntag, 8. März 2026 in Los Angeles nicht: Die Uhren wurden vorgestellt. 03:30 PDT (UTC−07:00) in Los Angeles entspricht 11:30 CET (UTC+01:00) in Berlin am selben Tag, Sonntag, 8. März 2026",
      "02:30 n’a pas existé à Los Angeles le dimanche 8 mars 2026 : les horloges ont été avancées. 03:30 PDT (UTC−07:00) à Los Angeles correspond à 11:30 CET (UTC+01:00) à Berlin le même jour, dimanche 8 mars 2026",
      "2026年3月8日日曜日、ロサンゼルス に 02:30 はありませんでした（時計が進められたため）。ロサンゼルス の 03:30 PDT（UTC−07:00） は、2026年3月8日日曜日（同日）の ベルリン の 11:30 CET（UTC+01:00） です",
    ],
    [
      "What time is it in Kathmandu and London?",
      "Es ist 02:15 NPT (UTC+05:45) in Kathmandu, Sonntag, 29. November 2026; 20:30 GMT (UTC+00:00) in London, Samstag, 28. November 2026",
      "Il est 02:15 NPT (UTC+05:45) à Katmandou, le dimanche 29 novembre 2026 ; 20:30 GMT (UTC+00:00) à Londres, le samedi 28 novembre 2026",
      "現在の時刻：カトマンズ の 02:15 NPT（UTC+05:45）、2026年11月29日日曜日；ロンドン の 20:30 GMT（UTC+00:00）、2026年11月28日土曜日",
    ],
    [
      "90 days from 2026-11-28",
      "90 Tage nach Samstag, 28. November 2026 ist Freitag, 26. Februar 2027",
      "90 jours après le samedi 28 novembre 2026, c’est le vendredi 26 février 2027",
      "2026年11月28日土曜日 の 90日後は 2027年2月26日金曜日 です",
    ],
    [
      "36 hours from now",
      "36 Stunden nach Samstag, 28. November 2026, 21:30 ist Montag, 30. November 2026, 09:30",
      "36 heures après le samedi 28 novembre 2026, 21:30, c’est le lundi 30 novembre 2026, 09:30",
      "2026年11月28日土曜日 21:30 の 36時間後は 2026年11月30日月曜日 09:30 です",
    ],
    [
      "what day is 2026-12-25",
      "Der 25. Dezember 2026 ist ein Freitag (ISO-Woche 52, Tag 359 des Jahres)",
      "Le 25 décembre 2026 est un vendredi (semaine ISO 52, jour 359 de l’année)",
      "2026年12月25日 は金曜日です（ISO 週番号 52、年間 359 日目）",
    ],
    [
      "week number 2027-01-01",
      "Freitag, 1. Januar 2027 liegt in der ISO-Woche 53 von 2026 (Wochen beginnen am Montag)",
      "Le vendredi 1 janvier 2027 est dans la semaine ISO 53 de 2026 (les semaines commencent le lundi)",
      "2027年1月1日金曜日 は 2026 年の ISO 第 53 週です（週は月曜日に始まります）",
    ],
    [
      "days between 2026-01-01 and 2026-12-25",
      "358 Tage (51 Wochen und 1 Tag) von Donnerstag, 1. Januar 2026 bis Freitag, 25. Dezember 2026",
      "358 jours (51 semaines et 1 jour) du jeudi 1 janvier 2026 au vendredi 25 décembre 2026",
      "2026年1月1日木曜日 から 2026年12月25日金曜日 まで 358日（51週間、1日）",
    ],
    [
      "time since 2000-01-01",
      "26 Jahre, 10 Monate und 27 Tage (9.828 Tage) seit Samstag, 1. Januar 2000",
      "26 ans, 10 mois et 27 jours (9\u202f828 jours) depuis le samedi 1 janvier 2000",
      "2000年1月1日土曜日 から 26年、10か月、27日（9,828日）",
    ],
    [
      "how many business days until 25 December",
      "19 Werktage (Montag bis Freitag, ohne Feiertage; 27 Tage) bis Freitag, 25. Dezember 2026",
      "19 jours ouvrés (du lundi au vendredi, sans jours fériés ; 27 jours) jusqu’au vendredi 25 décembre 2026",
      "2026年12月25日金曜日 まで 19営業日（月曜から金曜、祝日なし。27日）",
    ],
    [
      "days until 2026-01-01",
      "Donnerstag, 1. Januar 2026 ist 331 Tage (47 Wochen und 2 Tage) her",
      "Le jeudi 1 janvier 2026, c’était il y a 331 jours (47 semaines et 2 jours)",
      "2026年1月1日木曜日 は 331日（47週間、2日）前です",
    ],
    [
      "1700000000 unix to date",
      "Die Unixzeit 1700000000 ist Dienstag, 14. November 2023, 22:13:20 UTC (Dienstag, 14. November 2023, 23:13:20 in Europe/Berlin)",
      "Le temps Unix 1700000000 correspond au mardi 14 novembre 2023, 22:13:20 UTC (le mardi 14 novembre 2023, 23:13:20 dans Europe/Berlin)",
      "Unix 時間 1700000000 は 2023年11月14日火曜日 22:13:20 UTC です（Europe/Berlin では 2023年11月14日火曜日 23:13:20）",
    ],
    [
      "2026-11-28 to unix",
      "Samstag, 28. November 2026, 00:00 in Europe/Berlin ist die Unixzeit 1795820400",
      "Le samedi 28 novembre 2026, 00:00 dans Europe/Berlin correspond au temps Unix 1795820400",
      "Europe/Berlin の 2026年11月28日土曜日 00:00 は Unix 時間 1795820400 です",
    ],
  ])("%s", (question, german, french, japanese) => {
    expect(lineIn("de", question)).toBe(german);
    expect(lineIn("fr", question)).toBe(french);
    expect(lineIn("ja", question)).toBe(japanese);
  });

  test("the data and the link stay the same in every language", () => {
    for (const question of ["3pm PST to CET", "90 days from today", "unix 1700000000"]) {
      const { answer: english, ...data } = answered(question);
      const { answer: german, ...same } = answered(question, inBerlin("de"));
      expect(german).not.toBe(english);
      expect(same).toEqual(data);
    }
  });
});

test("Spanish and Portuguese too", () => {
  expect(lineIn("es", "3pm PST to CET")).toBe(
    "15:00 PST (UTC−08:00) equivale a 00:00 CET (UTC+01:00) el día siguiente, domingo, 29 de noviembre de 2026",
  );
  expect(lineIn("es", "days until 2026-01-01")).toBe(
    "El jueves, 1 de enero de 2026 fue hace 331 días (47 semanas y 2 días)",
  );
  expect(lineIn("pt-br", "now in Sydney")).toBe(
    "Hora atual: 07:30 AEDT (UTC+11:00) em Sydney, domingo, 29 de novembro de 2026",
  );
  expect(lineIn("pt-br", "days since 2027-01-01")).toBe(
    "Daqui a 34 dias (4 semanas e 6 dias), será sexta-feira, 1 de janeiro de 2027",
  );
});

describe("refusals in the asker's language", () => {
  test.each([
    [
      "days until christmas",
      '"christmas" ist kein Datum: Schreiben Sie es als 2026-12-25, „25 December 2026“ oder „tomorrow“',
      '"christmas" は日付ではありません。2026-12-25、「25 December 2026」、「tomorrow」のように入力してください',
    ],
    [
      "days until February 30",
      '"February 30" ist kein Datum: Dieser Monat hat keinen 30. Tag',
      '"February 30" は日付ではありません。その月に 30 日はありません',
    ],
    [
      "25:00 London to Paris",
      '"25:00" ist keine Uhrzeit: Schreiben Sie sie als 15:30 (0:00 bis 23:59) oder 3:30 pm',
      '"25:00" は時刻ではありません。15:30（0:00〜23:59）または 3:30 pm のように入力してください',
    ],
    [
      "9999999 days from today",
      "9.999.999 ist zu viel: höchstens 1.000.000",
      "9,999,999 は多すぎます。最大 1,000,000 までです",
    ],
    [
      "unix 9999999999999999",
      "Die Unixzeit 9999999999999999 liegt außerhalb des Zeitraums, den diese Website abdeckt",
      "Unix 時間 9999999999999999 はこのサイトの対応範囲外です",
    ],
  ])("%s", (question, german, japanese) => {
    expect(refusalIn("de", question)).toBe(german);
    expect(refusalIn("ja", question)).toBe(japanese);
  });

  test("places and conversions are refused with the time pages' words", () => {
    const { t } = words.de;
    expect(refusalIn("de", "time in Gotham")).toBe(t("placeUnknown", { place: '"Gotham"' }));
    expect(refusalIn("fr", "3pm IST to London")).toMatch(/^"IST" est ambigu : India Standard/);
    const places = Array.from({ length: 21 }, () => "UTC").join(", ");
    expect(refusalIn("de", `2026-11-28 09:00 UTC to ${places}`)).toBe(
      t("convertTooMany", { count: 21, max: 20 }),
    );
  });

  test("in English, the same words as the API's own messages", () => {
    for (const place of ["Gotham", "IST", "IST (Mars)"]) {
      expect(refusalIn("en", `3pm ${place} to London`)).toBe(unknownPlaceMessage(place));
    }
    const places = Array.from({ length: 21 }, () => "UTC").join(", ");
    expect(refusalIn("en", `2026-11-28 09:00 UTC to ${places}`)).toBe(
      "to names 21 places: at most 20",
    );
  });
});

test("English is the default, and its words are the loaded English ones", () => {
  expect(words.en).toBe(englishTimeText);
  expect(lineIn("en", "what day is 2026-12-25")).toBe(answered("what day is 2026-12-25").answer);
});
