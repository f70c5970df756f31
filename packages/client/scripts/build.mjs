// `npm run build -w @unitwise/client [-- --out-dir <dir>]`: the package as it is published, in
// dist/ (or <dir>): ES modules and their declarations compiled from src/, the README, the
// OpenAPI snapshot and a package.json whose exports name the compiled files. In the repository
// the package exports its TypeScript sources (the app's tests read them through Vite); the
// published package is this directory: `npm publish packages/client/dist`.
import { execFileSync } from "node:child_process";
import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const flag = process.argv.indexOf("--out-dir");
const outDir = resolve(flag === -1 ? `${packageDir}/dist` : (process.argv[flag + 1] ?? ""));
if (flag !== -1 && !process.argv[flag + 1]) {
  throw new Error(
    "--out-dir needs a directory: npm run build -w @unitwise/client -- --out-dir <dir>",
  );
}

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
execFileSync(
  process.execPath,
  [tsc, "-p", `${packageDir}/tsconfig.build.json`, "--outDir", outDir],
  {
    stdio: "inherit",
  },
);

const source = JSON.parse(await readFile(`${packageDir}/package.json`, "utf8"));
const published = {
  name: source.name,
  version: source.version,
  description: source.description,
  type: "module",
  sideEffects: false,
  exports: { ".": { types: "./index.d.ts", default: "./index.js" } },
  dependencies: source.dependencies,
  engines: { node: ">=20" },
};
await writeFile(`${outDir}/package.json`, `${JSON.stringify(published, null, 2)}\n`);
for (const file of ["README.md", "openapi.json"]) {
  await copyFile(`${packageDir}/${file}`, `${outDir}/${file}`);
}
console.log(`Built ${source.name} ${source.version} in ${outDir}.`);
