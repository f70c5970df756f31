import { database } from "~/db/client.server";
import { storeRatesDay } from "~/models/exchange-rates.server";
import { utcDay } from "~/utils/utc-day";
import { ecbSource } from "./ecb-source.server";
import { parseEcbDailyXml } from "./ecb-xml";
import { forgetRatesInUse, readRatesInUse } from "./rates-in-use.server";
import { EXPECTED_CURRENCIES } from "./shipped-rates.server";
import { validateRates } from "./validate-rates";

/**
 * The daily job (cron EXCHANGE_RATES_CRON): fetch the ECB's reference rates, check them against
 * the rates in use, and store a new day in one batch. Whatever goes wrong, nothing is written,
 * the last good rates stay in use, and one clear line says why in the Worker's log.
 */

export type RatesUpdate =
  | { status: "stored"; date: string; currencies: number }
  | { status: "not-newer"; date: string; kept: string }
  | { status: "rejected"; problems: string[]; kept: string }
  | { status: "failed"; error: string; kept: string };

const PREFIX = "Exchange rates:";

export async function updateExchangeRates(env: Pick<Env, "DB">, now: number): Promise<RatesUpdate> {
  const db = database(env.DB);
  // What stays in use when this run changes nothing; unknown until D1 has been read.
  let keptDate = "unknown";
  let kept = "the rates in use";
  try {
    const inUse = await readRatesInUse(db);
    keptDate = inUse.date;
    kept = `the rates of ${inUse.date}${inUse.fallback ? " (shipped)" : ""}`;

    const parsed = parseEcbDailyXml(await ecbSource.fetchDailyXml());
    if (!parsed.ok) {
      console.error(`${PREFIX} the ECB file could not be read (${parsed.error}); kept ${kept}`);
      return { status: "failed", error: parsed.error, kept: inUse.date };
    }

    const today = utcDay(now);
    const verdict = validateRates(parsed, inUse, EXPECTED_CURRENCIES, today);
    switch (verdict.status) {
      case "not-newer":
        console.log(
          `${PREFIX} no new rates: the ECB's are of ${verdict.date}, not newer than ${inUse.date} (a holiday?); nothing written`,
        );
        return { status: "not-newer", date: verdict.date, kept: inUse.date };
      case "invalid":
        console.error(
          `${PREFIX} refused the ECB's rates of ${parsed.date}: ${verdict.problems.join("; ")}; kept ${kept}`,
        );
        return { status: "rejected", problems: verdict.problems, kept: inUse.date };
      case "new": {
        await storeRatesDay(db, verdict.day);
        forgetRatesInUse();
        const currencies = Object.keys(verdict.day.rates).length;
        console.log(
          `${PREFIX} stored ${currencies} ECB rates of ${verdict.day.date} (previous: ${inUse.date})`,
        );
        return { status: "stored", date: verdict.day.date, currencies };
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${PREFIX} update failed (${message}); kept ${kept}`);
    return { status: "failed", error: message, kept: keptDate };
  }
}
