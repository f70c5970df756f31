import { defineConfig } from "vitest/config";

// The package's tests on their own (npm test -w @unitwise/units); the root's unit project runs
// the same files with the app's.
export default defineConfig({
  test: {
    name: "units",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
