import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PREFIXED_LANGUAGES } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { pageText } from "./helpers/page-text";
import { untranslatedRuns } from "./helpers/untranslated";

// Answers to time questions in the asker's language (docs/decisions/080-languages.md): GET
// /api/time/ask with `locale`, the search page in each language, and the meeting's .ics file.

const BASE = "http://example.com";
const get = (path: string) => SELF.fetch(`${BASE}${path}`, { redirect: "manual" });

type Body = Record<string, unknown> & { answer: string; href: string; error: string };

async function askTime(params: Record<string, string>) {
  const response = await get(`/api/time/ask?${new URLSearchParams(params)}`);
  return { status: response.status, body: (await response.json()) as Body };
}

describe("GET /api/time/ask with a locale", () => {
  it("answers in the locale's language, with the same data and link", async () => {
    const question = { q: "2026-11-28 3pm PST to CET", zone: "Europe/Berlin" };
    const german = await askTime({ ...question, locale: "de" });
    expect(german.status).toBe(200);
    expect(german.body.answer).toBe(
      "15:00 PST (UTC−08:00) entspricht 00:00 CET (UTC+01:00) am nächsten Tag, Sonntag, 29. November 2026",
    );
    const english = await askTime(question);
    expect(english.body.answer).toBe(
      "3:00 PM PST (UTC−08:00) is 12:00 AM CET (UTC+01:00) the next day, Sunday 29 November 2026",
    );
    expect({ ...german.body, answer: "" }).toEqual({ ...english.body, answer: "" });
  });

  it("answers every kind of question in German", async () => {
    for (const [q, answer] of [
      [
        "90 days from 2026-11-28",
        "90 Tage nach Samstag, 28. November 2026 ist Freitag, 26. Februar 2027",
      ],
      [
        "days between 2026-01-01 and 2026-12-25",
        "358 Tage (51 Wochen und 1 Tag) von Donnerstag, 1. Januar 2026 bis Freitag, 25. Dezember 2026",
      ],
      [
        "what day is 2026-12-25",
        "Der 25. Dezember 2026 ist ein Freitag (ISO-Woche 52, Tag 359 des Jahres)",
      ],
      [
        "1700000000 unix to date",
        "Die Unixzeit 1700000000 ist Dienstag, 14. November 2023, 22:13:20 UTC",
      ],
    ]) {
      const { status, body } = await askTime({ q: q!, locale: "de-DE" });
      expect(status, q).toBe(200);
      expect(body.answer, q).toBe(answer);
    }
    const now = await askTime({ q: "time in tokyo", locale: "de-AT" });
    expect(now.body.answer).toMatch(/^Es ist \d\d:\d\d JST \(UTC\+09:00\) in Tokio, /);
  });

  it("refuses a question in the locale's language, and its parameters in English", async () => {
    const t = await translator("de", "time");
    const unknown = await askTime({ q: "3pm Gotham to London", locale: "de" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(t("placeUnknown", { place: '"Gotham"' }));
    const notADate = await askTime({ q: "days until christmas", locale: "de" });
    expect(notADate.body.error).toBe(t("askNotADateSpan", { date: '"christmas"' }));
    const notTime = await askTime({ q: "5 ft to cm", locale: "de" });
    expect(notTime.status).toBe(422);
    expect(notTime.body.error).toBe(t("askNotATimeQuestion", { question: '"5 ft to cm"' }));

    const badLocale = await askTime({ q: "now in Sydney", locale: "not_a_tag!" });
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.error).toContain('locale "not_a_tag!" is not a language tag');
  });

  it("maps a locale to a language as /api/convert does: English for the others", async () => {
    const q = "what day is 2026-12-25";
    const portuguese = await askTime({ q, locale: "pt-PT" });
    expect(portuguese.body.answer).toBe(
      "25 de dezembro de 2026 é sexta-feira (semana ISO 52, dia 359 do ano)",
    );
    const english = "25 December 2026 is a Friday (ISO week 52, day 359 of the year)";
    for (const locale of ["en-GB", "hi-IN", ""]) {
      const { status, body } = await askTime({ q, locale });
      expect(status, locale).toBe(200);
      expect(body.answer, locale).toBe(english);
    }
  });
});

describe("GET /api/convert with the question box's locale", () => {
  it("answers a calculation query with a language's locale", async () => {
    const response = await get(
      `/api/convert?${new URLSearchParams({ q: "60 mph * 2 h to km", locale: "de" })}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { parsed?: string; result: string; formatted?: string };
    expect(typeof body.parsed).toBe("string");
    expect(body.result).toBe("193.12128");
    // What the question box shows on a German page.
    expect(body.formatted).toBe("193,12128");
  });
});

describe("the search page's time answer", () => {
  it("is in the page's language, with no English left", async () => {
    for (const language of PREFIXED_LANGUAGES) {
      const t = await translator(language, "time");
      const response = await get(`/${language}/search?q=time+in+tokyo`);
      expect(response.status, language).toBe(200);
      const html = await response.text();
      expect(untranslatedRuns(html), language).toEqual([]);
      const text = pageText(html);
      expect(text, language).toContain(t("askNow", { times: "" }).trim());
      expect(text, language).not.toContain("It is ");
    }
    const german = pageText(await (await get("/de/search?q=90+days+from+2026-11-28")).text());
    expect(german).toContain(
      "90 Tage nach Samstag, 28. November 2026 ist Freitag, 26. Februar 2027",
    );
    const english = pageText(await (await get("/search?q=90+days+from+2026-11-28")).text());
    expect(english).toContain("90 days after Saturday 28 November 2026 is Friday 26 February 2027");
  });
});

describe("the meeting planner's .ics file", () => {
  it("is in German when the German planner links to it", async () => {
    const t = await translator("de", "time");
    const planner = await (
      await get(
        "/de/meeting-planner?place=New+York&place=London&date=2026-12-01&slot=2026-12-01T09%3A00",
      )
    ).text();
    const link = /href="([^"]*meeting\.ics\?[^"]*)"/.exec(planner)?.[1]?.replace(/&amp;/g, "&");
    expect(link).toContain("lang=de");
    const ics = await get(link!);
    expect(ics.status).toBe(200);
    const body = (await ics.text()).replace(/\r\n /g, "");
    expect(body).toContain(`SUMMARY:${t("meetingDefaultTitle")}`);
    expect(body).toContain(`URL:${BASE}/de/meeting-planner?`);
    // The meeting's time in each place, with the language's short weekday ("Di." for Tue).
    expect(body).toMatch(/DESCRIPTION:New York: Di\./);
    expect(body).not.toContain("Tue");
  });
});
