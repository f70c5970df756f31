import { RATE_DECIMAL, type RatesDay } from "@unitwise/units";

/**
 * Reads the European Central Bank's daily reference rates file (eurofxref-daily.xml):
 *
 *   <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="…/eurofxref">
 *     <gesmes:subject>Reference rates</gesmes:subject>
 *     …
 *     <Cube>
 *       <Cube time="2026-11-24">
 *         <Cube currency="USD" rate="1.1252"/>
 *         …
 *
 * Rates are units of each currency per 1 EUR. The file is small and its shape fixed, so it is
 * read with a few strict patterns (workerd has no DOMParser): anything that does not look
 * exactly like it is refused with a reason, never half-read.
 */

export type EcbDailyRates = ({ ok: true } & RatesDay) | { ok: false; error: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z]{3}$/;

export function parseEcbDailyXml(xml: string): EcbDailyRates {
  const fail = (error: string): EcbDailyRates => ({ ok: false, error });
  const text = xml.trim();
  if (!/^(<\?xml[^>]*\?>\s*)?<gesmes:Envelope\b/.test(text)) {
    return fail("not an ECB rates file: no gesmes:Envelope");
  }
  if (!/<\/gesmes:Envelope>$/.test(text)) return fail("the file is cut short: no closing tag");

  const cubes = [...text.matchAll(/<Cube\b([^>]*?)\/?>/g)].map((match) =>
    attributes(match[1] ?? ""),
  );
  const dated = cubes.filter((cube) => "time" in cube);
  if (dated.length !== 1) return fail(`expected one dated Cube, found ${dated.length}`);
  const date = dated[0]?.time ?? "";
  if (!DATE.test(date) || !isCalendarDate(date)) return fail(`not a date: "${date}"`);

  const rates: Record<string, string> = {};
  for (const cube of cubes) {
    if (!("currency" in cube) && !("rate" in cube)) continue;
    const code = cube.currency ?? "";
    const rate = cube.rate ?? "";
    if (!CODE.test(code)) return fail(`not a currency code: "${code}"`);
    if (!RATE_DECIMAL.test(rate)) return fail(`${code}: not a decimal rate: "${rate}"`);
    if (code in rates) return fail(`${code} is listed twice`);
    rates[code] = rate;
  }
  if (Object.keys(rates).length === 0) return fail("no rates in the file");
  return { ok: true, date, rates };
}

function attributes(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of source.matchAll(/([A-Za-z_:][\w:.-]*)\s*=\s*(["'])(.*?)\2/g)) {
    found[match[1] ?? ""] = (match[3] ?? "").trim();
  }
  return found;
}

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}
