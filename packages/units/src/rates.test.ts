import { describe, expect, it } from "vitest";
import * as t from "./__fixtures__/tables";
import { answerQuery, getTable, getTableWithRates } from "./catalogue";
import { convert, formulaFor } from "./convert";
import { isRate, ratesOf, withRates, type ExchangeRates } from "./rates";

const day: ExchangeRates = {
  date: "2026-11-24",
  source: "European Central Bank",
  rates: { USD: "1.05", JPY: "160", GBP: "0.83" },
};

const result = (table: Parameters<typeof convert>[0], from: string, to: string, value = "1") => {
  const c = convert(table, value, from, to);
  return c.status === "ok" ? c.result : c.status === "error" ? `Error: ${c.message}` : "(empty)";
};

describe("a rate table with the rates of another day", () => {
  it("converts with the day's rates and names the day", () => {
    const table = withRates(t.currency, day);
    expect(result(table, "eur", "usd", "10")).toBe("10.5");
    expect(result(table, "usd", "jpy", "1.05")).toBe("160");
    expect(formulaFor(table, "usd", "eur")).toBe("divide the value by 1.05");
    expect(convert(table, "1", "usd", "eur")).toMatchObject({
      note: "Reference rates of 2026-11-24 (European Central Bank)",
    });
    // The shipped table is untouched.
    expect(result(t.currency, "eur", "usd", "10")).toBe("11.252");
    expect(t.currency.rates?.date).toBe("2025-05-09");
  });

  it("keeps saying there is no rate where the day has none", () => {
    const table = withRates(t.currency, day);
    expect(result(table, "rub", "eur")).toBe("Error: no current reference rate for RUB");
    const withoutYen = withRates(t.currency, { ...day, rates: { USD: "1.05" } });
    expect(result(withoutYen, "eur", "jpy")).toBe("Error: no current reference rate for JPY");
  });

  it("gives back the same table for the same rates, and another for other rates", () => {
    const first = withRates(t.currency, day);
    expect(withRates(t.currency, { ...day, rates: { GBP: "0.83", JPY: "160", USD: "1.05" } })).toBe(
      first,
    );
    const other = withRates(t.currency, { ...day, rates: { ...day.rates, USD: "1.06" } });
    expect(other).not.toBe(first);
    expect(result(other, "eur", "usd")).toBe("1.06");
  });

  it("gives back the table itself for its own rates", () => {
    expect(withRates(t.currency, ratesOf(t.currency))).toBe(t.currency);
    const shipped = getTable("currency");
    expect(shipped && withRates(shipped, { ...ratesOf(shipped) })).toBe(shipped);
  });

  it("refuses a table without rates", () => {
    expect(() => withRates(t.length, day)).toThrow(/no rates/);
  });

  it("reads a table's own rates back", () => {
    expect(ratesOf(t.currency)).toEqual({
      date: "2025-05-09",
      source: "European Central Bank",
      rates: { USD: "1.1252", JPY: "163.36" },
    });
  });
});

describe("the catalogue's currency table with other rates", () => {
  it("updates each unit's source to the day", () => {
    const table = getTableWithRates("currency", day);
    const usd = table?.units.find((u) => u.id === "usd");
    expect(usd?.source).toBe("ECB euro reference rate, 2026-11-24");
    expect(getTableWithRates("currency")).toBe(getTable("currency"));
  });

  it("answers free-text currency queries with the rates given", () => {
    const table = getTableWithRates("currency", day);
    const answered = answerQuery("100 eur to usd", {}, table);
    expect(answered).toMatchObject({ status: "ok", answer: "105 $" });
    const shipped = answerQuery("100 eur to usd");
    expect(shipped).toMatchObject({ status: "ok", answer: "112.52 $" });
    // Other tables are the catalogue's own.
    expect(answerQuery("1 ft to m", {}, table)).toMatchObject({ status: "ok", answer: "0.3048 m" });
  });
});

describe("what counts as a rate", () => {
  it("is a positive decimal as the ECB writes it", () => {
    for (const rate of ["1.1252", "163.36", "18606.59", "0.5", "1"]) {
      expect(isRate(rate)).toBe(true);
    }
    for (const rate of ["1.5x", "", "0", "0.000", "-1", "1e3", " 1.2", "1,5", "Infinity"]) {
      expect(isRate(rate)).toBe(false);
    }
  });
});
