import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { EXCHANGE_RATES_CRON, nextRatesUpdate } from "./schedule";

describe("the exchange-rates job's schedule", () => {
  it("is one of the Worker's cron triggers", () => {
    const crons = /^crons\s*=\s*\[(.*)\]/m.exec(wranglerToml)?.[1] ?? "";
    const listed = [...crons.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(listed).toContain(EXCHANGE_RATES_CRON);
    expect(listed).toContain("30 3 * * *");
  });

  it("runs on working days only, after the ECB publishes (about 15:00 UTC at the latest)", () => {
    const [minute, hour, , , weekdays] = EXCHANGE_RATES_CRON.split(" ");
    expect(weekdays).toBe("1-5");
    expect(Number(hour) * 60 + Number(minute)).toBeGreaterThanOrEqual(15 * 60 + 30);
  });
});

describe("when the rates in use may next change", () => {
  const at = (iso: string) => nextRatesUpdate(new Date(iso)).toISOString();

  it("is today's run (and a quarter of an hour) before it, tomorrow's after it", () => {
    expect(at("2026-11-25T09:00:00Z")).toBe("2026-11-25T16:15:00.000Z"); // a Wednesday
    expect(at("2026-11-25T16:15:00Z")).toBe("2026-11-26T16:15:00.000Z");
  });

  it("skips the weekend", () => {
    expect(at("2026-11-27T17:00:00Z")).toBe("2026-11-30T16:15:00.000Z"); // Friday → Monday
    expect(at("2026-11-28T10:00:00Z")).toBe("2026-11-30T16:15:00.000Z"); // Saturday
  });
});

describe("the job's schedule in one place", () => {
  it("gives next updates at the cron's time, on the cron's weekdays only", () => {
    const [minute, hour, , , weekdays] = EXCHANGE_RATES_CRON.split(" ");
    const [first, last] = (weekdays ?? "").split("-").map(Number);
    for (let h = 0; h < 14 * 24; h += 5) {
      const next = nextRatesUpdate(new Date(Date.UTC(2026, 10, 23, h)));
      expect(next.getUTCDay()).toBeGreaterThanOrEqual(first ?? NaN);
      expect(next.getUTCDay()).toBeLessThanOrEqual(last ?? NaN);
      expect(next.getUTCHours() * 60 + next.getUTCMinutes()).toBe(
        Number(hour) * 60 + Number(minute) + 15,
      );
    }
  });
});
