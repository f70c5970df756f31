import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, layoutShift, test } from "./fixtures";

const section = (page: Page, name: string) => page.getByRole("region", { name });
const adding = (page: Page) => section(page, "Add to or subtract from a date");
const between = (page: Page) => section(page, "Time between two dates");
const facts = (page: Page) => section(page, "Day of the week, ISO week and day of the year");
const unix = (page: Page) => section(page, "Unix time");

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the forms start from the visitor's own today and zone, without moving the page", async ({
    page,
  }) => {
    await page.goto("/date-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "Date Calculator" })).toBeVisible();
    await expect(
      page.getByText("Today is taken in your browser's time zone, Asia/Tokyo."),
    ).toBeVisible();
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(new Date());
    await expect(adding(page).getByLabel("Date", { exact: true })).toHaveValue(today);
    await expect(between(page).getByLabel("Start")).toHaveValue(today);
    await expect(between(page).getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
    await expect(unix(page).getByLabel("In the time zone")).toHaveValue("Asia/Tokyo");
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  });

  test("a visitor adds 90 days, counts the days between two dates and reads a Unix time, accessibly", async ({
    page,
  }) => {
    await page.goto("/date-calculator");
    await expect(page.getByText("Today is taken in your browser's time zone")).toBeVisible();

    await adding(page).getByLabel("Date", { exact: true }).fill("2026-11-28");
    await adding(page).getByLabel("Amount").fill("90");
    await adding(page).getByRole("button", { name: "Calculate the date" }).click();
    await expect(page).toHaveURL(/[?&]mode=add&date=2026-11-28&.*amount=90&unit=days/);
    await expect(adding(page)).toContainText("Saturday 28 November 2026 plus 90 days is");
    await expect(adding(page)).toContainText("Friday 26 February 2027");
    // The form keeps the question.
    await expect(adding(page).getByLabel("Amount")).toHaveValue("90");

    await between(page).getByLabel("Start").fill("2026-01-01");
    await between(page).getByLabel("End").fill("2026-12-25");
    await between(page).getByRole("button", { name: "Count the time between" }).click();
    await expect(page).toHaveURL(/[?&]mode=between&start=2026-01-01&end=2026-12-25/);
    await expect(between(page)).toContainText("358 days (11 months and 24 days)");
    const weeks = between(page).getByRole("row", { name: /^Weeks/ });
    await expect(weeks).toContainText("51");
    await expect(weeks).toContainText("1 day");

    await unix(page).getByLabel("Unix time", { exact: true }).fill("1700000000");
    await unix(page).getByLabel("Also show it in").fill("Europe/Berlin");
    await unix(page).getByRole("button", { name: "Convert to a date" }).click();
    await expect(page).toHaveURL(/[?&]mode=unix&unix=1700000000&zone=Europe%2FBerlin$/);
    await expect(unix(page)).toContainText("Tuesday 14 November 2023, 22:13:20 UTC");
    await expect(unix(page)).toContainText("2023-11-14T23:13:20+01:00");

    // A refusal is announced beside its form, which keeps what was typed.
    await adding(page).getByLabel("Amount").fill("1.5");
    await adding(page).getByRole("button", { name: "Calculate the date" }).click();
    await expect(adding(page).getByRole("alert")).toHaveText(
      'Amount "1.5" is not a whole number: write it as 90',
    );
    await expect(adding(page).getByLabel("Amount")).toHaveValue("1.5");
    await expect(adding(page).getByLabel("Amount")).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleInBothThemes(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every form works, answered by the server, and says why it refuses", async ({ page }) => {
    await page.goto("/date-calculator");
    await expect(
      page.getByText("Today is taken in UTC until your browser says its time zone."),
    ).toBeVisible();

    await adding(page).getByLabel("Date", { exact: true }).fill("2026-01-31");
    await adding(page).getByLabel("Amount").fill("1");
    await adding(page).getByLabel("Unit").selectOption("months");
    await adding(page).getByRole("button", { name: "Calculate the date" }).click();
    await expect(adding(page)).toContainText("Saturday 28 February 2026");
    await expect(adding(page)).toContainText("February 2026 has no day 31");

    // Business days, a region's holidays chosen.
    await adding(page).getByLabel("Date", { exact: true }).fill("2026-12-24");
    await adding(page).getByLabel("Unit").selectOption("business-days");
    await adding(page).getByLabel("Holidays").selectOption("United Kingdom: England");
    await adding(page).getByRole("button", { name: "Calculate the date" }).click();
    await expect(page).toHaveURL(/[?&]unit=business-days&holidays=GB-ENG$/);
    await expect(adding(page)).toContainText("plus 1 business day is Tuesday 29 December 2026");
    await expect(adding(page)).toContainText("2 holidays skipped, Christmas Day");

    await facts(page).getByLabel("Date").fill("2026-11-28");
    await facts(page).getByRole("button", { name: "Show the date's facts" }).click();
    await expect(facts(page)).toContainText("Saturday 28 November 2026 is a Saturday");
    await expect(facts(page)).toContainText("2026-W48 (Monday 23 November 2026");

    await unix(page).getByLabel("Date and time").fill("2026-11-28T00:00");
    await unix(page).getByLabel("In the time zone").fill("Europe/Berlin");
    await unix(page).getByRole("button", { name: "Convert to Unix time" }).click();
    await expect(page).toHaveURL(/[?&]mode=unix&date=2026-11-28T00%3A00&zone=Europe%2FBerlin$/);
    await expect(unix(page)).toContainText("is Unix time 1795820400");

    await between(page).getByLabel("Start").fill("2026-01-01");
    await between(page).getByLabel("End").fill("2026-02-30");
    await between(page).getByRole("button", { name: "Count the time between" }).click();
    await expect(between(page).getByRole("alert")).toHaveText(
      'End "2026-02-30" is not a day of the calendar',
    );
    await expect(between(page).getByLabel("End")).toHaveValue("2026-02-30");
  });
});
