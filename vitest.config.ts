import { defineConfig } from "vitest/config";

// `vitest` runs both projects: pure unit tests in Node, and the Worker in workerd.
export default defineConfig({
  test: {
    projects: ["./vitest.unit.config.ts", "./vitest.workers.config.ts"],
  },
});
