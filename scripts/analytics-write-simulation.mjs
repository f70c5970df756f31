// The analytics write simulation (docs/decisions/083-analytics-write-rate.md): how many write
// batches a second D1 takes from the visit counts of N busy Worker isolates, each serving M
// counted requests a second, with decision 047's recorder (every isolate writing to D1) and with
// decision 083's shards (isolates send to Durable Objects, which write once a minute). It runs the
// send rule and the constants the Worker runs (app/analytics/flush-rates.ts) on one isolate's
// requests, arriving at random (seeded, so the figures are the same at every run), and scales
// by N. `npm run bench:edge` prints it; so does `node scripts/analytics-write-simulation.mjs`
// (Node >= 22.18, which reads the TypeScript module: `npm exec -- node …` uses the project's).
import { pathToFileURL } from "node:url";
import {
  ANALYTICS_SHARDS,
  ISOLATE_SEND_DELAY_MS,
  SHARD_FLUSH_INTERVAL_MS,
  SendWindow,
} from "../app/analytics/flush-rates.ts";
// The fuzz test's seeded generator: the same arrivals at every run.
import { seededRandom } from "../tests/workers/helpers/fuzz-inputs.ts";

/** [isolates, counted requests a second per isolate] */
const SCENARIOS = [
  [10, 5],
  [1_000, 20],
  [10_000, 50],
];
/** Seconds of one isolate's traffic simulated per scenario. */
const SIMULATED_SECONDS = 600;

/**
 * Request times (ms) of `perSecond` requests a second at random (a Poisson process).
 * @param {number} perSecond
 * @param {() => number} random
 */
function arrivals(perSecond, random) {
  const times = [];
  for (let t = 0; ;) {
    t += (-Math.log(1 - random()) / perSecond) * 1000;
    if (t >= SIMULATED_SECONDS * 1000) return times;
    times.push(t);
  }
}

/**
 * Writes of decision 047's recorder (the code before decision 083, mirrored here): each request
 * waited ISOLATE_SEND_DELAY_MS on a timer of its own, then wrote whatever was buffered, if
 * anything. Timers fire in the order of the requests.
 * @param {number[]} times
 */
function writesWithATimerPerRequest(times) {
  let writes = 0;
  let unwritten = 0; // index of the first request not yet written
  for (const time of times) {
    const fires = time + ISOLATE_SEND_DELAY_MS;
    if (unwritten < times.length && /** @type {number} */ (times[unwritten]) <= fires) {
      writes += 1;
      while (unwritten < times.length && /** @type {number} */ (times[unwritten]) <= fires) {
        unwritten += 1;
      }
    }
  }
  return writes;
}

/**
 * Sends of decision 083's isolate: the Worker's own SendWindow decides which request waits and
 * sends what every request added meanwhile.
 * @param {number[]} times
 */
function sendsWithASendWindow(times) {
  const window = new SendWindow(ISOLATE_SEND_DELAY_MS);
  /** @type {{ at: number, id: number } | null} */
  let timer = null;
  let held = 0;
  let sends = 0;
  const fire = () => {
    if (timer && window.isOpen(timer.id)) {
      window.close();
      if (held > 0) sends += 1;
      held = 0;
    }
    timer = null;
  };
  for (const time of times) {
    if (timer && timer.at <= time) fire();
    held += 1;
    const claimed = window.claim(time);
    if (claimed !== null) timer = { at: time + ISOLATE_SEND_DELAY_MS, id: claimed };
  }
  fire();
  return sends;
}

/**
 * The figures of one scenario, each a rate per second.
 * @param {number} isolates
 * @param {number} perSecond counted requests a second per isolate
 */
export function simulateWrites(isolates, perSecond) {
  const times = arrivals(perSecond, seededRandom(isolates * 1_000 + perSecond));
  const before = (isolates * writesWithATimerPerRequest(times)) / SIMULATED_SECONDS;
  const sends = (isolates * sendsWithASendWindow(times)) / SIMULATED_SECONDS;
  // Each isolate picks a shard at random: the shards some isolate uses, on average.
  const shardsInUse = ANALYTICS_SHARDS * (1 - (1 - 1 / ANALYTICS_SHARDS) ** isolates);
  return {
    /** D1 write batches a second, every isolate writing (decision 047) */
    before,
    /** calls a second from the isolates to the shards (decision 083) */
    sends,
    /** of which one shard takes */
    sendsPerShard: sends / shardsInUse,
    /** D1 write batches a second: one per shard in use per flush interval (decision 083) */
    after: shardsInUse / (SHARD_FLUSH_INTERVAL_MS / 1000),
  };
}

/** @param {number} value */
function figure(value) {
  const digits = value < 10 ? 2 : 0;
  return value.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Prints the simulation's table (bench-edge calls it). */
export function printWriteSimulation() {
  console.log(
    `\nAnalytics writes to D1 (decision 083): N isolates, each counting M requests a second that\n` +
      `arrive at random (${SIMULATED_SECONDS} s simulated); ${ANALYTICS_SHARDS} shards; an isolate ` +
      `sends at most once per ${ISOLATE_SEND_DELAY_MS / 1000} s, a shard flushes every ` +
      `${SHARD_FLUSH_INTERVAL_MS / 1000} s.`,
  );
  const header = [
    "isolates × req/s",
    "D1 batches/s, isolates write (047)",
    "sends/s to shards",
    "sends/s per shard",
    "D1 batches/s, shards (083)",
  ];
  const rows = SCENARIOS.map(([isolates = 0, perSecond = 0]) => {
    const { before, sends, sendsPerShard, after } = simulateWrites(isolates, perSecond);
    return [
      `${isolates.toLocaleString("en-US")} × ${perSecond}`,
      figure(before),
      figure(sends),
      figure(sendsPerShard),
      figure(after),
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  "),
    );
  }
  console.log(
    "Decision 047 meant one batch per isolate a second; but each request's own timer wrote what\n" +
      "was buffered when it fired, so under steady traffic about every other request wrote.",
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printWriteSimulation();
}
