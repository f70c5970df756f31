import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// Requests go through the real Worker (workers/app.ts and the React Router server build) in
// workerd, against a local D1 migrated from migrations/ before each test file.
export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      reactRouter(),
      cloudflareTest({
        main: "./workers/app.ts",
        remoteBindings: false,
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            FUZZ_SEED: process.env.FUZZ_SEED ?? "",
            FUZZ_REQUESTS: process.env.FUZZ_REQUESTS ?? "",
            // Tests change D1 directly and read at once: every request reads the version.
            CONTENT_VERSION_TRUST_MS: "0",
            // The measuring switch: tests read X-Page-Cache to know which level answered.
            SERVER_TIMING: "on",
          },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      name: "workers",
      include: ["tests/workers/**/*.test.ts"],
      // The files a Vitest worker runs share its workerd and its isolate, so the server build is
      // loaded and warmed once per worker, not once per file: each file used to spend seconds on
      // it, most of the step's time. fresh-state.ts gives each file an empty D1 and Worker state
      // instead (docs/decisions/057-shared-test-isolate.md).
      isolate: false,
      setupFiles: ["./tests/workers/fresh-state.ts", "./tests/workers/warm-up.ts"],
      // Generous for a busy 2-core machine; loading the server build is warm-up.ts's, not a test's.
      testTimeout: 30_000,
    },
  };
});
