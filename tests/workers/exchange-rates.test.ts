import { createScheduledController, env, SELF } from "cloudflare:test";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ecbSource } from "~/exchange-rates/ecb-source.server";
import { forgetRatesInUse } from "~/exchange-rates/rates-in-use.server";
import { EXCHANGE_RATES_CRON } from "~/exchange-rates/schedule";
import { updateExchangeRates } from "~/exchange-rates/update-rates.server";
import day23 from "~/exchange-rates/__fixtures__/ecb-daily-2026-11-23.xml?raw";
import day24 from "~/exchange-rates/__fixtures__/ecb-daily-2026-11-24.xml?raw";
import holiday from "~/exchange-rates/__fixtures__/ecb-daily-holiday.xml?raw";
import malformed from "~/exchange-rates/__fixtures__/ecb-daily-malformed.xml?raw";
import missingCurrency from "~/exchange-rates/__fixtures__/ecb-daily-missing-currency.xml?raw";
import outOfBand from "~/exchange-rates/__fixtures__/ecb-daily-out-of-band.xml?raw";
import { parseEcbDailyXml } from "~/exchange-rates/ecb-xml";
import { database } from "~/db/client.server";
import { storeRatesDay } from "~/models/exchange-rates.server";
import worker from "../../workers/app";

// The daily exchange-rates job against the real local D1, with the ECB stubbed by sample files
// (docs/decisions/025-daily-exchange-rates.md). No test reaches the network.

const BASE = "http://example.com";
const at = (date: string) => Date.parse(`${date}T16:00:00Z`);

/** Makes the ECB answer with `xml` (or fail with `error`) for the next runs. */
function ecbServes(xml: string | Error) {
  const stub = vi.spyOn(ecbSource, "fetchDailyXml");
  if (xml instanceof Error) stub.mockRejectedValue(xml);
  else stub.mockResolvedValue(xml);
  return stub;
}

async function storedDays(): Promise<Array<{ date: string; n: number }>> {
  const { results } = await env.DB.prepare(
    "SELECT date, COUNT(*) AS n FROM exchange_rates GROUP BY date ORDER BY date",
  ).all<{ date: string; n: number }>();
  return results;
}

