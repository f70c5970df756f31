import { getTable } from "@unitwise/units/catalogue";
import { ratesOf, type UnitTable } from "@unitwise/units";

/**
 * The currency table shipped in packages/units/src/data/currency.ts: the rates in use while D1 holds
 * none, and the list of currencies every fetched day must have.
 */

export const CURRENCY_TABLE_KEY = "currency";

const shippedCurrencyTable: UnitTable = (() => {
  const table = getTable(CURRENCY_TABLE_KEY);
  if (!table?.rates) throw new Error("The catalogue has no currency table with rates");
  return table;
})();

/** The shipped rates: date, source and units per 1 EUR by code. */
export const shippedRates = ratesOf(shippedCurrencyTable);

/**
 * The currencies a fetched day must have: every one the converter shows with a rate (the euro,
 * a currency without a reference rate such as RUB, and one fixed to the euro such as BGN are
 * not among them).
 */
export const EXPECTED_CURRENCIES: readonly string[] = Object.keys(shippedRates.rates).sort();
