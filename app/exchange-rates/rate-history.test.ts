import { describe, expect, it } from "vitest";
import currency from "@unitwise/units/data/currency";
import type { RatesDay, UnitDef } from "@unitwise/units";
import { currencyWithoutHistory, longDate, pairHistory, shortDate } from "./rate-history";

const unit = (id: string) => currency.units.find((u) => u.id === id) as UnitDef;
const days: RatesDay[] = [
  { date: "2026-11-23", rates: { USD: "1.1523", JPY: "180.44" } },
  { date: "2026-11-24", rates: { USD: "1.1568", JPY: "181.02" } },
  { date: "2026-11-25", rates: { JPY: "181.5" } },
];

describe("a currency pair over the stored days", () => {
  it("gives units of the second currency per one of the first, to 6 digits", () => {
    expect(pairHistory(days, unit("usd"), unit("eur"), "eur")).toEqual([
      { date: "2026-11-23", value: expect.closeTo(1 / 1.1523, 12), text: "0.86783" },
      { date: "2026-11-24", value: expect.closeTo(1 / 1.1568, 12), text: "0.864454" },
    ]);
    expect(pairHistory(days, unit("usd"), unit("jpy"), "eur").map((p) => p.text)).toEqual([
      "156.591",
      "156.483",
    ]);
  });

  it("writes the rates as the visitor's locale writes numbers", () => {
    expect(pairHistory(days, unit("usd"), unit("jpy"), "eur", "de-DE").map((p) => p.text)).toEqual([
      "156,591",
      "156,483",
    ]);
  });

  it("uses the fixed rate of a currency fixed to the euro", () => {
    expect(pairHistory(days, unit("eur"), unit("bgn"), "eur").map((p) => p.text)).toEqual([
      "1.95583",
      "1.95583",
      "1.95583",
    ]);
  });

  it("leaves out the days a currency has no rate, and a currency that never has one", () => {
    expect(pairHistory(days, unit("eur"), unit("jpy"), "eur")).toHaveLength(3);
    expect(pairHistory(days, unit("rub"), unit("eur"), "eur")).toEqual([]);
  });
});

describe("why a pair has no history to draw", () => {
  it("names the currency without a rate on any day, the first one first", () => {
    expect(currencyWithoutHistory(days, unit("rub"), unit("usd"), "eur")?.id).toBe("rub");
    expect(currencyWithoutHistory(days, unit("usd"), unit("rub"), "eur")?.id).toBe("rub");
    expect(currencyWithoutHistory(days, unit("rub"), unit("try"), "eur")?.id).toBe("rub");
  });

  it("names neither when both have rates but share fewer than two days", () => {
    const apart: RatesDay[] = [
      { date: "2026-11-23", rates: { USD: "1.1523" } },
      { date: "2026-11-24", rates: { JPY: "181.02" } },
    ];
    expect(pairHistory(apart, unit("usd"), unit("jpy"), "eur")).toEqual([]);
    expect(currencyWithoutHistory(apart, unit("usd"), unit("jpy"), "eur")).toBeNull();
    expect(currencyWithoutHistory(apart, unit("jpy"), unit("usd"), "eur")).toBeNull();
    // The euro and a currency fixed to it always have a value.
    expect(currencyWithoutHistory(apart, unit("eur"), unit("bgn"), "eur")).toBeNull();
  });
});

describe("dates for people", () => {
  it("writes the day, the month's name and the year", () => {
    expect(longDate("2026-11-24")).toBe("24 November 2026");
    expect(longDate("2025-05-09")).toBe("9 May 2025");
    expect(shortDate("2026-01-02")).toBe("2 Jan");
    expect(longDate("not a date")).toBe("not a date");
  });
});
