import { execFile } from "node:child_process";
import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, PORT, test } from "./fixtures";

/**
 * The API page's snippets (app/api-docs/snippets.ts), run as the page shows them: the client's
 * with Node against @unitwise/client as it is published (built here), curl's with the shell,
 * Python's with python3. tests/workers/api-client.test.ts checks the page shows the module's
 * text; here that text has to work against the local server.
 */

const run = promisify(execFile);
const ORIGIN = `http://localhost:${PORT}`;
const REPO = fileURLToPath(new URL("../..", import.meta.url));

/** The text of one snippet's code block on /api. */
async function snippet(page: Page, id: string): Promise<string> {
  await page.goto("/api");
  const code = page.locator(`pre[data-snippet="${id}"] code`);
  await expect(code).toBeVisible();
  const text = await code.textContent();
  expect(text, `the page's ${id} snippet`).toContain(ORIGIN);
  return text ?? "";
}

/** Fails, naming what to install, when `command` is not on this machine. */
async function requireCommand(command: string, versionFlag: string) {
  try {
    await run(command, [versionFlag]);
  } catch (error) {
    throw new Error(
      `${command} is needed to run the API page's ${command} snippet and was not found: install it (Debian: apt-get install ${command}; .ci/run does).`,
      { cause: error },
    );
  }
}

test.describe("API page snippets", () => {
  test("the client's snippet runs with Node against the built package", async ({ page }) => {
    test.setTimeout(120_000);
    const code = await snippet(page, "client");
    const dir = await mkdtemp(join(tmpdir(), "unitwise-client-snippet-"));
    try {
      // As installed from npm: the built package, and its one dependency beside it.
      const modules = join(dir, "node_modules");
      await run(process.execPath, [
        join(REPO, "packages/client/scripts/build.mjs"),
        "--out-dir",
        join(modules, "@unitwise/client"),
      ]);
      await symlink(join(REPO, "node_modules/openapi-fetch"), join(modules, "openapi-fetch"));
      await writeFile(join(dir, "snippet.mjs"), code);
      const { stdout } = await run(process.execPath, ["snippet.mjs"], { cwd: dir });
      expect(stdout).toMatch(/^5 ft = 1\.524 m\n\d+ requests left, resets in \d+ s\n$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("the curl snippet answers with the conversion and the limits", async ({ page }) => {
    await requireCommand("curl", "--version");
    const code = await snippet(page, "curl");
    const { stdout } = await run("sh", ["-e", "-c", code]);
    expect(stdout).toMatch(/^HTTP\/1\.1 200 /);
    expect(stdout).toMatch(/^ratelimit: "burst";r=\d+;t=\d+, "hour";r=\d+;t=\d+\r$/im);
    expect(stdout.match(/"result":\s*"1\.524"/g)).toHaveLength(2);
  });

  test("the Python snippet answers with the standard library alone", async ({ page }) => {
    await requireCommand("python3", "--version");
    const code = await snippet(page, "python");
    const dir = await mkdtemp(join(tmpdir(), "unitwise-python-snippet-"));
    try {
      await writeFile(join(dir, "snippet.py"), code);
      // -I: isolated, so nothing installed for the user (no SDK) can be imported.
      const { stdout } = await run("python3", ["-I", "snippet.py"], { cwd: dir });
      expect(stdout).toMatch(
        /^RateLimit: "burst";r=\d+;t=\d+, "hour";r=\d+;t=\d+\n5 ft = 1\.524 m\n$/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
