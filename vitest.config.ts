import { defineConfig } from "vitest/config";

// `vitest` runs both projects: pure unit tests in Node, and the Worker in workerd.
export default defineConfig({
  test: {
    projects: ["./vitest.unit.config.ts", "./vitest.workers.config.ts"],
    // Two test files at a time, also on a 2-core machine: the Workers files wait on workerd and
    // D1 as much as they compute, and two of them overlap well. Each worker loads the server build
    // into its workerd once (decision 057). Measured on this 2-core machine with other work
    // running: 93-99 s with two, 144 s with one, 95 s with three.
    maxWorkers: 2,
  },
});
