#!/usr/bin/env node
// Builds the publishable package into a staging directory, which `npm pack` and `npm publish`
// then run in (docs/decisions/077-units-package.md). The workspace keeps importing the source:
// this package.json's exports point at src/*.ts, the staged one's at the built dist/.
// Run: npm run build -w @unitwise/units [-- --out=DIR] [-- --write-api]
//   --out=DIR     the staging directory (default dist/npm, ignored by git)
//   --write-api   also write the generated API reference to API.md beside this package.json
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { apiReference } from "./api-reference.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const outArg = args.find((arg) => arg.startsWith("--out="));
const out = resolve(outArg ? outArg.slice("--out=".length) : join(root, "dist/npm"));
const dist = join(out, "dist");

/** @type {{ name: string, version: string, description: string, sideEffects: boolean }} */
const source = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

rmSync(out, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

// 1. Declarations, by the compiler, from the library's own tsconfig (to a build-info file of
// their own, so `tsc -b`'s incremental state in dist/ is left alone).
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const buildInfo = join(out, "lib.tsbuildinfo");
execFileSync(
  process.execPath,
  [tsc, "-p", join(root, "tsconfig.lib.json"), "--outDir", dist, "--tsBuildInfoFile", buildInfo],
  { stdio: "inherit" },
);
rmSync(buildInfo);
addDeclarationExtensions(dist);

// 2. JavaScript: one ES module per entry (the engine, the catalogue, each table, the command),
// code they share split into chunks, so importing one table loads that table alone.
const tableKeys = readdirSync(join(root, "src/data"))
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.slice(0, -".ts".length));
await build({
  entryPoints: {
    index: join(root, "src/index.ts"),
    "catalogue-entry": join(root, "src/catalogue-entry.ts"),
    bin: join(root, "src/bin.ts"),
    ...Object.fromEntries(
      tableKeys.map((key) => [`data/${key}`, join(root, `src/data/${key}.ts`)]),
    ),
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: "esm",
  // BigInt literals need ES2020; Node 20, current browsers and workerd run ES2022.
  platform: "neutral",
  target: "es2022",
  chunkNames: "chunks/[name]-[hash]",
  legalComments: "none",
  logLevel: "warning",
});

// 3. The manifest: the package's own fields, its exports pointing at dist/.
/** @param {string} path */
const entry = (path) => ({ types: `./dist/${path}.d.ts`, default: `./dist/${path}.js` });
const manifest = {
  name: source.name,
  version: source.version,
  description: source.description,
  keywords: ["units", "unit conversion", "exact", "rational", "measurement", "calculator"],
  type: "module",
  sideEffects: false,
  engines: { node: ">=20" },
  main: "./dist/index.js",
  types: "./dist/index.d.ts",
  exports: {
    ".": entry("index"),
    "./catalogue": entry("catalogue-entry"),
    "./data/*": entry("data/*"),
    // Parts the tables share are not tables: no entry.
    "./data/shared/*": null,
    "./package.json": "./package.json",
  },
  bin: { "unitwise-units": "./dist/bin.js" },
};
writeFileSync(join(out, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);

// 4. Documents: the README and the API reference generated from the declarations just built.
copyFileSync(join(root, "README.md"), join(out, "README.md"));
const api = await apiReference(dist, { version: source.version });
writeFileSync(join(out, "API.md"), api);
if (args.includes("--write-api")) writeFileSync(join(root, "API.md"), api);

console.log(`${source.name}@${source.version} staged in ${relative(process.cwd(), out) || "."}`);

/**
 * Node's ES module resolution (TypeScript's node16 and nodenext) wants a file extension on each
 * relative import, also in declarations: "./rational" becomes "./rational.js", the parent
 * directory ".." "../index.js". The source imports without them, as bundlers allow.
 * @param {string} dir
 */
function addDeclarationExtensions(dir) {
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, name.name);
    if (name.isDirectory()) {
      addDeclarationExtensions(path);
      continue;
    }
    if (!name.name.endsWith(".d.ts")) continue;
    const text = readFileSync(path, "utf8").replace(
      /(\bfrom\s*|\bimport\s*\(\s*)(["'])(\.{1,2}(?:\/[^"']*)?)\2/g,
      (_, lead, quote, specifier) =>
        `${lead}${quote}${withExtension(dirname(path), specifier)}${quote}`,
    );
    writeFileSync(path, text);
  }
}

/**
 * @param {string} from  the directory of the importing declaration
 * @param {string} specifier
 */
function withExtension(from, specifier) {
  if (existsSync(join(from, `${specifier}.d.ts`))) return `${specifier}.js`;
  if (existsSync(join(from, specifier, "index.d.ts"))) return `${specifier}/index.js`;
  throw new Error(`${specifier} (imported in ${from}) has no declaration`);
}
