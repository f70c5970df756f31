import { env, SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import {
  DEFAULT_FUZZ_SEED,
  fuzzRequest,
  seededRandom,
  type FuzzRequest,
} from "./helpers/fuzz-inputs";

/**
 * 2,500 generated requests (by default) across every public endpoint (helpers/fuzz-inputs.ts):
 * no answer is a 5xx, and every error is JSON `{ error }` with a clear message (no stack trace).
 * The seed is
 * printed; `FUZZ_SEED=<seed> npm run test:workers -- api-fuzz` replays a run,
 * `FUZZ_SEED=random` explores a new one, and `FUZZ_REQUESTS=<n>` sends more.
 *
 * Time is not asserted here: how long a request takes depends on how busy the machine is, so a
 * budget in a test fails now and then for no fault of the code (decision 004). `npm run
 * bench:api` sends the same generated requests to the production build and prints their
 * latencies and the slowest of them.
 */

/** How many requests a run sends: 2,500 by default (the whole suite must stay under 20 minutes). */
const REQUESTS = Number(env.FUZZ_REQUESTS) || 2_500;

function seedFromEnv(): number {
  const asked = env.FUZZ_SEED;
  if (asked === "random") return Math.floor(Math.random() * 2 ** 32);
  return asked ? Number(asked) : DEFAULT_FUZZ_SEED;
}

async function send(request: FuzzRequest) {
  const response = await SELF.fetch(`http://example.com${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return { response, text: await response.text() };
}

function describeRequest(index: number, seed: number, request: FuzzRequest) {
  const body = request.body === undefined ? "" : ` body ${request.body.slice(0, 300)}`;
  return `#${index} (seed ${seed}) ${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers)}${body}`;
}

it(
  `answers ${REQUESTS} generated requests without a 5xx, every error as JSON with a clear message`,
  {
    timeout: 600_000,
  },
  async () => {
    const seed = seedFromEnv();
    console.log(`API fuzz: seed ${seed} (replay with FUZZ_SEED=${seed})`);
    const random = seededRandom(seed);
    const statuses = new Map<number, number>();

    for (let index = 0; index < REQUESTS; index++) {
      const request = fuzzRequest(random);
      const what = describeRequest(index, seed, request);
      const { response, text } = await send(request);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);

      expect(response.status, what).toBeLessThan(500);
      if (request.method === "HEAD" || response.status === 204 || response.status === 304) {
        expect(text, what).toBe("");
      } else if (response.status >= 400) {
        expect(response.headers.get("Content-Type"), what).toMatch(/^application\/json/);
        expect(() => JSON.parse(text), `${what}\nanswered ${text.slice(0, 300)}`).not.toThrow();
        const body = JSON.parse(text) as { error?: unknown };
        expect(Object.keys(body), what).toEqual(["error"]);
        expect(typeof body.error, what).toBe("string");
        const message = body.error as string;
        expect(message.length, what).toBeGreaterThan(10);
        expect(message.length, what).toBeLessThan(1000);
        expect(message, what).not.toMatch(/\n\s+at |Error:|undefined|\[object /);
      } else {
        expect(() => JSON.parse(text), what).not.toThrow();
      }
    }
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(`API fuzz: ${REQUESTS} requests, statuses ${summary.join(" ")}`);
  },
);
