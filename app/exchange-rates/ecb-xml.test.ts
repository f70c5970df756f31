import { describe, expect, it } from "vitest";
import good from "./__fixtures__/ecb-daily-2026-11-24.xml?raw";
import malformed from "./__fixtures__/ecb-daily-malformed.xml?raw";
import missing from "./__fixtures__/ecb-daily-missing-currency.xml?raw";
import { parseEcbDailyXml } from "./ecb-xml";

describe("reading the ECB's daily rates file", () => {
  it("reads the date and every rate as the exact decimal published", () => {
    const parsed = parseEcbDailyXml(good);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.date).toBe("2026-11-24");
    expect(Object.keys(parsed.rates)).toHaveLength(29);
    expect(parsed.rates).toMatchObject({ USD: "1.1568", JPY: "181.02", IDR: "19310.52" });
    expect(parsed.rates).not.toHaveProperty("BGN");
  });

  it("reads a file that is only missing currencies (the validator judges that)", () => {
    const parsed = parseEcbDailyXml(missing);
    expect(parsed).toMatchObject({ ok: true, date: "2026-11-25" });
    if (parsed.ok) expect(parsed.rates).not.toHaveProperty("GBP");
  });

  it("accepts double quotes and attributes in any order", () => {
    const xml = `<gesmes:Envelope><Cube><Cube time="2026-11-24"><Cube rate="1.1" currency="USD"/></Cube></Cube></gesmes:Envelope>`;
    expect(parseEcbDailyXml(xml)).toEqual({ ok: true, date: "2026-11-24", rates: { USD: "1.1" } });
  });

  it("refuses a file cut short", () => {
    expect(parseEcbDailyXml(malformed)).toEqual({
      ok: false,
      error: "the file is cut short: no closing tag",
    });
  });

  it("refuses what is not the ECB file, or is wrong inside", () => {
    const envelope = (cubes: string) =>
      `<?xml version="1.0"?><gesmes:Envelope><Cube>${cubes}</Cube></gesmes:Envelope>`;
    const cases: Array<[string, RegExp]> = [
      ["<html><body>Service unavailable</body></html>", /no gesmes:Envelope/],
      ["", /no gesmes:Envelope/],
      [envelope(`<Cube currency='USD' rate='1.1'/>`), /one dated Cube, found 0/],
      [
        envelope(
          `<Cube time='2026-11-24'/><Cube time='2026-11-25'><Cube currency='USD' rate='1'/></Cube>`,
        ),
        /one dated Cube, found 2/,
      ],
      [envelope(`<Cube time='2026-02-30'><Cube currency='USD' rate='1.1'/></Cube>`), /not a date/],
      [envelope(`<Cube time='2026-11-24'></Cube>`), /no rates/],
      [
        envelope(`<Cube time='2026-11-24'><Cube currency='usd' rate='1.1'/></Cube>`),
        /currency code/,
      ],
      [
        envelope(`<Cube time='2026-11-24'><Cube currency='USD' rate='1,1'/></Cube>`),
        /USD: not a decimal/,
      ],
      [
        envelope(`<Cube time='2026-11-24'><Cube currency='USD' rate='-1.1'/></Cube>`),
        /USD: not a decimal/,
      ],
      [
        envelope(`<Cube time='2026-11-24'><Cube currency='USD' rate='Infinity'/></Cube>`),
        /not a decimal/,
      ],
      [
        envelope(`<Cube time='2026-11-24'><Cube currency='USD'/></Cube>`),
        /USD: not a decimal rate: ""/,
      ],
      [
        envelope(
          `<Cube time='2026-11-24'><Cube currency='USD' rate='1.1'/><Cube currency='USD' rate='1.2'/></Cube>`,
        ),
        /USD is listed twice/,
      ],
    ];
    for (const [xml, error] of cases) {
      const parsed = parseEcbDailyXml(xml);
      expect(parsed.ok, xml).toBe(false);
      if (!parsed.ok) expect(parsed.error, xml).toMatch(error);
    }
  });
});
