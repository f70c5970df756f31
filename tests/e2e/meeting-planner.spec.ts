import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectAccessibleInBothThemes, test } from "./fixtures";

const place = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const OVERLAP =
  "Inside working hours everywhere: 14:00–16:00 London = 09:00–11:00 New York = 15:00–17:00 Berlin.";

/** Types the places and the date into the form and sends it. */
async function plan(page: Page, places: string[], date: string) {
  await place(page, "Place 1 (home)").fill(places[0]!);
  for (const [index, name] of places.slice(1).entries()) {
    await place(page, `Place ${index + 2}`).fill(name);
  }
  await page.getByLabel("Date", { exact: true }).fill(date);
  await page.getByRole("button", { name: "Plan" }).click();
}

test("a visitor compares three places, picks an hour of the overlap and downloads it, accessibly", async ({
  page,
}) => {
  await page.goto("/meeting-planner");
  await expect(page.getByRole("heading", { name: "Meeting Planner", level: 1 })).toBeVisible();
  await expect(page.getByText("Today in UTC, until you choose a date.")).toBeVisible();
  await plan(page, ["London", "New York", "Berlin"], "2026-12-01");
  await expect(page).toHaveURL(/place=London&place=New\+York&place=Berlin&.*date=2026-12-01/);
  await expect(page.getByText(OVERLAP)).toBeVisible();
  const table = page.getByRole("table", { name: /Tue 1 Dec 2026: each hour of London's day/ });
  await expect(table.getByRole("rowheader", { name: /^Berlin/ })).toBeVisible();
  await expect(
    table.getByRole("columnheader", { name: /Choose 14:00 on Tue 1 Dec 2026.*overlap/ }),
  ).toBeVisible();

  await table.getByRole("link", { name: "Choose 15:00 on Tue 1 Dec 2026" }).click();
  await expect(page).toHaveURL(/slot=2026-12-01T15%3A00#chosen-meeting$/);
  const meeting = page.getByRole("region", {
    name: "The meeting: Tue 1 Dec 2026, 15:00 in London",
  });
  await expect(meeting).toContainText("New York: Tue 1 Dec 2026, 10:00–11:00 EST (UTC−05:00)");
  await expect(meeting).toContainText("Berlin: Tue 1 Dec 2026, 16:00–17:00 CET (UTC+01:00)");
  await expect(table.getByRole("link", { name: "Choose 15:00 on Tue 1 Dec 2026" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await meeting.getByLabel("Title").fill("Budget, Q1");
  await meeting.getByLabel("Length").selectOption("30");
  await meeting.getByRole("button", { name: "Update" }).click();
  await expect(meeting).toContainText("New York: Tue 1 Dec 2026, 10:00–10:30 EST (UTC−05:00)");

  const downloading = page.waitForEvent("download");
  await meeting.getByRole("link", { name: "Download .ics" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("meeting-2026-12-01-1500.ics");
  const calendar = await readFile(await download.path(), "utf8");
  const lines = calendar.replace(/\r\n /g, "").split("\r\n");
  expect(lines).toContain("BEGIN:VEVENT");
  expect(lines).toContain("DTSTART:20261201T150000Z");
  expect(lines).toContain("DTEND:20261201T153000Z");
  expect(lines).toContain("SUMMARY:Budget\\, Q1");
  expect(lines.find((line) => line.startsWith("DESCRIPTION:"))).toContain(
    "\\nNew York: Tue 1 Dec 2026\\, 10:00–10:30 EST (UTC−05:00)\\n",
  );

  await expectAccessibleInBothThemes(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form plans, names a place it does not know, and an hour can be chosen", async ({
    page,
  }) => {
    await page.goto("/meeting-planner");
    await plan(page, ["London", "Gotham", "Berlin"], "2026-12-01");
    await expect(page.getByRole("alert")).toContainText('"Gotham" is not a time zone or place');
    await expect(place(page, "Place 2")).toHaveValue("Gotham");
    await expect(page.getByRole("table")).toHaveCount(0);

    await place(page, "Place 2").fill("New York");
    await page.getByRole("button", { name: "Plan" }).click();
    await expect(page.getByText(OVERLAP)).toBeVisible();
    await page.getByRole("link", { name: "Choose 14:00 on Tue 1 Dec 2026" }).click();
    await expect(
      page.getByRole("region", { name: "The meeting: Tue 1 Dec 2026, 14:00 in London" }),
    ).toContainText("New York: Tue 1 Dec 2026, 09:00–10:00 EST (UTC−05:00)");
  });
});
