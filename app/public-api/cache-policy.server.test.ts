import { describe, expect, it } from "vitest";
import { CATALOGUE_MAX_AGE, maxAgeFor, ratesAnswerMaxAge } from "./cache-policy.server";
import type { ConvertResponse } from "./response-schemas";

const conversion = { result: "1.524" } as ConvertResponse;
const currency = {
  result: "11.568",
  rates: { date: "2026-11-24", source: "European Central Bank" },
} as ConvertResponse;

// Wednesday 25 November 2026: the rates job runs at 16:00 UTC (answers expire at 16:15).
const morning = new Date("2026-11-25T09:00:00Z");
const justBefore = new Date("2026-11-25T16:05:00Z");

describe("how long an API answer may be kept", () => {
  it("an hour for a conversion, whatever the rates", () => {
    expect(maxAgeFor(conversion, {}, morning)).toBe(CATALOGUE_MAX_AGE);
    expect(maxAgeFor(conversion, { ratesUnavailable: true }, morning)).toBe(CATALOGUE_MAX_AGE);
  });

  it("for currency, an hour at most and never past the next rates run", () => {
    expect(maxAgeFor(currency, {}, morning)).toBe(CATALOGUE_MAX_AGE);
    expect(maxAgeFor(currency, {}, justBefore)).toBe(10 * 60);
    expect(ratesAnswerMaxAge({}, justBefore)).toBe(10 * 60);
  });

  it("not at all while the shipped rates stand in for unreadable stored ones", () => {
    expect(maxAgeFor(currency, { ratesUnavailable: true }, morning)).toBe(0);
    expect(ratesAnswerMaxAge({ ratesUnavailable: true }, morning)).toBe(0);
  });
});
