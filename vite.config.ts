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
              // (decision 049). Only modules every page loads anyway belong here, and the small
              // ones that most pages load (the button, card, site name, copy hook, `rich` of the
              // cookie banner and forms, React DOM's 1.4 KB index): each was a request of its own
              // on the pages that use it, and a level of the import waterfall (decision 101).
              name: "shell",
              test: /\/app\/(utils\/(use-hydrated|cn|toast|theme|analytics|site-name|use-clipboard)|components\/(ui\/(container|button|card)|server-html|icons|deferred)|ads\/ad-slots|shell\/(consent|consent-storage)|accounts\/(display-name|account-menu|menu-link)|me\/load-store|i18n\/rich)\.tsx?$|\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js$/,
              priority: 4,
            },
            // A converter page in two chunks (decision 101): what it hydrates with, and what it
            // loads after hydration (the engine's calculation and the visual's painter). Left to
            // itself, the bundler split the second into four chunks by which modules share their
            // parts, each a request and a level of the waterfall. A group takes in its modules'
            // dependencies unless a group of a higher priority has them, so the page's group names
            // the calculation's own modules under app/converter-page/ to leave them out. A module
            // in the wrong chunk shows in the converter page's budget
            // (scripts/check-bundle-budget.mjs).
            {
              name: "converter-page",
              test: /\/app\/converter-page\/(?!(calculation|engine-text|visual\/(model|paint[\w-]*|canvas|scales|format|references))\.ts$)|\/packages\/units\/src\/(default-number-locale|converter-defaults)\.ts$|\/app\/utils\/not-found-meta\.ts$/,
              priority: 3,
            },
            {
              // Other pages format numbers with it (the API docs, the number-format page): kept out
              // of the calculation's chunk, which would otherwise take it in as a dependency.
              name: "locale-number",
              test: /\/packages\/units\/src\/locale-number\.ts$/,
              priority: 2,
            },
            {
              name: "calculation",
              test: /\/app\/converter-page\/(calculation|visual\/(paint|paint-\w+|canvas|scales|format|references))\.ts$|\/packages\/units\/src\/(rational|constants|expression|format)\.ts$/,
              priority: 1,
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
