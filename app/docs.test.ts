import { describe, expect, it } from "vitest";
import { DEFAULT_API_LIMITS } from "~/content/legal/facts";
import { apiReference, errorStatuses } from "~/public-api/api-reference";
import { buildOpenApiDocument } from "~/public-api/openapi.server";
import { converters, tables, unitCount } from "@unitwise/units/catalogue";
import { categories, ingredients } from "@unitwise/units";
import readme from "../README.md?raw";
import apiDoc from "../docs/api.md?raw";
import architectureDoc from "../docs/architecture.md?raw";
import configurationDoc from "../docs/configuration.md?raw";
import devVarsExample from "../.dev.vars.example?raw";
import engineDoc from "../docs/engine.md?raw";
import wranglerToml from "../wrangler.toml?raw";

/** The facts README.md and docs/ state in prose, held to the code so the text cannot drift. */

const prose = (text: string) => text.replace(/\s+/g, " ");
const stated = (text: string, pattern: RegExp) => pattern.exec(prose(text))?.slice(1);

const records = import.meta.glob<string>("../docs/decisions/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const pages = import.meta.glob<string>(["../README.md", "../docs/*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const migrations = import.meta.glob<string>("../migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});
// Keys only: the lazy glob lists the repository's files without loading any of them.
const repositoryFiles = Object.keys(
  import.meta.glob([
    "../*",
    "../{app,docs,migrations,packages,public,scripts,seeds,tests,workers}/**",
    "!../**/node_modules/**",
  ]),
  // Vite names each key from this file's folder (app/): "./x" is app/x, "../x" is x.
)
  .map((key) => (key.startsWith("./") ? `app/${key.slice(2)}` : key.slice("../".length)))
  // A glob never lists the file it is in.
  .concat("app/docs.test.ts");

describe("the documents' counts", () => {
  it("say how many converters, categories, tables, units and ingredients there are", () => {
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    expect(stated(readme, /about (\d+) unit converters in (\w+) categories/)).toEqual([
      String(converters.length),
      words[categories.length],
    ]);
    expect(
      stated(engineDoc, /\((\d+) tables, ([\d,]+) distinct units, counted by a test\)/),
    ).toEqual([String(tables.length), unitCount.toLocaleString("en-US")]);
    expect(stated(engineDoc, /grams and ounces for (\d+) ingredients/)).toEqual([
      String(ingredients.length),
    ]);
  });

  it("name the error statuses the public API answers with", async () => {
    const document = await buildOpenApiDocument("https://unitwise.example", DEFAULT_API_LIMITS);
    const statuses = errorStatuses(apiReference(document));
    expect(statuses).toBe("400, 404, 405, 413, 415, 422 or 429");
    expect(stated(apiDoc, /with status ([\d, or]+), never a 500/)?.[0]).toBe(statuses);
  });

  it("describe every binding wrangler.toml declares in the configuration", () => {
    const bindings = [
      ...wranglerToml.matchAll(/^\s*(?:binding|name)\s*=\s*"([A-Z][A-Z0-9_]*)"/gm),
    ].map((match) => match[1]);
    expect(bindings).toEqual(expect.arrayContaining(["DB", "IMAGES", "AI", "GUIDE_QUEUE"]));
    const bindingsSection = configurationDoc.split("## Bindings")[1]?.split("\n## ")[0] ?? "";
    for (const binding of bindings) expect(bindingsSection).toContain(`| \`${binding}\``);
  });

  it("give every variable wrangler.toml sets, with its default, in the configuration", () => {
    const varsSection = wranglerToml.split(/^\[vars\]$/m)[1]?.split(/^\[/m)[0] ?? "";
    const vars = [...varsSection.matchAll(/^([A-Z][A-Z0-9_]*) = "([^"]*)"/gm)].map(
      ([, name, value]) => [name ?? "", value ?? ""] as const,
    );
    expect(vars.map(([name]) => name)).toEqual(
      expect.arrayContaining(["CONTENT_VERSION_TRUST_MS", "GUIDE_WRITER", "SERVER_TIMING"]),
    );
    const documented = configurationDoc.split("## Variables")[1]?.split("\n## ")[0] ?? "";
    const rows = new Map(
      [...documented.matchAll(/^\| `(\w+)` +\| ([^|]+?) +\|/gm)].map(([, name, value]) => [
        name,
        value,
      ]),
    );
    for (const [name, value] of vars) {
      expect(rows.get(name), name).toBe(value === "" ? "empty" : `\`${value}\``);
    }
    expect([...rows.keys()].sort()).toEqual(vars.map(([name]) => name).sort());
    // .dev.vars.example offers each of them to override, and each secret to fill in.
    const secrets = configurationDoc.split("## Secrets")[1]?.split("\n## ")[0] ?? "";
    const secretNames = [...secrets.matchAll(/^\| `(\w+)`/gm)].map(([, name]) => name ?? "");
    expect(secretNames.length).toBeGreaterThan(0);
    for (const name of [...vars.map(([name]) => name), ...secretNames]) {
      expect(devVarsExample, name).toMatch(new RegExp(`^(# )?${name}="`, "m"));
    }
  });

  it("list every D1 table the migrations create in the architecture", () => {
    const made = Object.values(migrations).flatMap((sql) =>
      [...sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?[`"]?(\w+)/gi)].map((match) => match[1]),
    );
    // A table rebuilt (decision 023) is created under a passing name, then renamed.
    const renamed = new Set(
      Object.values(migrations).flatMap((sql) =>
        [...sql.matchAll(/ALTER TABLE [`"]?(\w+)[`"]? RENAME TO/gi)].map((match) => match[1]),
      ),
    );
    const created = made.filter((name) => !renamed.has(name));
    expect(created.length).toBeGreaterThan(20);
    const tablesSection = architectureDoc.split("## D1 tables")[1]?.split("\n## ")[0] ?? "";
    const listed = [...tablesSection.matchAll(/`(\w+)`/g)].map((match) => match[1]);
    expect([...new Set(listed)].sort()).toEqual([...new Set(created)].sort());
  });
});

/**
 * Paths that records name in backticks and that are not in the repository on purpose: a file
 * the record itself removed, files of outside sources, and files inside npm packages or builds.
 */
const NAMED_ELSEWHERE = new Set([
  "examples.server.ts", // 026: removed by the OpenAPI document it decides
  "FOOD_DES.txt", // 051: files of the USDA database the densities come from
  "WEIGHT.txt",
  "build/HTMLCS.js", // 061: inside the html_codesniffer package
  "unitwise-account.json", // product.md: the file /download-my-data sends
]);
const FILE = /\.(?:ts|tsx|mjs|js|sql|md|toml|json|css|txt|tsv|html|svg)$/;

/** The file paths and file names a record names in backticks, e.g. `app/utils/x.ts`, `x.ts`. */
function namedFiles(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? "")
    .filter((name) => FILE.test(name) && /^[\w][\w./-]*$/.test(name) && !name.startsWith("."));
}