async function convertApi(query: string) {
  const response = await SELF.fetch(`${BASE}/api/convert?${query}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The visible text of an HTML page, roughly. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** Each page URL is new: the Worker keeps rendered pages for a few minutes. */
let pageNumber = 0;
async function currencyPage(search: string): Promise<string> {
  pageNumber += 1;
  const response = await SELF.fetch(`${BASE}/currency-converter?${search}&n=${pageNumber}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The 'Exchange Rate History' section of a page's HTML ("" when the page has none). */
function historySection(html: string): string {
  const start = html.indexOf('id="rate-history"');
  return start < 0 ? "" : html.slice(start, html.indexOf('id="popular-conversions"', start));
}

let errors: ReturnType<typeof vi.spyOn>;
let logs: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  // No stored day, and none remembered from an earlier test: each test starts from the shipped
  // table, whatever ran before it.
  await env.DB.prepare("DELETE FROM exchange_rates").run();
  forgetRatesInUse();
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  logs = vi.spyOn(console, "log").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

// Other files expect the shipped rates.
afterAll(async () => {
  await env.DB.prepare("DELETE FROM exchange_rates").run();
});

describe("the daily exchange-rates job", () => {
  it("stores a good day in D1 with its date, and the API converts with it", async () => {
    ecbServes(day24);
    expect(await updateExchangeRates(env, at("2026-11-24"))).toEqual({
      status: "stored",
      date: "2026-11-24",
      currencies: 29,
    });
    expect(await storedDays()).toEqual([{ date: "2026-11-24", n: 29 }]);
    expect(logs).toHaveBeenCalledWith(
      "Exchange rates: stored 29 ECB rates of 2026-11-24 (previous: 2025-05-09)",
    );

    const pair = await convertApi("value=10&from=eur&to=usd");
    expect(pair.result).toBe("11.568");
    expect(String(pair.note)).toContain("2026-11-24");
    const query = await convertApi("q=100+usd+to+eur");
    expect(query.result).toBe("86.4453665283541");
    expect(String(query.note)).toContain("2026-11-24");
    const posted = await SELF.fetch(`${BASE}/api/convert`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ value: 1, fromUnit: "GBP", toUnit: "JPY" }),
    });
    expect(((await posted.json()) as Record<string, unknown>).result).toBe("205.868304332992");
    // Rates the ECB does not publish still say so.
    const rub = await convertApi("value=10&from=rub&to=usd");
    expect(rub.error).toBe("no current reference rate for RUB");
    // The lev is fixed to the euro: no daily rate moves it.
    expect((await convertApi("value=1&from=eur&to=bgn")).result).toBe("1.95583");
    // The answer names its rates, and so does the currency converter's description.
    expect(pair.rates).toMatchObject({ date: "2026-11-24" });
    const converter = await SELF.fetch(`${BASE}/api/converters/currency`);
    expect(((await converter.json()) as { rates?: unknown }).rates).toMatchObject({
      date: "2026-11-24",
    });
  });

  it("runs from its cron trigger, beside the nightly image clean-up", async () => {
    const stub = ecbServes(day24);
    const controller = createScheduledController({
      cron: EXCHANGE_RATES_CRON,
      scheduledTime: at("2026-11-24"),
    });
    await worker.scheduled(controller, env);
    expect(stub).toHaveBeenCalledTimes(1);
    expect(await storedDays()).toEqual([{ date: "2026-11-24", n: 29 }]);

    // The image clean-up's cron does not fetch rates. (It also queues the missing guides:
    // watched, not delivered, or the local queue would write them after the file ends.)
    vi.spyOn(env.GUIDE_QUEUE, "sendBatch").mockResolvedValue(undefined as never);
    await worker.scheduled(
      createScheduledController({ cron: "30 3 * * *", scheduledTime: at("2026-11-25") }),
      env,
    );
    expect(stub).toHaveBeenCalledTimes(1);
  });

  const refusals: Array<[string, string, RegExp]> = [
    ["a malformed file", malformed, /could not be read \(the file is cut short/],
    ["a day with currencies missing", missingCurrency, /GBP is missing; TRY is missing/],
    ["a rate far from the day before", outOfBand, /JPY moved from 181\.02 to 18\.102/],
  ];
  for (const [what, xml, logged] of refusals) {
    it(`writes nothing for ${what}, keeps the last good day and logs why`, async () => {
      ecbServes(day24);
      await updateExchangeRates(env, at("2026-11-24"));
      errors.mockClear();

      ecbServes(xml);
      const outcome = await updateExchangeRates(env, at("2026-11-25"));
      expect(outcome).toMatchObject({ kept: "2026-11-24" });
      expect(["failed", "rejected"]).toContain(outcome.status);
      expect(await storedDays()).toEqual([{ date: "2026-11-24", n: 29 }]);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toMatch(logged);
      expect(String(errors.mock.calls[0]?.[0])).toContain("kept the rates of 2026-11-24");
      expect((await convertApi("value=10&from=eur&to=usd")).result).toBe("11.568");
    });
  }

  it("writes nothing on a holiday, when the file still carries the stored day", async () => {
    ecbServes(day24);
    await updateExchangeRates(env, at("2026-11-24"));
    ecbServes(holiday);
    expect(await updateExchangeRates(env, at("2026-11-26"))).toEqual({
      status: "not-newer",
      date: "2026-11-24",
      kept: "2026-11-24",
    });
    expect(await storedDays()).toEqual([{ date: "2026-11-24", n: 29 }]);
    expect(errors).not.toHaveBeenCalled();
    expect(logs).toHaveBeenLastCalledWith(expect.stringMatching(/no new rates.*nothing written/));
  });

  it("keeps the shipped table when the ECB cannot be reached", async () => {
    ecbServes(new Error("network connection lost"));
    expect(await updateExchangeRates(env, at("2026-11-24"))).toEqual({
      status: "failed",
      error: "network connection lost",
      kept: "2025-05-09",
    });
    expect(await storedDays()).toEqual([]);
    expect(errors).toHaveBeenCalledWith(
      "Exchange rates: update failed (network connection lost); kept the rates of 2025-05-09 (shipped)",
    );
  });
});

