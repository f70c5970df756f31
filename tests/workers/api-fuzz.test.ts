import { env, SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { fuzzRequest, seededRandom, type FuzzRequest } from "./helpers/fuzz-inputs";

/**
 * 10,000 generated requests across every public endpoint (helpers/fuzz-inputs.ts): no answer is
 * a 5xx, every error is JSON `{ error }` with a clear message (no stack trace), and no request
 * takes 50 ms. The seed is printed; `FUZZ_SEED=<seed> npm run test:workers -- api-fuzz` replays
 * a run, `FUZZ_SEED=random` explores a new one.
 *
 * Time: the Worker runs in this isolate, so its CPU time is at most the wall time of the call.
 * A call over the budget is repeated and its fastest run counts: a busy machine can slow a run
 * down, but it cannot make every run of a cheap request slow, and a costly one stays costly.
 */

const REQUESTS = 10_000;
const BUDGET_MS = 50;
const DEFAULT_SEED = 20261125;

function seedFromEnv(): number {
  const asked = env.FUZZ_SEED;
  if (asked === "random") return Math.floor(Math.random() * 2 ** 32);
  return asked ? Number(asked) : DEFAULT_SEED;
}

async function send(request: FuzzRequest) {
  const started = Date.now();
  const response = await SELF.fetch(`http://example.com${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  return { response, text, ms: Date.now() - started };
}

function describeRequest(index: number, seed: number, request: FuzzRequest) {
  const body = request.body === undefined ? "" : ` body ${request.body.slice(0, 300)}`;
  return `#${index} (seed ${seed}) ${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers)}${body}`;
}

it(
  `answers ${REQUESTS} generated requests without a 5xx, with JSON errors, each within ${BUDGET_MS} ms`,
  {
    timeout: 600_000,
  },
  async () => {
    const seed = seedFromEnv();
    console.log(`API fuzz: seed ${seed} (replay with FUZZ_SEED=${seed})`);
    const random = seededRandom(seed);
    const statuses = new Map<number, number>();
    const slowest: { ms: number; what: string }[] = [];

    for (let index = 0; index < REQUESTS; index++) {
      const request = fuzzRequest(random);
      const what = describeRequest(index, seed, request);
      const { response, text, ms } = await send(request);
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

      if (ms > BUDGET_MS) {
        let fastest = ms;
        for (let run = 0; run < 4 && fastest > BUDGET_MS; run++) {
          fastest = Math.min(fastest, (await send(request)).ms);
        }
        expect(fastest, `slowest of 5 runs: ${what}`).toBeLessThanOrEqual(BUDGET_MS);
        slowest.push({ ms: fastest, what });
      }
    }
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(`API fuzz: ${REQUESTS} requests, statuses ${summary.join(" ")}`);
    if (slowest.length)
      console.log(`API fuzz: ${slowest.length} retried as slow, all within budget`);
  },
);
