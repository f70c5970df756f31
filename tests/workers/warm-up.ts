import { SELF } from "cloudflare:test";
import { beforeAll } from "vitest";

// The first request of each test file loads the whole server build inside workerd: a few
// seconds on an idle machine, far more on a busy one. It happens here, under its own limit, so
// no test's 30 seconds includes it and a loaded machine cannot fail a test by timing alone.
beforeAll(async () => {
  await SELF.fetch("http://example.com/robots.txt");
}, 180_000);
