import { defineConfig } from "vitest/config";

// Pure modules (the engine package, utils) run in plain Node: fast and free of the Worker.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: "unit",
    environment: "node",
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "packages/*/src/**/*.test.ts"],
    exclude: ["**/*.workers.test.ts", "node_modules/**"],
  },
});
