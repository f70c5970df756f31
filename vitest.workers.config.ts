import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

// Requests go through the real Worker (workers/app.ts and the React Router server build) in
// workerd, against a local D1 migrated from migrations/ before the tests run.
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
            CATALOGUE_VERSION_TRUST_MS: "0",
          },
        },
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      name: "workers",
      include: ["tests/workers/**/*.test.ts"],
      setupFiles: ["./tests/workers/apply-migrations.ts", "./tests/workers/warm-up.ts"],
      // The first request compiles the whole server build inside workerd.
      testTimeout: 30_000,
    },
  };
});
