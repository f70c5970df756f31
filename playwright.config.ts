import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, testBrowserPath } from "./scripts/chromium.mjs";
import { E2E_PORT as PORT, E2E_STATE } from "./scripts/e2e-server.mjs";
export const TEST_GA_ID = "G-E2ETEST123";
export const TEST_ADSENSE_ID = "ca-pub-1234567890";

// Browser tests drive the production build served by wrangler (workerd), with their own local
// D1 state so they never touch the data `npm start` uses.
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Each worker drives a Chromium (browser, renderer and GPU processes, about a core when busy)
  // and workerd needs a core of its own: two workers on a 2-core machine (the CI setting) starve
  // both. One worker per two cores, after leaving one for the server.
  workers: Math.max(1, Math.floor((availableParallelism() - 1) / 2)),
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Tracing records a screencast and a DOM snapshot at every step of every test, passing or
    // not: measured on this 2-core machine under load, 22% of the suite's CPU time (57.6 s against
    // 44.9 s for the same 16 tests). To keep a trace of failures, run
    // `npm run test:e2e -- --trace retain-on-failure`.
    trace: "off",
    // The offline service worker would install in every test's fresh context, precache the home
    // page and sit between the page and every request. offline.spec.ts tests it and allows it.
    serviceWorkers: "block",
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // Tags are configured (with test ids) so the tests can prove they wait for consent. Every
    // test comes from one address, so the API's limits are raised here: a burst of tests must
    // not be refused as one client. The limits are tested in the Workers runtime. Guides are not
    // seeded: the AI Content tests generate them, and no background writes race the tests'
    // own writes to the local D1 (SQLite allows one writer at a time).
    // Tests change D1 directly, then read at once: the content version is read every request.
    // The analytics shards write every second rather than every minute, so a visit shows in the
    // Analytics tab at once (docs/decisions/083-analytics-write-rate.md). `npm test` migrates and
    // seeds the server's D1 beside the build and says so (E2E_DB_PREPARED), so the server starts
    // without doing it again.
    command: `node scripts/start.mjs --reuse-build --no-seed-guides${process.env.E2E_DB_PREPARED ? " --prepared-db" : ""} --port ${PORT} --persist-to ${E2E_STATE} --var GA_MEASUREMENT_ID:${TEST_GA_ID} --var ADSENSE_CLIENT_ID:${TEST_ADSENSE_ID} --var API_RATE_LIMIT_PER_SECOND:1000 --var API_RATE_LIMIT_PER_HOUR:1000000 --var CONTENT_VERSION_TRUST_MS:0 --var ANALYTICS_FLUSH_SECONDS:1`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
