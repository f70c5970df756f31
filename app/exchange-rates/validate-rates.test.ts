import { describe, expect, it } from "vitest";
import type { RatesDay } from "@unitwise/units";
import { RATE_BAND, validateRates } from "./validate-rates";

const expected = ["GBP", "JPY", "USD"];
const previous: RatesDay = {
  date: "2026-11-23",
  rates: { USD: "1.1523", JPY: "180.44", GBP: "0.8811" },
};
const fetched = (rates: Record<string, string>, date = "2026-11-24"): RatesDay => ({
  date,
  rates,
});
const TODAY = "2026-11-24";

describe("checking a fetched day of rates", () => {
  it("takes a newer, complete, plausible day, keeping only the expected currencies", () => {
    const verdict = validateRates(
      fetched({ USD: "1.1568", JPY: "181.02", GBP: "0.8793", XAU: "0.0004" }),
      previous,
      expected,
      TODAY,
    );
    expect(verdict).toEqual({
      status: "new",
      day: { date: "2026-11-24", rates: { USD: "1.1568", JPY: "181.02", GBP: "0.8793" } },
    });
  });

  it("does nothing with a day that is not newer (a holiday repeats the last working day)", () => {
    const same = fetched({ USD: "1.1568", JPY: "181.02", GBP: "0.8793" }, "2026-11-23");
    expect(validateRates(same, previous, expected, TODAY)).toEqual({
      status: "not-newer",
      date: "2026-11-23",
      previousDate: "2026-11-23",
    });
    const older = { ...same, date: "2026-11-20" };
    expect(validateRates(older, previous, expected, TODAY).status).toBe("not-newer");
  });

  it("refuses a day with a currency missing, naming each", () => {
    expect(validateRates(fetched({ USD: "1.1568" }), previous, expected, TODAY)).toEqual({
      status: "invalid",
      problems: ["GBP is missing", "JPY is missing"],
    });
  });

  it("refuses rates that are zero, negative or not finite", () => {
    for (const bad of ["0", "-1.2", "Infinity", "NaN", "abc", "1e999"]) {
      const verdict = validateRates(
        fetched({ USD: bad, JPY: "181.02", GBP: "0.8793" }),
        previous,
        expected,
        TODAY,
      );
      expect(verdict, bad).toEqual({
        status: "invalid",
        problems: [`USD is not a positive number: "${bad}"`],
      });
    }
  });

  it(`refuses a rate outside ${RATE_BAND.min}–${RATE_BAND.max}× the previous day's`, () => {
    const slip = validateRates(
      fetched({ USD: "1.1568", JPY: "18.102", GBP: "0.8793" }),
      previous,
      expected,
      TODAY,
    );
    expect(slip).toEqual({
      status: "invalid",
      problems: ["JPY moved from 180.44 to 18.102, outside 0.5–2× the rate of 2026-11-23"],
    });
    const doubled = fetched({ USD: "2.31", JPY: "181.02", GBP: "0.8793" });
    expect(validateRates(doubled, previous, expected, TODAY).status).toBe("invalid");
    // At the edges of the band the day is still taken.
    const edges = fetched({ USD: "2.3046", JPY: "90.22", GBP: "0.8793" });
    expect(validateRates(edges, previous, expected, TODAY).status).toBe("new");
  });

  it("takes a currency the previous day had no rate for without a band", () => {
    const verdict = validateRates(
      fetched({ USD: "1.1568", JPY: "181.02", GBP: "0.8793" }),
      { ...previous, rates: { USD: "1.1523", JPY: "180.44" } },
      expected,
      TODAY,
    );
    expect(verdict.status).toBe("new");
  });

  it("refuses a day dated after today", () => {
    const verdict = validateRates(
      fetched({ USD: "1.1568", JPY: "181.02", GBP: "0.8793" }, "2026-11-25"),
      previous,
      expected,
      TODAY,
    );
    expect(verdict).toEqual({
      status: "invalid",
      problems: ["dated 2026-11-25, after today (2026-11-24)"],
    });
  });
});
