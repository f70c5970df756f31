// The API reference (API.md) generated from the package's emitted declarations with the
// TypeScript compiler's API: each export of each entry, its doc comment and its declaration as a
// consumer's editor shows it. scripts/build-package.mjs calls it on the declarations it stages,
// and src/packaging.test.ts checks that the committed API.md is what it writes.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import ts from "typescript";

/** The entries a consumer imports, by the file their declarations are in. */
const ENTRIES = [
  { specifier: "@unitwise/units", file: "index.d.ts" },
  { specifier: "@unitwise/units/catalogue", file: "catalogue-entry.d.ts" },
];

/**
 * @param {string} dist  the directory of the emitted declarations (index.d.ts and the rest)
 * @param {{ version: string }} about
 * @returns {Promise<string>} the Markdown, formatted as the repository's Prettier would
 */
export async function apiReference(dist, { version }) {
  const program = ts.createProgram(
    ENTRIES.map((entry) => join(dist, entry.file)),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      noEmit: true,
      types: [],
    },
  );
  const checker = program.getTypeChecker();
  const parts = [
    `# @unitwise/units ${version}: API reference`,
    "Generated from the package's type declarations by `scripts/api-reference.mjs` " +
      "(`npm run build -w @unitwise/units -- --write-api`); do not edit it by hand. " +
      "[README.md](README.md) shows the API at work.",
  ];
  for (const { specifier, file } of ENTRIES) {
    const source = program.getSourceFile(join(dist, file));
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`no declarations for ${specifier} in ${dist}`);
    parts.push(`## \`${specifier}\``);
    for (const exported of checker.getExportsOfModule(module)) {
      parts.push(...describe(checker, exported));
    }
  }
  const tables = readdirSync(join(dist, "data"))
    .filter((name) => name.endsWith(".d.ts"))
    .map((name) => `\`${name.slice(0, -".d.ts".length)}\``);
  parts.push(
    "## `@unitwise/units/data/<key>`",
    "One unit table alone, as its default export (a `UnitTable`), for a bundle that needs no " +
      `other: ${tables.join(", ")}.`,
  );
  const style = await prettier.resolveConfig(fileURLToPath(new URL("../API.md", import.meta.url)));
  return prettier.format(`${parts.join("\n\n")}\n`, { ...style, parser: "markdown" });
}

/**
 * One export: its heading, its doc comment and its declarations (a function's overloads are
 * several), written as in the declaration file without `export` and `declare`.
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} exported
 * @returns {string[]}
 */
function describe(checker, exported) {
  const symbol =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const code = (symbol.declarations ?? [])
    .map((declaration) => statementOf(declaration).getText())
    .map((text) =>
      withoutPrivateMembers(text.replace(/^export (?:declare )?/, "").replace(/^declare /, "")),
    );
  return [
    `### ${exported.name}`,
    ...(doc === "" ? [] : [doc]),
    ["```ts", ...code, "```"].join("\n"),
  ];
}

/**
 * A class's private members, and their doc comments, are no part of its API.
 * @param {string} text
 */
function withoutPrivateMembers(text) {
  /** @type {string[]} */
  const kept = [];
  for (const line of text.split("\n")) {
    if (!/^\s*private\b/.test(line)) {
      kept.push(line);
      continue;
    }
    if (!/\*\/\s*$/.test(kept.at(-1) ?? "")) continue;
    while (kept.length > 0 && !/^\s*\/\*\*/.test(kept.at(-1) ?? "")) kept.pop();
    kept.pop();
  }
  return kept.join("\n");
}

/**
 * The statement a declaration is written in: `declare const x: T;` for the variable `x`.
 * @param {ts.Declaration} declaration
 * @returns {ts.Node}
 */
function statementOf(declaration) {
  if (ts.isVariableDeclaration(declaration)) return declaration.parent.parent;
  return declaration;
}
