import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 8788);
export const TEST_GA_ID = "G-E2ETEST123";
export const TEST_ADSENSE_ID = "ca-pub-1234567890";

// Browser tests drive the production build served by wrangler (workerd), with their own local
// D1 state so they never touch the data `npm start` uses.
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // Tags are configured (with test ids) so the tests can prove they wait for consent.
    command: `node scripts/start.mjs --port ${PORT} --persist-to .wrangler/e2e-state-${PORT} --var GA_MEASUREMENT_ID:${TEST_GA_ID} --var ADSENSE_CLIENT_ID:${TEST_ADSENSE_ID}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