describe("the rates in use", () => {
  it("are the shipped table while D1 has none", async () => {
    const body = await convertApi("value=10&from=eur&to=usd");
    expect(body.result).toBe("11.252");
    expect(String(body.note)).toContain("2025-05-09");
    const history = historySection(await currencyPage("value=10&from=usd&to=eur"));
    const text = textOf(history);
    expect(text).toContain("ECB reference rates of 9 May 2025");
    expect(text).toContain("History appears once daily rates have been fetched.");
    expect(history).not.toContain("<svg");
  });

  it("are the newest stored day, on the converter page too", async () => {
    ecbServes(day23);
    await updateExchangeRates(env, at("2026-11-23"));
    ecbServes(day24);
    await updateExchangeRates(env, at("2026-11-24"));
    expect(await storedDays()).toEqual([
      { date: "2026-11-23", n: 29 },
      { date: "2026-11-24", n: 29 },
    ]);

    const text = textOf(await currencyPage("value=10&from=eur&to=usd"));
    expect(text).toContain("10 € = 11.568 $");
    expect(text).toContain("ECB reference rates of 24 November 2026");
    expect(text).not.toContain("2025-05-09");
    // The free-text box answers with the same rates.
    expect(textOf(await currencyPage("q=100+usd+to+eur"))).toContain("100 $ = 86.4453665283541 €");
  });
});

describe("a new day on another instance", () => {
  it("reaches this one through the content version, though it holds the rates of the day before", async () => {
    ecbServes(day23);
    await updateExchangeRates(env, at("2026-11-23"));
    const before = (await convertApi("value=10&from=eur&to=usd")).result;
    // Another instance's job stores the next day: this one is not told (nothing forgotten here).
    const db = database(env.DB);
    const parsed = parseEcbDailyXml(day24);
    if (!parsed.ok) throw new Error(parsed.error);
    await storeRatesDay(db, parsed);
    const after = (await convertApi("value=10&from=eur&to=usd")).result;
    expect(after).toBe("11.568");
    expect(after).not.toBe(before);
  });
});

