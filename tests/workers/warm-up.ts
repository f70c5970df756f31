import { SELF } from "cloudflare:test";
import { beforeAll } from "vitest";

// The first request in a Vitest worker loads the whole server build inside its workerd: a few
// seconds on an idle machine, far more on a busy one. The worker's later files share that isolate
// (decision 057) and find the build loaded, but any file may be the first, so each makes the
// request here, under its own limit: no test's 30 seconds includes the load, and a loaded machine
// cannot fail a test by timing alone.
beforeAll(async () => {
  await SELF.fetch("http://example.com/robots.txt");
}, 180_000);
