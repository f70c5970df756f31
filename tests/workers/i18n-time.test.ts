import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  isLocalizedPath,
  languageInfo,
  languageOfPath,
  PREFIXED_LANGUAGES,
  type Language,
} from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { placeName } from "~/time/place-names";
import { pageText } from "./helpers/page-text";
import { untranslatedRuns } from "./helpers/untranslated";

// The time pages in every language (docs/decisions/080-languages.md): the time-zone converter,
// a city pair, the meeting planner (and its .ics) and the date calculator.

const BASE = "http://example.com";
const get = (path: string) => SELF.fetch(`${BASE}${path}`, { redirect: "manual" });

/** The entities React writes, decoded, so a message can be looked for as it reads. */
const decoded = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

async function page(path: string) {
  const response = await get(path);
  const html = await response.text();
  return { status: response.status, html, text: decoded(html) };
}

/** Links of the page's own content that should stay in its language (not the .ics file). */
function unlocalizedLinks(html: string, language: Language): string[] {
  const targets = [
    ...[...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<form\b[^>]*\baction="([^"]+)"/g)].map((match) => match[1]!),
  ].map((href) => href.replace(/&amp;/g, "&"));
  return targets.filter(
    (href) =>
      href.startsWith("/") &&
      !href.startsWith("//") &&
      !href.includes(".ics") &&
      isLocalizedPath(href) &&
      languageOfPath(href) !== language,
  );
}

const PAGES = [
  "/time-zone-converter?from=America%2FNew_York&to=London&to=Tokyo&at=2026-03-08T02%3A30",
  "/time-zone-converter/new-york-to-london",
  "/meeting-planner?place=New+York&place=London&place=Tokyo&date=2026-12-01&slot=2026-12-01T09%3A00",
  "/meeting-planner?place=New+York&place=Tokyo&date=2026-03-08&view=week",
  "/date-calculator?mode=add&date=2026-01-31&amount=1&unit=months",
  "/date-calculator?mode=between&start=2026-01-01T08%3A00&end=2026-12-25&zone=Europe%2FBerlin",
  "/date-calculator?mode=facts&date=2026-12-25",
  "/date-calculator?mode=unix&unix=1700000000&zone=Europe%2FBerlin",
];

describe("the time pages in every language", () => {
  it("are written in the page's language, with no English left and links in the language", async () => {
    for (const language of PREFIXED_LANGUAGES) {
      const t = await translator(language, "time");
      const { tag } = languageInfo(language);
      for (const path of PAGES) {
        const { status, html } = await page(`/${language}${path}`);
        const where = `${language}${path}`;
        expect(status, where).toBe(200);
        expect(html, where).toContain(`<html lang="${tag}"`);
        expect(untranslatedRuns(html), where).toEqual([]);
        expect(unlocalizedLinks(html, language), where).toEqual([]);
      }
      const converter = await page(`/${language}${PAGES[0]!}`);
      expect(converter.text).toContain(`>${t("tzTitle")}</h1>`);
      expect(converter.text).toContain(t("tzGapTitle"));
      expect(converter.text).toContain(t("tzDaylightSaving"));
      expect(converter.text).toContain(`<title>${t("metaTzTitle")} | UnitWise</title>`);

      const pair = await page(`/${language}${PAGES[1]!}`);
      // The cities as CLDR names them in the language ("Nueva York", "Londres"; i18n-places).
      const cities = {
        from: placeName({ name: "New York", zone: "America/New_York" }, language),
        to: placeName({ name: "London", zone: "Europe/London" }, language),
      };
      expect(pair.text).toContain(t("pairTitle", cities));
      expect(pair.text).toContain(t("pairChangesTitle"));
      expect(pair.text).toContain(`href="/${language}/time-zone-converter/london-to-new-york"`);

      const planner = await page(`/${language}${PAGES[2]!}`);
      expect(planner.text).toContain(t("meetingTitle"));
      expect(planner.text).toContain(t("plannerLegendNight"));
      expect(planner.text).toContain(t("meetingDownload"));
      expect(planner.text).toContain(`meeting.ics?`);
      expect(planner.text).toContain(`lang=${language}`);

      const add = await page(`/${language}${PAGES[4]!}`);
      expect(add.text).toContain(t("datePageAddTitle"));
      expect(add.text).toContain(t("dateIsoWeek"));
      expect(add.text).toContain(`action="/${language}/date-calculator"`);
    }
  });

  it("write dates, weekdays and months as the language does", async () => {
    const facts = await page(`/de${PAGES[6]!}`);
    expect(pageText(facts.html)).toContain("Freitag, 25. Dezember 2026");
    const add = await page(`/fr${PAGES[4]!}`);
    expect(pageText(add.html)).toContain("février 2026 n’a pas de jour 31");
    const pair = await page(`/ja${PAGES[1]!}`);
    expect(pair.text).toContain("ニューヨーク から ロンドン へ、1 時間ごと");
    const english = await page(PAGES[6]!);
    expect(pageText(english.html)).toContain("Friday 25 December 2026 is a Friday");
  });

  it("refuse a bad value in the page's language, keeping what was typed", async () => {
    for (const language of PREFIXED_LANGUAGES) {
      const t = await translator(language, "time");
      const date = await page(
        `/${language}/date-calculator?mode=add&date=2026-02-30&amount=1&unit=days`,
      );
      expect(date.status).toBe(200);
      expect(date.text).toContain(
        t("dateNotADay", { label: t("dateLabelDate"), value: '"2026-02-30"' }),
      );
      expect(date.text).toContain('value="2026-02-30"');

      const planner = await page(
        `/${language}/meeting-planner?place=Gotham&place=London&date=2026-12-01`,
      );
      expect(planner.status).toBe(200);
      expect(planner.text).toContain(t("placeUnknown", { place: '"Gotham"' }));
      expect(untranslatedRuns(planner.html)).toEqual([]);

      const converter = await page(`/${language}/time-zone-converter?from=UTC&to=Gotham`);
      expect(converter.status).toBe(200);
      expect(converter.text).toContain(
        t("convertToProblem", { problem: t("placeUnknown", { place: '"Gotham"' }) }),
      );

      const missing = await get(`/${language}/time-zone-converter/gotham-to-london`);
      expect(missing.status).toBe(404);
      const notFound = decoded(await missing.text());
      expect(notFound).toContain(t("pairNotFoundTitle"));
      expect(notFound).toContain(`href="/${language}/time-zone-converter"`);
    }
  });

  it("gives the .ics file and its refusals in the planner's language", async () => {
    for (const language of PREFIXED_LANGUAGES) {
      const t = await translator(language, "time");
      const ics = await get(
        `/meeting-planner/meeting.ics?slot=2026-12-01T09%3A00&place=New+York&place=London&duration=60&title=Meeting&lang=${language}`,
      );
      expect(ics.status).toBe(200);
      const body = (await ics.text()).replace(/\r\n /g, "");
      expect(body).toContain(`SUMMARY:${t("meetingDefaultTitle")}`);
      expect(body).toContain(`URL:${BASE}/${language}/meeting-planner?`);

      const refused = await get(
        `/meeting-planner/meeting.ics?slot=tomorrow&place=London&lang=${language}`,
      );
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(t("plannerSlotFormat"));
    }
  });
});