/** A path names a repository file from the root or from app/; a bare name, a file anywhere. */
function exists(name: string): boolean {
  if (name.includes("/"))
    return [name, `app/${name}`].some((path) => repositoryFiles.includes(path));
  return repositoryFiles.some((path) => path === name || path.endsWith(`/${name}`));
}

describe("the decision records", () => {
  const entries = Object.entries(records).map(([path, text]) => [path.split("/").pop()!, text]);

  it("are found", () => {
    expect(entries.length).toBeGreaterThanOrEqual(50);
  });

  it.each(entries)("%s has a Date and a Status under its title", (_, text) => {
    const [title, blank, date, status] = text.split("\n");
    expect(title).toMatch(/^# \d{3}: \S/);
    expect(blank).toBe("");
    expect(date).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(
      /^- Status: (?:Accepted|(?:Superseded|Amended) by \[\d{3}\]\(\d{3}-[\w-]+\.md\)(?:, \[\d{3}\]\(\d{3}-[\w-]+\.md\))*)$/,
    );
  });

  it.each(entries)("%s names, in its Status, only records that exist", (name, text) => {
    const status = text.split("\n")[3] ?? "";
    const linked = [...status.matchAll(/\]\((\d{3}-[\w-]+\.md)\)/g)].map((match) => match[1]);
    const missing = linked.filter((target) => !entries.some(([other]) => other === target));
    expect(missing).toEqual([]);
    expect(linked).not.toContain(name);
  });

  it.each(entries)("%s names only files that exist", (_, text) => {
    const missing = namedFiles(text).filter((name) => !NAMED_ELSEWHERE.has(name) && !exists(name));
    expect(missing).toEqual([]);
  });
});

describe("the README and the pages of docs/", () => {
  it.each(Object.entries(pages))("%s names only files that exist", (_, text) => {
    const missing = namedFiles(text).filter((name) => !NAMED_ELSEWHERE.has(name) && !exists(name));
    expect(missing).toEqual([]);
  });
});
