import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 8788);

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
    command: `node scripts/start.mjs --port ${PORT} --persist-to .wrangler/e2e-state-${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
