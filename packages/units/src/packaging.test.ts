import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The package as npm publishes it: scripts/build-package.mjs stages it, `npm pack` packs it, and
 * a new project installs the tarball offline and uses it as a stranger would, in Node and in the
 * type checker. docs/decisions/077-units-package.md
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

// npm run exports its settings as npm_* variables; the inner npm must read its own, or a
// workspace's prefix could send the install into the repository.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_")),
);

let work = "";
let stage = "";
let consumer = "";
let packed: string[] = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "unitwise-units-pack-"));
  stage = join(work, "stage");
  consumer = join(work, "consumer");
  execFileSync(process.execPath, [join(root, "scripts/build-package.mjs"), `--out=${stage}`], {
    stdio: "pipe",
  });
  const [pack] = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--pack-destination", work], {
      cwd: stage,
      env,
    }).toString(),
  ) as Array<{ filename: string; files: Array<{ path: string }> }>;
  if (!pack) throw new Error("npm pack made no tarball");
  packed = pack.files.map((file) => file.path);

  mkdirSync(consumer);
  writeFileSync(
    join(consumer, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
  execFileSync(
    "npm",
    ["install", "--offline", "--no-audit", "--no-fund", join(work, pack.filename)],
    { cwd: consumer, env, stdio: "pipe" },
  );
  copyFileSync(join(root, "test/consumer/installed.mjs"), join(consumer, "consumer.mjs"));
}, 120_000);

afterAll(() => {
  if (work !== "") rmSync(work, { recursive: true, force: true });
});

const node = (...args: string[]) =>
  spawnSync(process.execPath, args, { cwd: consumer, encoding: "utf8" });

describe("the tarball", () => {
  it("holds ES modules with declarations for each entry, the documents and no source", () => {
    for (const file of [
      "package.json",
      "README.md",
      "API.md",
      "dist/index.js",
      "dist/index.d.ts",
      "dist/catalogue-entry.js",
      "dist/catalogue-entry.d.ts",
      "dist/data/length.js",
      "dist/data/length.d.ts",
      "dist/bin.js",
    ]) {
      expect(packed).toContain(file);
    }
    expect(packed.filter((path) => path.endsWith(".ts") && !path.endsWith(".d.ts"))).toEqual([]);
  });

  it("has a public manifest whose exports point at the build", () => {
    const manifest = JSON.parse(
      readFileSync(join(consumer, "node_modules/@unitwise/units/package.json"), "utf8"),
    ) as Record<string, unknown>;
    expect(manifest).not.toHaveProperty("private");
    expect(manifest).not.toHaveProperty("devDependencies");
    expect(manifest).toMatchObject({
      name: "@unitwise/units",
      type: "module",
      exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
      bin: { "unitwise-units": "./dist/bin.js" },
    });
  });

  it("ships the API reference its declarations generate, as committed", () => {
    expect(readFileSync(join(stage, "API.md"), "utf8")).toBe(
      readFileSync(join(root, "API.md"), "utf8"),
    ); // if not: npm run build -w @unitwise/units -- --write-api
  });
});

describe("a project that installed it", { timeout: 60_000 }, () => {
  it("converts exactly, answers free text, calculates and lists converters and units", () => {
    const run = node("consumer.mjs");
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual({
      foot: "0.3048",
      footExact: "381/1250",
      footFromTable: "0.3048",
      sameTable: true,
      sameRational: true,
      height: "5 ft 3 in = 160.02 cm",
      calculation: "108 J/m exact=true",
      refusal: '"m" is a length and "kg" is a weight: they can\'t be converted',
      tenthsSum: "3/10",
      converters: 81,
      tables: 81,
      lengthConverter: "Length Converter",
      lengthUnits: ["meter", "foot", "femtometer"],
    });
  });

  it("runs the command", () => {
    const command = join(consumer, "node_modules/.bin/unitwise-units");
    expect(node(command, "5 ft 3 in to cm")).toMatchObject({
      stdout: "5 ft 3 in = 160.02 cm\n",
      status: 0,
    });
    expect(node(command, "3", "kWh/100km", "to", "J/m").stdout).toBe("3 kWh/100 km = 108 J/m\n");
    expect(node(command, "--help")).toMatchObject({ status: 0, stderr: "" });
    expect(node(command, "5 xyz to cm")).toMatchObject({
      stdout: "",
      stderr: 'unitwise-units: I don\'t know the unit "xyz"\n',
      status: 1,
    });
  });

  it.each([
    ["node16", "node16"],
    ["bundler", "preserve"],
  ])("type-checks with %s module resolution", (resolution, module) => {
    const config = `tsconfig.${resolution}.json`;
    writeFileSync(
      join(consumer, config),
      JSON.stringify({
        files: ["consumer.mjs"],
        compilerOptions: {
          module,
          moduleResolution: resolution,
          target: "es2022",
          lib: ["es2023", "dom"],
          types: [],
          strict: true,
          allowJs: true,
          checkJs: true,
          noEmit: true,
          // The package's declarations are checked too: a relative import without its
          // extension is an error under node16.
          skipLibCheck: false,
        },
      }),
    );
    const check = node(tsc, "-p", config);
    expect(check.stdout).toBe("");
    expect(check.status).toBe(0);
  });
});
