import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Fails with the list of serious or critical accessibility violations on the page, if any. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  expect(serious, serious.join("\n")).toEqual([]);
}

/** Pages start as a returning visitor who has chosen cookies, unless a test says otherwise. */
export const test = base.extend<{ consented: boolean }>({
  consented: [true, { option: true }],
  page: async ({ page, consented }, use) => {
    if (consented) {
      await page.addInitScript(() => {
        if (!sessionStorage.getItem("e2e-consent-set")) {
          localStorage.setItem(
            "cookie-consent",
            JSON.stringify({
              necessary: true,
              analytics: false,
              marketing: false,
              personalization: false,
            }),
          );
          sessionStorage.setItem("e2e-consent-set", "1");
        }
      });
    }
    await use(page);
  },
});

export { expect };
