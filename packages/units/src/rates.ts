import type { UnitDef, UnitTable } from "./types";

/**
 * Rate tables (kind "rate", e.g. currencies) with the rates of another day. The catalogue ships
 * one dated table; newer rates come from elsewhere (the daily job stores them in D1) and are laid
 * over it here, so the engine stays pure: it never knows where a table's rates came from.
 */

/** Rates of one day: units of each currency per one unit of the table's base currency. */
export interface RatesDay {
  /** the day the rates are of, "YYYY-MM-DD" */
  date: string;
  /** exact decimals by upper-case code ("USD": "1.1252"); the base currency is implied */
  rates: Readonly<Record<string, string>>;
}

/** A day of rates and who published them: what a rate table converts with. */
export interface ExchangeRates extends RatesDay {
  /** who published them, shown beside results */
  source: string;
}

/** The decimals a rate is written in, as the ECB publishes them: "1.1252", "163.36", "18606.59". */
export const RATE_DECIMAL = /^\d{1,12}(\.\d{1,12})?$/;

/** Whether `text` is a rate the engine can use: a decimal of RATE_DECIMAL above zero. */
export const isRate = (text: string): boolean => RATE_DECIMAL.test(text) && /[1-9]/.test(text);

/** The code a rate is filed under for a unit: its id in capitals ("usd" → "USD"). */
export const rateCode = (unit: Pick<UnitDef, "id">): string => unit.id.toUpperCase();

/** The rates a rate table carries: its date, source and every unit's rate that is not null. */
export function ratesOf(table: UnitTable): ExchangeRates {
  const rates: Record<string, string> = {};
  for (const unit of table.units) {
    const d = unit.definition;
    if (d.kind === "rate" && d.perBase !== null && unit.id !== table.baseUnit) {
      rates[rateCode(unit)] = d.perBase;
    }
  }
  return { date: table.rates?.date ?? "", source: table.rates?.source ?? "", rates };
}

const MAX_KEPT = 8;
const kept = new WeakMap<UnitTable, Map<string, UnitTable>>();
/** Each table's own rates, fingerprinted once. */
const ownRates = new WeakMap<UnitTable, string>();

/**
 * `table` with the rates of `rates`: each rate unit takes the day's rate for its code, the base
 * unit stays 1, and a unit the day has no rate for has none (perBase null: the engine says "no
 * current reference rate" rather than mixing days). Units' sources that name the table's date
 * name the new one. The result is kept per table and rates (a few days at most), so it is
 * compiled once, like the catalogue's own tables. Rates equal to the table's own give back the
 * table itself.
 */
export function withRates(table: UnitTable, rates: ExchangeRates): UnitTable {
  if (!table.units.some((unit) => unit.definition.kind === "rate")) {
    throw new RangeError(`The ${table.key} table has no rates to replace`);
  }
  const key = fingerprint(rates);
  let own = ownRates.get(table);
  if (own === undefined) {
    own = fingerprint(ratesOf(table));
    ownRates.set(table, own);
  }
  if (key === own) return table;
  let byRates = kept.get(table);
  if (!byRates) {
    byRates = new Map();
    kept.set(table, byRates);
  }
  const known = byRates.get(key);
  if (known) return known;

  const oldDate = table.rates?.date;
  const replaced: UnitTable = {
    ...table,
    rates: { date: rates.date, source: rates.source },
    units: table.units.map((unit) => {
      if (unit.definition.kind !== "rate") return unit;
      const perBase = unit.id === table.baseUnit ? "1" : (rates.rates[rateCode(unit)] ?? null);
      const source =
        unit.source && oldDate && perBase !== null
          ? unit.source.replaceAll(oldDate, rates.date)
          : perBase === null
            ? undefined
            : unit.source;
      const next: UnitDef = { ...unit, definition: { kind: "rate", perBase } };
      if (source === undefined) delete next.source;
      else next.source = source;
      return next;
    }),
  };
  if (byRates.size >= MAX_KEPT) byRates.delete(byRates.keys().next().value as string);
  byRates.set(key, replaced);
  return replaced;
}

/** Fingerprints by rates object: the rates in use are one object for as long as they are in use. */
const fingerprints = new WeakMap<ExchangeRates, string>();

/** The same string for the same date, source and rates, whatever the order of the codes. */
function fingerprint(rates: ExchangeRates): string {
  let known = fingerprints.get(rates);
  if (known === undefined) {
    const entries = Object.entries(rates.rates).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    known = JSON.stringify([rates.date, rates.source, entries]);
    fingerprints.set(rates, known);
  }
  return known;
}
