// Where the tests and benches find Chromium: $CHROMIUM_PATH, else Debian's packages.
// Playwright never downloads its own browser here (the machine has no network for that).
import { existsSync } from "node:fs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** Debian's `chromium-headless-shell`: the same engine without the browser's own UI layer. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The full browser: what `bench:web` and Lighthouse measure, as a visitor's Chrome runs the page.
 * @returns {string | undefined}
 */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((path) => existsSync(path));
}

/**
 * What the browser tests drive: the headless shell where it is installed, which ran the same
 * tests in about two thirds of the time on a 2-core machine (docs/decisions/099-headless-shell.md),
 * else the full browser.
 * @returns {string | undefined}
 */
export function testBrowserPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath();
}
