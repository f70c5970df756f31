// Makes sure a Chromium exists for the browser tests: installs Debian's package when running as
// root on Debian, otherwise explains how to get one.
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium.mjs";
import { run } from "./run.mjs";

if (!chromiumPath()) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Chromium found: installing Debian's chromium package…");
    await run("apt-get", ["update"]);
    await run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      env: { DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if (!chromiumPath()) {
    console.error(
      "The browser tests need Chromium and none was found.\n" +
        "  Debian/Ubuntu: sudo apt-get install chromium\n" +
        "  elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/the/binary",
    );
    process.exit(1);
  }
}
console.log(`Browser tests use ${chromiumPath()}`);
