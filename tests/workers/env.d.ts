import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** the API fuzz test's seed: a number, "random", or empty for the default */
      FUZZ_SEED: string;
      FUZZ_REQUESTS: string;
    }
  }
}
