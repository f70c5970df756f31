// What a page makes the browser download, read from React Router's client manifest:
// the entry, the root route and the page's route module with every chunk they import.
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = "build/client";
const SERVER_DIR = "build/server";

/**
 * Gzip bytes a page may download at load, per route (decision 049; React, React DOM and React
 * Router alone are 107 KB): the targets for the home and converter pages set with it, what the other
 * pages reached plus about 1 KB. CSS ≤ 30 KB for every page.
 */
export const BUDGETS = {
  js: {
    // the home page's target (decision 049), reached with the shell's cuts (119.6 KB); it holds
    // with the languages' runtime (decision 080) because the client takes React Router's
    // production build (decision 081)
    "routes/home": 120 * 1024,
    // the converter page's target (decision 049; 124.6 KB: the engine loads when idle, the
    // figures come with the page); a unit pair's page is the same page with the pair's parts
    "routes/converter": 125 * 1024,
    "routes/converter-pair": 126 * 1024,
    // the blog draws its icons as plain SVG too (129.0 KB)
    "routes/blog": 130 * 1024,
    // the time pages (decision 075): answers come as server HTML, Temporal stays on the server
    "routes/time-zone-converter": 123 * 1024,
    "routes/time-zone-pair": 122 * 1024,
    "routes/meeting-planner": 123 * 1024,
    "routes/date-calculator": 121 * 1024,
  },
  css: 30 * 1024,
};

/** @param {string} routeId */
export function jsBudget(routeId) {
  const budget = BUDGETS.js[/** @type {keyof typeof BUDGETS.js} */ (routeId)];
  if (budget === undefined) throw new Error(`No JavaScript budget for "${routeId}"`);
  return budget;
}

export async function readClientManifest() {
  const assets = await readdir(join(CLIENT_DIR, "assets"));
  const file = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file)
    throw new Error("No React Router manifest in build/client/assets: run the build first");
  const source = await readFile(join(CLIENT_DIR, "assets", file), "utf8");
  const manifest = JSON.parse(
    source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""),
  );
  return { manifest, manifestPath: `/assets/${file}` };
}

/**
 * @param {string} routeId e.g. "routes/converter"
 * @returns {Promise<{ js: number; css: number; files: string[] }>} gzip bytes
 */
export async function routeBundleSize(routeId) {
  const { manifest, manifestPath } = await readClientManifest();
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`No route "${routeId}" in the client manifest`);
  const root = manifest.routes.root;
  const lazy = await lazyRouteDiscovery();
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  // With lazy route discovery (React Router's default) the page carries, inline, the manifest
  // of the routes it matched, and never loads the whole manifest file: count what it carries.
  if (!lazy) js.add(manifestPath);
  const css = new Set();
  for (const part of [root, route]) {
    js.add(part.module);
    for (const file of part.imports ?? []) js.add(file);
    for (const file of part.css ?? []) css.add(file);
  }
  /** @param {string} path */
  const gzipped = async (path) => gzipSync(await readFile(join(CLIENT_DIR, path))).byteLength;
  let jsBytes = 0;
  for (const file of js) jsBytes += await gzipped(file);
  if (lazy) {
    // The root, the page's route and the root's index route (the router may match "/" first).
    const index = Object.values(manifest.routes).filter(
      (entry) => entry.parentId === "root" && entry.index,
    );
    const routes = Object.fromEntries([root, route, ...index].map((entry) => [entry.id, entry]));
    const inline = { ...manifest, routes };
    const text = `window.__reactRouterManifest = ${JSON.stringify(inline, null, 2)};`;
    jsBytes += gzipSync(text).byteLength;
  }
  let cssBytes = 0;
  for (const file of css) cssBytes += await gzipped(file);
  return { js: jsBytes, css: cssBytes, files: [...js, ...css] };
}

/**
 * Whether the server build discovers routes lazily (React Router's default `routeDiscovery`):
 * its pages then inline a partial manifest instead of loading the whole one.
 */
async function lazyRouteDiscovery() {
  const assets = await readdir("build/server/assets");
  for (const name of assets.filter((file) => /^server-build-[\w-]+\.js$/.test(file))) {
    const source = await readFile(join("build/server/assets", name), "utf8");
    const config = /routeDiscovery = \{\s*"mode": "(\w+)"/.exec(source);
    if (config) return config[1] === "lazy";
  }
  return false;
}

/**
 * Client files that contain any of the given strings (used to keep unit tables server-side).
 * @param {string[]} markers
 */
export async function clientFilesContaining(markers) {
  const assets = await readdir(join(CLIENT_DIR, "assets"));
  const found = [];
  for (const name of assets.filter((file) => file.endsWith(".js"))) {
    const text = await readFile(join(CLIENT_DIR, "assets", name), "utf8");
    const hit = markers.find((marker) => text.includes(marker));
    if (hit) found.push(`${name} (${hit})`);
  }
  return found;
}

/**
 * The server files a new isolate loads before its first answer: the Worker's entry and React
 * Router's server build (which the entry imports at the first request), with every chunk they
 * import statically. A chunk loaded with `import()` at a request that needs it is not one of them
 * (docs/decisions/089-time-code-on-demand.md).
 */
async function serverStartFiles() {
  const assets = await readdir(join(SERVER_DIR, "assets"));
  const serverBuild = assets.find((name) => /^server-build-[\w-]+\.js$/.test(name));
  if (!serverBuild) throw new Error("No server build in build/server/assets: run the build first");
  const found = new Set();
  const todo = ["index.js", join("assets", serverBuild)];
  while (todo.length > 0) {
    const file = /** @type {string} */ (todo.pop());
    if (found.has(file)) continue;
    found.add(file);
    const text = await readFile(join(SERVER_DIR, file), "utf8");
    // `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; not `import("./x.js")`.
    for (const [, path] of text.matchAll(
      /(?:^|[;}\n])\s*(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["'](\.\.?\/[^"']+\.js)["']/g,
    )) {
      todo.push(join(dirname(file), /** @type {string} */ (path)));
    }
  }
  return [...found];
}

/**
 * Of the files a new isolate loads before its first answer, those that contain any of the given
 * strings (used to keep the time pages' code and data out of every isolate's start).
 * @param {string[]} markers
 */
export async function serverStartFilesContaining(markers) {
  const found = [];
  for (const file of await serverStartFiles()) {
    const text = await readFile(join(SERVER_DIR, file), "utf8");
    const hit = markers.find((marker) => text.includes(marker));
    if (hit) found.push(`${file} (${hit})`);
  }
  return found;
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
