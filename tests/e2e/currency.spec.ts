import { executeSql, expect, expectAccessible, test } from "./fixtures";

/**
 * The currency page's rate history, drawn from stored days of ECB rates (the daily job's
 * table; here written directly, since the job needs the network).
 */

/** Five working days before today, with the dollar and the yen moving a little each day. */
function storedDays() {
  const days: { date: string; usd: string; jpy: string }[] = [];
  const day = new Date();
  for (let i = 0; days.length < 5; i++) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    days.unshift({
      date: day.toISOString().slice(0, 10),
      usd: (1.15 + i * 0.01).toFixed(4),
      jpy: (170 + i).toFixed(2),
    });
  }
  return days;
}

test("the currency page charts the stored days for the chosen pair, accessibly", async ({
  page,
}) => {
  const days = storedDays();
  const values = days.flatMap(({ date, usd, jpy }) => [
    `('${date}', 'USD', '${usd}')`,
    `('${date}', 'JPY', '${jpy}')`,
  ]);
  await executeSql(
    `INSERT OR REPLACE INTO exchange_rates (date, currency, per_euro) VALUES ${values.join(", ")}`,
  );
  // With a new content version, as the job stores a day: the server reads the rates again.
  await executeSql("UPDATE catalogue_version SET version = lower(hex(randomblob(8)))");

  await page.goto("/currency-converter?from=usd&to=jpy&value=1");
  const history = page.getByRole("region", { name: "Exchange Rate History" });
  await expect(history).toBeVisible();
  const chart = history.getByRole("img");
  await expect(chart).toHaveAttribute("aria-label", /US dollar to Japanese yen, .*\(5 days\)/);
  await history.getByText("Rates by day (5 days)").click();
  await expect(history.getByRole("table").getByRole("row")).toHaveCount(6);
  await expectAccessible(page);

  // Another pair: the chart's code loads then, and draws that pair.
  await page.getByRole("button", { name: "Swap units" }).click();
  await expect(chart).toHaveAttribute("aria-label", /Japanese yen to US dollar, .*\(5 days\)/);
});
