// Makes sure a Chromium exists for the browser tests: installs Debian's packages when running as
// root on Debian, otherwise explains how to get one. The headless shell is preferred (decision
// 099) but not needed: when it cannot be installed, the tests drive the full browser.
import { existsSync } from "node:fs";
import { HEADLESS_SHELL, chromiumPath, testBrowserPath } from "./chromium.mjs";
import { run } from "./run.mjs";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const missing = [
  ...(chromiumPath() ? [] : ["chromium"]),
  ...(process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL) ? [] : ["chromium-headless-shell"]),
];
if (missing.length > 0 && isRoot && existsSync("/usr/bin/apt-get")) {
  console.log(`Installing Debian's ${missing.join(" and ")} for the browser tests…`);
  try {
    await run("apt-get", ["update"]);
    await run("apt-get", ["install", "-y", "--no-install-recommends", ...missing], {
      env: { DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch (error) {
    console.error(`apt-get could not install ${missing.join(" and ")}: ${error}`);
  }
}
if (!testBrowserPath()) {
  console.error(
    "The browser tests need Chromium and none was found.\n" +
      "  Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell\n" +
      "  elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/binary",
  );
  process.exit(1);
}
console.log(`Browser tests use ${testBrowserPath()}`);
