import { nextRatesUpdate } from "~/exchange-rates/schedule";
import type { ConvertResponse } from "./response-schemas";

/**
 * How long the API's answers may be cached (docs/decisions/027-api-rate-limits.md, "Caching").
 * Every answer that is a pure function of its URL is marked `public` with a max-age and gets an
 * ETag (conditional-get.server.ts), so a stored copy revalidates with a 304.
 */

/**
 * An answer that reads the catalogue: its categories, converters and units, and conversions
 * (an operator may rename, hide or add a converter at any time; decision 043).
 */
export const CATALOGUE_MAX_AGE = 60 * 60;

/** Whether the rates an answer names came from D1 or stand in for it while D1 is unreachable. */
export interface RatesState {
  /** D1 could not be read just now: the shipped table answered, so the answer is not cached */
  ratesUnavailable?: boolean;
}

/**
 * Seconds an answer naming the rates in use may be cached: as long as a catalogue answer, never
 * past the daily rates job's next run, and not at all while the shipped table stands in for D1.
 */
export function ratesAnswerMaxAge({ ratesUnavailable }: RatesState, now = new Date()): number {
  return ratesUnavailable ? 0 : Math.min(CATALOGUE_MAX_AGE, ratesMaxAge(now));
}

/** Seconds a GET conversion answer may be cached (one naming rates expires with them). */
export function maxAgeFor(answer: ConvertResponse, rates: RatesState, now = new Date()): number {
  return answer.rates ? ratesAnswerMaxAge(rates, now) : CATALOGUE_MAX_AGE;
}

/** Seconds until the daily rates job may next store new rates: when answers naming them expire. */
export function ratesMaxAge(now: Date = new Date()): number {
  return Math.max(1, Math.floor((nextRatesUpdate(now).getTime() - now.getTime()) / 1000));
}
