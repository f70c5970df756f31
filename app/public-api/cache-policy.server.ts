import { nextRatesUpdate } from "~/exchange-rates/schedule";
import type { ConvertResponse } from "./response-schemas";

/**
 * How long the API's answers may be cached (docs/decisions/027-api-rate-limits.md, "Caching").
 * Every answer that is a pure function of its URL is marked `public` with a max-age and gets an
 * ETag (conditional-get.server.ts), so a stored copy revalidates with a 304.
 */

/** A conversion other than currency: the engine's answer changes only with a release. */
export const CONVERSION_MAX_AGE = 24 * 60 * 60;

/** The catalogue (categories, converters, units): changes only with a release, for now. */
export const CATALOGUE_MAX_AGE = 60 * 60;

/**
 * Seconds a conversion answer may be cached: a day, or for currency until the daily rates job may
 * next store new rates (the answer names the rates' date in `rates`).
 */
export function maxAgeFor(answer: ConvertResponse, now: Date = new Date()): number {
  return answer.rates ? ratesMaxAge(now) : CONVERSION_MAX_AGE;
}

/** Seconds until the daily rates job may next store new rates: when answers naming them expire. */
export function ratesMaxAge(now: Date = new Date()): number {
  return Math.max(1, Math.floor((nextRatesUpdate(now).getTime() - now.getTime()) / 1000));
}