describe("stored rates that cannot be used", () => {
  it("leave out a malformed stored rate: that currency has no rate, every other answers", async () => {
    ecbServes(day24);
    await updateExchangeRates(env, at("2026-11-24"));
    // The table's CHECK (CAST(per_euro AS REAL) > 0) lets this through.
    await env.DB.prepare(
      "UPDATE exchange_rates SET per_euro = '1.5x' WHERE date = '2026-11-24' AND currency = 'USD'",
    ).run();
    forgetRatesInUse();
    errors.mockClear();

    const response = await SELF.fetch(`${BASE}/api/convert?value=1&from=usd&to=eur`);
    expect(response.status).not.toBe(500);
    expect(((await response.json()) as Record<string, unknown>).error).toBe(
      "no current reference rate for USD",
    );
    expect((await convertApi("value=10&from=eur&to=jpy")).result).toBe("1810.2");
    expect(errors).toHaveBeenCalledWith(
      'Exchange rates: ignored the stored USD rate of 2026-11-24: "1.5x"',
    );

    const html = await currencyPage("value=1&from=usd&to=eur");
    expect(textOf(html)).toMatch(/Error: .*no current reference rate for USD/);
    expect(textOf(await currencyPage("value=10&from=eur&to=jpy"))).toContain("10 € = 1,810.2 ¥");
  });

  it("never take a row whose date is not a calendar day for the newest day", async () => {
    ecbServes(day24);
    await updateExchangeRates(env, at("2026-11-24"));
    // Each sorts after every real day; the table takes any text as a date.
    for (const date of ["2026-19-01", "2026-11-31", "latest"]) {
      await env.DB.prepare(
        "INSERT INTO exchange_rates (date, currency, per_euro) VALUES (?, 'USD', '9')",
      )
        .bind(date)
        .run();
    }
    forgetRatesInUse();
    expect((await convertApi("value=10&from=eur&to=usd")).result).toBe("11.568");
    const history = textOf(historySection(await currencyPage("value=1&from=usd&to=eur")));
    expect(history).toContain("Only one day of rates (24 November 2026) is stored so far");
  });

  it("stand in for D1 when it cannot be read: the shipped rates, said plainly, not kept", async () => {
    ecbServes(day24);
    await updateExchangeRates(env, at("2026-11-24"));
    await env.DB.prepare("ALTER TABLE exchange_rates RENAME TO exchange_rates_away").run();
    try {
      forgetRatesInUse();
      errors.mockClear();
      const url = `${BASE}/currency-converter?value=10&from=eur&to=usd&outage=1`;
      const first = await SELF.fetch(url);
      expect(first.status).toBe(200);
      expect(first.headers.get("X-Page-Cache")).toBeNull();
      expect(first.headers.get("Cache-Control")).toBe("no-store");
      const text = textOf(historySection(await first.text()));
      expect(text).toContain("ECB reference rates of 9 May 2025");
      expect(text).toContain("the stored rates could not be read just now");
      expect(text).not.toContain("until daily rates have been fetched");
      // Not served again from the rendered-page cache once D1 is back.
      const second = await SELF.fetch(url);
      expect(second.headers.get("X-Page-Cache")).toBeNull();
      await second.text();
      expect((await convertApi("value=10&from=eur&to=usd")).result).toBe("11.252");
      // The failure is remembered for a few seconds: one read, one line in the log.
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/could not read D1/);
    } finally {
      await env.DB.prepare("ALTER TABLE exchange_rates_away RENAME TO exchange_rates").run();
      forgetRatesInUse();
    }
    expect(textOf(await currencyPage("value=10&from=eur&to=usd"))).toContain("10 € = 11.568 $");
  });

  it("API answers that name stand-in rates are not kept; once D1 is back they are", async () => {
    ecbServes(day24);
    await updateExchangeRates(env, at("2026-11-24"));
    const paths = ["/api/convert?value=10&from=eur&to=usd", "/api/converters/currency"];
    await env.DB.prepare("ALTER TABLE exchange_rates RENAME TO exchange_rates_away").run();
    try {
      forgetRatesInUse();
      for (const path of paths) {
        const response = await SELF.fetch(`${BASE}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        expect(response.headers.get("ETag")).toBeNull();
        await response.arrayBuffer();
      }
      // Other conversions do not depend on the rates: still kept.
      const length = await SELF.fetch(`${BASE}/api/convert?value=5&from=ft&to=m`);
      expect(length.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
      await length.arrayBuffer();
    } finally {
      await env.DB.prepare("ALTER TABLE exchange_rates_away RENAME TO exchange_rates").run();
      forgetRatesInUse();
    }
    for (const path of paths) {
      const response = await SELF.fetch(`${BASE}${path}`);
      expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
      await response.arrayBuffer();
    }
  });
});

describe("the rate history on the currency page", () => {
  it("says so plainly while only one day is stored", async () => {
    ecbServes(day24);
    await updateExchangeRates(env, at("2026-11-24"));
    const history = historySection(await currencyPage("value=1&from=usd&to=eur"));
    expect(textOf(history)).toContain("Only one day of rates (24 November 2026) is stored so far");
    expect(history).not.toContain("<svg");
  });

  it("draws the chosen pair over the stored days, with a table of the same figures", async () => {
    ecbServes(day23);
    await updateExchangeRates(env, at("2026-11-23"));
    ecbServes(day24);
    await updateExchangeRates(env, at("2026-11-24"));

    const html = historySection(await currencyPage("value=1&from=usd&to=eur"));
    const svg = /<svg[^>]*role="img"[^>]*>[\s\S]*?<\/svg>/.exec(html)?.[0] ?? "";
    expect(svg).not.toBe("");
    expect(svg).toContain(
      'aria-label="US dollar to euro, 23 November 2026 to 24 November 2026: from 0.86783 to 0.864454 EUR per USD; low 0.864454, high 0.86783 (2 days)"',
    );
    expect(svg).toMatch(/<path[^>]* d="M[\d.]+,[\d.]+L[\d.]+,[\d.]+"/);
    expect(svg).not.toMatch(/style=/);
    const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    const rows = textOf(table);
    expect(rows).toContain("23 November 2026 0.86783");
    expect(rows).toContain("24 November 2026 0.864454");

    // Another pair, another line.
    const yen = historySection(await currencyPage("value=1&from=usd&to=jpy"));
    expect(textOf(yen)).toContain("24 November 2026 156.483");
    expect(yen).toContain("JPY per USD");
  });

  it("says RUB has no rate instead of drawing it", async () => {
    ecbServes(day23);
    await updateExchangeRates(env, at("2026-11-23"));
    ecbServes(day24);
    await updateExchangeRates(env, at("2026-11-24"));
    const html = await currencyPage("value=10&from=rub&to=usd");
    const text = textOf(html);
    expect(text).toMatch(/Error: .*no current reference rate for RUB/);
    const history = historySection(html);
    expect(textOf(history)).toContain("No rate history for the Russian ruble");
    expect(history).not.toContain("<svg");
  });
});
