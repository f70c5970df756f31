import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The steering folder beside the repo is not part of a user's clone. */
const NO_STEERING_FOLDER = {
  regex: "^(\\.\\./)+shared/",
  message: "The project never reads the steering folder beside the repo.",
};

/** The layer folders of app/ (below); every other folder of app/ is a feature. */
const LAYER_DIRS = ["components", "content", "db", "i18n", "pipeline", "models", "routes", "utils"];
const FEATURES = readdirSync(new URL("./app", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYER_DIRS.includes(entry.name))
  .map((entry) => entry.name);

/** Imports of app/<name>/…, written with the ~/ alias or as a relative path. */
const noImportOf = (names, why) =>
  names.map((name) => ({
    regex: `^(~/|(\\.\\.?/)+)${name}/`,
    message: `${why} (app/${name}/).`,
  }));

const NO_SERVER_MODULE = {
  regex: "\\.server$",
  message:
    "Browser code never imports a .server module: move what it needs (types, constants) to a module without the suffix.",
};
const NO_COMPONENTS = noImportOf(["components"], "Server modules render nothing");

/** Every D1 query lives in app/models/: nothing else touches the tables or the query builder. */
const NO_QUERIES = [
  { regex: "^drizzle-orm", message: "D1 queries live in app/models/." },
  { regex: "^(~/|(\\.\\.?/)+)db/schema", message: "D1 queries live in app/models/." },
];

/**
 * The layers of app/ (docs/decisions/006-feature-folders.md): routes → features → components
 * and models → db, with utils/, content/, i18n/ and the engine (@unitwise/units) usable from everywhere. Each layer names
 * what it must not import. Server modules (*.server.ts) may not import components, and those
 * that render markup (*.server.tsx) may; other modules of a layer that reaches the browser may
 * not import a server module. ESLint's flat config keeps one set of options per rule and file,
 * so each entry carries every pattern.
 */
const LAYERS = [
  {
    dir: "db",
    forbidden: noImportOf(
      ["routes", "models", "pipeline", "components", "utils", "content", ...FEATURES],
      "The schema is the bottom layer",
    ),
  },
  {
    dir: "models",
    forbidden: noImportOf(
      ["routes", "pipeline", "components", "content", ...FEATURES],
      "Models own their types and import only db/, utils/, the engine and other models",
    ),
  },
  {
    // The languages (docs/decisions/080-languages.md): every layer's words come from here.
    dir: "i18n",
    forbidden: noImportOf(
      ["routes", "models", "db", "pipeline", "components", ...FEATURES],
      "i18n/ serves every layer, so it imports none of them",
    ).concat(NO_QUERIES),
  },
  ...["utils", "content"].map((dir) => ({
    dir,
    forbidden: noImportOf(
      ["routes", "models", "db", "pipeline", "components", ...FEATURES],
      "utils/ and content/ serve every layer, so they import none of them",
    ).concat(NO_QUERIES),
  })),
  {
    dir: "components",
    forbidden: noImportOf(
      ["routes", "models", "db", "pipeline", ...FEATURES],
      "Shared components know no feature and no data layer",
    ),
  },
  ...FEATURES.map((dir) => ({
    dir,
    forbidden: [
      ...noImportOf(["routes", "pipeline"], "Features are used by routes, never the reverse"),
      ...NO_QUERIES,
    ],
  })),
  {
    dir: "pipeline",
    forbidden: [
      ...noImportOf(["routes"], "The request pipeline runs routes; it does not import them"),
      ...NO_QUERIES,
    ],
  },
  // Route modules may import server modules: React Router keeps loaders and actions (and what
  // only they use) out of the browser bundle.
  { dir: "routes", forbidden: NO_QUERIES, server: true },
];

const boundaries = LAYERS.flatMap(({ dir, forbidden, server = false }) => [
  {
    files: [`app/${dir}/**/*.{ts,tsx}`],
    ignores: ["**/*.server.ts", "**/*.server.tsx", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [NO_STEERING_FOLDER, ...(server ? [] : [NO_SERVER_MODULE]), ...forbidden],
        },
      ],
    },
  },
  {
    files: [`app/${dir}/**/*.server.ts`],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [NO_STEERING_FOLDER, ...NO_COMPONENTS, ...forbidden] },
      ],
    },
  },
  // Server modules that render markup (*.server.tsx) use components, and other server modules.
  {
    files: [`app/${dir}/**/*.server.tsx`],
    rules: {
      "no-restricted-imports": ["error", { patterns: [NO_STEERING_FOLDER, ...forbidden] }],
    },
  },
]);

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".react-router/**",
      ".wrangler/**",
      "node_modules/**",
      "worker-configuration.d.ts",
      "test-results/**",
      "playwright-report/**",
      "packages/*/dist/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { patterns: [NO_STEERING_FOLDER] }],
    },
  },
  ...boundaries,
  {
    // The engine is a package of its own (decision 065): pure TypeScript that imports nothing of
    // the app, no UI and no I/O, so anyone can use it as the app does.
    files: ["packages/units/**/*.{ts,mjs}"],
    // The consumer check imports the package by name, as a user does (tsconfig.consumer.json).
    ignores: ["packages/units/test/consumer/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            NO_STEERING_FOLDER,
            { regex: "^~/", message: "The engine package never imports the app." },
            { regex: "(^|/)app/", message: "The engine package never imports the app." },
            { regex: "^(\\.\\./){3,}", message: "The engine package imports only its own files." },
            {
              regex: "^(react|react-dom|react-router)(/|$)",
              message: "The engine renders nothing.",
            },
            {
              regex: "^@unitwise/units",
              message: "Inside the package, import its modules by path.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["public/sw.js"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ["scripts/**/*.mjs", "packages/*/{bench,scripts}/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
);
