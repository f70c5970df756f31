import { defineConfig } from "vitest/config";

// `vitest` runs both projects: pure unit tests in Node, and the Worker in workerd.
export default defineConfig({
  test: {
    projects: ["./vitest.unit.config.ts", "./vitest.workers.config.ts"],
    // Two test files at a time, also on a 2-core machine: a Workers test file spends most of
    // its first seconds loading the server build into a fresh workerd isolate, and two of those
    // overlap well (measured on a clean clone of this 2-core machine: 298 s with two, 336 s
    // with one).
    maxWorkers: 2,
  },
});
