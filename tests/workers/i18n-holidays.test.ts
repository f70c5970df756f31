import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageText } from "./helpers/page-text";
import { untranslatedRuns } from "./helpers/untranslated";

// The date calculator's skipped holidays in the page's language where the holiday data has the
// name, else as the table has it, marked with its language (docs/decisions/076-holidays.md).

const BASE = "http://example.com";

async function page(path: string) {
  const response = await SELF.fetch(`${BASE}${path}`, { redirect: "manual" });
  const html = await response.text();
  return { status: response.status, html, text: pageText(html) };
}

/** The page without the elements marked as English. */
const withoutEnglish = (html: string) =>
  html.replace(/<span lang="en">[^<]*<\/span>/g, "<span></span>");

describe("holiday names on the date calculator in other languages", () => {
  it("names Germany's holidays in German", async () => {
    const { status, html, text } = await page(
      "/de/date-calculator?mode=between&start=2025-12-01&end=2026-01-01&holidays=DE",
    );
    expect(status).toBe(200);
    expect(text).toContain("1. Weihnachtstag (Donnerstag, 25. Dezember 2025)");
    expect(text).toContain("2. Weihnachtstag (Freitag, 26. Dezember 2025)");
    expect(text).not.toMatch(/Christmas|Boxing Day/);
    expect(html).not.toContain("<span lang=");
    expect(untranslatedRuns(html)).toEqual([]);
  });

  it("names England's in German where the data has them, the rest marked as English", async () => {
    const { status, html, text } = await page(
      "/de/date-calculator?mode=between&start=2026-05-01&end=2027-01-01&holidays=GB-ENG",
    );
    expect(status).toBe(200);
    expect(text).toContain("Weihnachten");
    expect(text).toContain("2. Weihnachtstag (Ersatztag)");
    for (const english of [
      "Early May bank holiday",
      "Spring bank holiday",
      "Summer bank holiday",
    ]) {
      expect(html).toContain(`<span lang="en">${english}</span>`);
    }
    // No English name outside a span that says so.
    expect(pageText(withoutEnglish(html))).not.toMatch(/bank holiday|Christmas|Boxing Day/);
    expect(untranslatedRuns(html)).toEqual([]);
  });

  it("adds business days over Japan's holidays in Japanese", async () => {
    const { status, html, text } = await page(
      "/ja/date-calculator?mode=add&date=2026-04-28&amount=5&unit=business-days&op=add&holidays=JP",
    );
    expect(status).toBe(200);
    for (const name of [
      "昭和の日",
      "憲法記念日",
      "みどりの日",
      "こどもの日",
      "憲法記念日 (振替休日)",
    ]) {
      expect(text).toContain(name);
    }
    expect(html).not.toContain("<span lang=");
  });

  it("marks a name the data has only in the country's language with that language", async () => {
    const { html } = await page(
      "/fr/date-calculator?mode=between&start=2026-10-01&end=2026-12-31&holidays=PT",
    );
    expect(html).toContain('<span lang="pt">Implantação da República</span>');
    expect(html).toContain("Immaculée Conception");
    expect(html).toContain("Noël");
  });

  it("leaves English pages as they were", async () => {
    const { html, text } = await page(
      "/date-calculator?mode=between&start=2026-05-01&end=2027-01-01&holidays=GB-ENG",
    );
    expect(text).toContain("Spring bank holiday");
    expect(text).toContain("Boxing Day (substitute day)");
    expect(html).not.toMatch(/<span lang=/);
  });
});
