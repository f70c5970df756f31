import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { EXCHANGE_RATES_CRON } from "./schedule";

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
