import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { compileHints } from "./scripts/compile-hints.ts";

const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * React DOM's Node server renderer alone: its "react-dom/server.node" entry also loads the legacy
 * renderer (renderToString, renderToStaticMarkup), a second copy of the server renderer that
 * nothing in the Worker uses (static HTML is made by utils/static-markup.server.ts with the same
 * renderer as the pages: decision 090). "react-dom/static.node" loads this same file.
 */
const reactDomNodeServer = (mode: string) =>
  fileURLToPath(
    new URL(
      `./node_modules/react-dom/cjs/react-dom-server.node.${mode === "production" ? "production" : "development"}.js`,
      import.meta.url,
    ),
  );

export default defineConfig(({ mode }) => ({
  plugins: [
    // remoteBindings: false keeps dev, build and preview fully offline (no Cloudflare account).
    cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }),
    tailwindcss(),
    reactRouter(),
    // The framework's chunks compiled as they load, off the main thread (decision 094).
    compileHints(),
  ],
  build: {
    // No module-preload lists on the chunks loaded on first use (search, toasts, cookie banner):
    // each dynamic import carried its list of dependencies in every page's code, and they are
    // nearly all loaded already; the router preloads the pages' own chunks itself (decision 049).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules the page frame (root.tsx) imports and pages share, in one chunk
              // with the router they depend on, instead of a dozen chunks of a few hundred bytes
              // each, every one with its own requests, imports and compression overhead
              // (decision 049). Only modules every page loads anyway belong here, and the button
              // and site name, which nearly every public page loads (the home page pays 0.1 KB
              // for them, the converter pages save 0.6 KB).
              name: "shell",
              test: /\/app\/(utils\/(use-hydrated|cn|toast|theme|analytics|site-name)|components\/(ui\/(container|button)|server-html|icons|deferred)|ads\/ad-slots|shell\/(consent|consent-storage)|accounts\/(display-name|account-menu|menu-link)|me\/load-store)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  resolve: {
    tsconfigPaths: true,
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
      // One React DOM server in the Worker: "react-dom/server" resolves to the edge build (two
      // renderers, about 540 KB) beside the Node build entry.server.tsx streams with (decision
      // 058), and a new isolate parses both (docs/decisions/085-cold-start.md); and of the Node
      // build, only its streaming renderer (decision 090).
      { find: /^react-dom\/server(\.node)?$/, replacement: reactDomNodeServer(mode) },
    ],
  },
}));
