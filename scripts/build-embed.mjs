// Builds the embed scripts (docs/decisions/079-embeds.md) into build/client, beside the
// app's assets, after `react-router build`: the embedded converter's script (the exact engine and
// the form's wiring, one file with no chunks, so an iframe makes one request) and the
// `<unitwise-converter>` loader a host page includes (a classic script: it reads its own URL).
import { build } from "esbuild";

const common = {
  bundle: true,
  minify: true,
  target: "es2022",
  platform: /** @type {const} */ ("browser"),
  legalComments: /** @type {const} */ ("none"),
  logLevel: /** @type {const} */ ("warning"),
};

await build({
  ...common,
  entryPoints: ["app/embed/client/embed-converter.ts"],
  format: "esm",
  outfile: "build/client/embed-converter.js",
});
await build({
  ...common,
  entryPoints: ["app/embed/client/embed-element.ts"],
  format: "iife",
  outfile: "build/client/embed.js",
});
