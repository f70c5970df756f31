/**
 * Exchange rates as stored by the daily job: the European Central Bank's euro reference rates of
 * one day (docs/decisions/025-daily-exchange-rates.md).
 */

/** The rates of one stored day. */
export interface StoredRatesDay {
  /** "YYYY-MM-DD" */
  date: string;
  /** units of each currency per 1 EUR, exact decimals by code: { USD: "1.1252", … } */
  rates: Record<string, string>;
}
