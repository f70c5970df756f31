import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, layoutShift, test } from "./fixtures";

const row = (page: Page, place: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: place }) });

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the converter starts from the visitor's own zone without moving the page, accessibly", async ({
    page,
  }) => {
    await page.goto("/time-zone-converter");
    await expect(page).toHaveURL(/\?from=Asia%2FTokyo$/);
    await expect(page.getByRole("heading", { name: /^Now in Tokyo: \d\d:\d\d$/ })).toBeVisible();
    await expect(page.getByText("Shown from UTC")).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "From" })).toHaveValue("Asia/Tokyo");
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    await expectAccessibleInBothThemes(page);
  });
});

test.describe("in Tokyo, searching", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("the search dialog answers a time question in the visitor's zone, and Enter opens it", async ({
    page,
  }) => {
    await page.goto("/");
    const search = page.getByRole("banner").getByRole("link", { name: "Search" });
    await expect(search).toHaveAttribute("aria-haspopup", "dialog");
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search converters" });
    await dialog.getByRole("combobox", { name: "Search converters" }).fill("now in Sydney");
    const answer = dialog.getByRole("link", { name: /^It is \d{1,2}:\d\d (AM|PM) AE[DS]T/ });
    await expect(answer).toBeVisible();
    await expect(dialog).toContainText("(Enter opens it in the time zone converter)");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/time-zone-converter\?from=Asia%2FTokyo&to=Sydney$/);
    await expect(row(page, "Sydney")).toBeVisible();
  });
});

test("a visitor converts a time that the clocks skip, and adds a place", async ({ page }) => {
  await page.goto("/time-zone-converter?from=UTC");
  await page.getByLabel("Date and time").fill("2026-03-08T02:30");
  await page.getByRole("combobox", { name: "From" }).fill("Los Angeles");
  await page.getByRole("combobox", { name: "Add a place" }).fill("Berlin");
  await page.getByRole("button", { name: "Convert" }).click();
  await expect(page.getByText("A time that does not exist.")).toBeVisible();
  await expect(row(page, "Berlin")).toContainText("11:30");
  await expect(row(page, "Berlin")).toContainText("UTC+01:00");
  // The page is the link: reloading it shows the same answer.
  await page.reload();
  await expect(row(page, "Berlin")).toContainText("11:30");
  await page.getByRole("link", { name: "Remove Berlin" }).click();
  await expect(row(page, "Berlin")).toHaveCount(0);
});

test("a city pair's page shows both clocks and the day hour by hour, accessibly", async ({
  page,
}) => {
  await page.goto("/time-zone-converter/new-york-to-london");
  await expect(
    page.getByRole("heading", { level: 1, name: "New York to London time" }),
  ).toBeVisible();
  await expect(page.getByRole("table")).toContainText("New York");
  await expectAccessibleInBothThemes(page);
  await page.getByRole("link", { name: /^Convert another time/ }).click();
  await expect(page).toHaveURL(/\/time-zone-converter\?from=New\+York&to=London$/);
  await expect(row(page, "London")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the converter says it shows UTC, and its form converts", async ({ page }) => {
    await page.goto("/time-zone-converter");
    await expect(
      page.getByText("Shown from UTC until your browser says its time zone."),
    ).toBeVisible();
    await page.getByLabel("Date and time").fill("2026-11-01T01:30");
    await page.getByRole("combobox", { name: "From" }).fill("New York");
    await page.getByRole("combobox", { name: "Add a place" }).fill("Kathmandu");
    await page.getByRole("button", { name: "Convert" }).click();
    await expect(page.getByText("A time that happens twice.")).toBeVisible();
    await expect(row(page, "Kathmandu")).toContainText("11:15");
    await page.getByRole("link", { name: "Use the later 01:30 (UTC−05:00)" }).click();
    await expect(row(page, "Kathmandu")).toContainText("12:15");
  });
});
