import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import type { AxeResults, ElementContext, RunOptions } from "axe-core";

// axe-core's own build, evaluated into the page once per document. (`@axe-core/playwright`
// re-injects it on every scan and finishes each scan in a new blank page: on a busy 2-core
// machine that cost seconds per scan and pushed tests past their timeout.)
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Fails with the list of serious or critical accessibility violations, if any. Every axe rule
 * runs; by default over the whole page (what the dedicated accessibility tests use), or only
 * over `include`, a CSS selector for what a step has just changed (a dialog, a menu, a form).
 */
export async function expectAccessible(page: Page, { include }: { include?: string } = {}) {
  await page.waitForLoadState();
  // Transitions still running (colours fading after a theme switch, a dialog sliding in) must
  // end first, or axe measures contrast between two frames. Endless ones (spinners) are skipped.
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ({ include, options }) => {
      const { axe } = window as unknown as {
        axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
      };
      return axe.run(include ? { include: [include] } : document, options);
    },
    { include, options: { resultTypes: ["violations"] } satisfies RunOptions },
  );
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
