// Makes sure Java 11 or newer exists for the Nu Html Checker (npm's vnu-jar) in the browser
// tests: installs Debian's runtime when running as root on Debian, otherwise explains how to get
// one (docs/decisions/061-markup-checkers.md).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { run } from "./run.mjs";

/** @returns {number | undefined} the major version of the `java` on PATH */
function javaVersion() {
  const result = spawnSync("java", ["-version"], { encoding: "utf8" });
  const match = /version "(?:1\.)?(\d+)/.exec(`${result.stderr ?? ""}${result.stdout ?? ""}`);
  return match ? Number(match[1]) : undefined;
}

if ((javaVersion() ?? 0) < 11) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("No Java 11+ found: installing Debian's default-jre-headless package…");
    await run("apt-get", ["update"]);
    await run("apt-get", ["install", "-y", "--no-install-recommends", "default-jre-headless"], {
      env: { DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if ((javaVersion() ?? 0) < 11) {
    console.error(
      "The browser tests run the Nu Html Checker, which needs Java 11 or newer on PATH.\n" +
        "  Debian/Ubuntu: sudo apt-get install default-jre-headless\n" +
        "  elsewhere: install a Java runtime (11+) and put `java` on PATH",
    );
    process.exit(1);
  }
}
