import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { transitionsSettled } from "./fixtures";

// The two checkers others run on the site besides axe (docs/decisions/061-markup-checkers.md):
// HTML_CodeSniffer, as pa11y runs it, evaluated into the page the tests already drive; and the
// Nu Html Checker (the W3C validator), one Java process over every page's served HTML.

const require = createRequire(import.meta.url);
const HTMLCS_SOURCE = readFileSync(require.resolve("html_codesniffer/build/HTMLCS.js"), "utf8");
const VNU_JAR = join(require.resolve("vnu-jar/package.json"), "../build/dist/vnu.jar");

interface CodeSnifferMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}

/**
 * The errors HTML_CodeSniffer finds in `page` under WCAG 2 AA, each as "code: message (markup)".
 * Warnings and notices (types 2 and 3) need a person to judge; pa11y leaves them out too.
 */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.waitForLoadState();
  // Colours still fading after the theme is applied would be measured between two frames.
  await transitionsSettled(page);
  // Evaluated, not added as a <script>: the page's CSP admits only its own nonce.
  if (!(await page.evaluate(() => "HTMLCS" in window))) await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const { HTMLCS } = window as unknown as {
          HTMLCS: {
            process(standard: string, root: Document, done: () => void, failed: () => void): void;
            getMessages(): CodeSnifferMessage[];
          };
        };
        const ERROR = 1;
        HTMLCS.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              HTMLCS.getMessages()
                .filter((message) => message.type === ERROR)
                .map(
                  (message) =>
                    `${message.code}: ${message.msg} (${message.element.outerHTML.slice(0, 160)})`,
                ),
            ),
          () => reject(new Error("HTML_CodeSniffer could not run")),
        );
      }),
  );
}

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The errors the Nu Html Checker finds in each document, as "name:line: message (extract)":
 * all documents in one run, since starting Java costs seconds.
 */
export async function nuCheckerErrors(
  documents: ReadonlyArray<{ name: string; html: string }>,
): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "vnu-"));
  try {
    const files = await Promise.all(
      documents.map(async ({ html }, index) => {
        const file = join(dir, `${index}.html`);
        await writeFile(file, html);
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)(
      "java",
      [
        "-jar",
        VNU_JAR,
        "--errors-only",
        "--exit-zero-always",
        "--stdout",
        "--format",
        "json",
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    return messages
      .filter((message) => message.type !== "info")
      .map((message) => {
        const index = Number(/\/(\d+)\.html$/.exec(message.url ?? "")?.[1]);
        const name = documents[index]?.name ?? message.url ?? "?";
        return `${name}:${message.lastLine ?? "?"}: ${message.message} (${message.extract?.trim() ?? ""})`;
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
