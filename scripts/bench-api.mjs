// `npm run bench:api`: serves the production build locally (workerd through wrangler) and prints
// the public API's throughput and latency (autocannon) against a static file on the same server,
// with and without a conditional request, and what a burst over the rate limit gets.
//
// The throughput runs raise the limits (one client, 10 connections, would otherwise get 429s
// after ten requests): every request still goes through the client's Durable Object. The burst
// runs on a second server with the configured limits.
import autocannon from "autocannon";
import { rm } from "node:fs/promises";
import { startLocalServer } from "./local-server.mjs";
import { option, requireModernNode, run } from "./run.mjs";

requireModernNode();
const PORT = Number(option("port", "8798"));
const SECONDS = Number(option("seconds", "10"));
const ROUNDS = Number(option("rounds", "3"));
const PERSIST = ".wrangler/bench-api-state";
const CONVERT = "/api/convert?value=5&from=ft&to=m";

if (!process.argv.includes("--skip-build")) await run("npm", ["run", "build"]);

await withServer(
  { API_RATE_LIMIT_PER_SECOND: "100000000", API_RATE_LIMIT_PER_HOUR: "100000000" },
  async (origin) => {
    console.log(
      `\n## Throughput (${ROUNDS} runs of ${SECONDS} s each, 10 connections, limits raised): median (range)`,
    );
    const etag = (await fetch(`${origin}${CONVERT}`)).headers.get("ETag") ?? "";
    const rows = [
      { name: "static file (/favicon.svg)", path: "/favicon.svg", headers: {} },
      { name: "GET /api/categories", path: "/api/categories", headers: {} },
      { name: `GET ${CONVERT}`, path: CONVERT, headers: {} },
      {
        name: `GET ${CONVERT} with If-None-Match (304)`,
        path: CONVERT,
        headers: { "If-None-Match": etag },
      },
    ];
    /** @type {Map<string, { rps: number, p50: number, p99: number, statuses: Set<string> }[]>} */
    const runs = new Map(rows.map((row) => [row.name, []]));
    // Rounds interleave the rows, so a slow spell of the machine touches all of them alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const row of rows) {
        const result = await autocannon({
          url: `${origin}${row.path}`,
          connections: 10,
          duration: SECONDS,
          headers: row.headers,
        });
        runs.get(row.name)?.push({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          statuses: new Set(Object.keys(result.statusCodeStats ?? {})),
        });
      }
    }
    const medians = rows.map((row) => {
      const measured = runs.get(row.name) ?? [];
      const rps = measured.map((m) => m.rps);
      const statuses = [...new Set(measured.flatMap((m) => [...m.statuses]))].join("/");
      console.log(
        `${median(rps).toFixed(0).padStart(6)} req/s (${Math.min(...rps).toFixed(0)}–${Math.max(...rps).toFixed(0)})   p50 ${String(median(measured.map((m) => m.p50))).padStart(3)} ms   p99 ${String(median(measured.map((m) => m.p99))).padStart(3)} ms   ${statuses}   ${row.name}`,
      );
      return median(rps);
    });
    const [file = 1, , convert = 0, conditional = 0] = medians;
    console.log(
      `GET /api/convert / static file: ${((convert / file) * 100).toFixed(0)}%; with If-None-Match: ${((conditional / file) * 100).toFixed(0)}% (medians of ${ROUNDS} runs; range in brackets)`,
    );
  },
);

await withServer({}, async (origin) => {
  console.log("\n## A burst of 50 requests at once from one client (configured limits)");
  const started = Date.now();
  const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${origin}${CONVERT}`)));
  const took = Date.now() - started;
  /** @param {number} status */
  const count = (status) => answers.filter((a) => a.status === status).length;
  const refused = answers.find((a) => a.status === 429);
  console.log(`${count(200)} answered 200, ${count(429)} refused 429, in ${took} ms`);
  if (refused) {
    console.log(
      `429 headers: Retry-After ${refused.headers.get("Retry-After")}   RateLimit ${refused.headers.get("RateLimit")}`,
    );
    console.log(`429 body: ${await refused.text()}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const after = await fetch(`${origin}${CONVERT}`);
  console.log(
    `one more after 1.1 s: ${after.status}   RateLimit ${after.headers.get("RateLimit")}`,
  );
});

/**
 * @param {Record<string, string>} vars
 * @param {(origin: string) => Promise<void>} use
 */
async function withServer(vars, use) {
  // Fresh state each time: the limit windows of one run must not carry into the next.
  await rm(PERSIST, { recursive: true, force: true });
  const server = await startLocalServer({ port: PORT, persistTo: PERSIST, vars });
  try {
    await use(server.origin);
  } finally {
    await server.stop();
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
