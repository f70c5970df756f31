// Where a page load's main-thread time goes in Chromium without throttling: script time from a
// Chromium trace, and hydration from the marks app/entry.client.tsx sets. These vary far less
// from run to run than a Lighthouse score, which simulates a slow phone from the same trace.

/** The marks app/entry.client.tsx sets around hydration. */
const HYDRATE_START = "unitwise:hydrate-start";
const HYDRATED = "unitwise:hydrated";

/** Trace events that are JavaScript running (compiling, evaluating, callbacks), as Lighthouse's
 * "Script Evaluation" and "Script Parsing & Compilation" count them. */
const SCRIPT_EVENTS = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compile",
  "v8.compileModule",
  "v8.parseOnBackground",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "FireIdleCallback",
  "RunMicrotasks",
  "V8.Execute",
]);

const CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "blink.user_timing",
].join(",");

/**
 * Loads `url` once in a new page of `browser` (Playwright Chromium) with a trace running.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @returns {Promise<{ script: number; scriptCpu: number; tasks: number; blocking: number; hydration: number; hydrated: number }>}
 *   milliseconds: JavaScript on the main thread (wall time), the same events' CPU time (the
 *   thread's own time, without the moments it waited for a core or on a blocking call), all
 *   main-thread tasks, their time over 50 ms each (TBT without throttling), hydration's length
 *   and when it ended (from navigation start)
 */
export async function traceLoad(browser, url) {
  const page = await browser.newPage();
  try {
    await browser.startTracing(page, { categories: CATEGORIES.split(",") });
    await page.goto(url, { waitUntil: "load" });
    await markTime(page, HYDRATED);
    await page.waitForLoadState("networkidle");
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
    const marks = await page.evaluate(
      ({ start, end }) => ({
        start: performance.getEntriesByName(start)[0]?.startTime ?? NaN,
        end: performance.getEntriesByName(end)[0]?.startTime ?? NaN,
      }),
      { start: HYDRATE_START, end: HYDRATED },
    );
    const { script, scriptCpu, tasks, blocking } = mainThreadTimes(trace.traceEvents ?? trace);
    return {
      script,
      scriptCpu,
      tasks,
      blocking,
      hydration: marks.end - marks.start,
      hydrated: marks.end,
    };
  } finally {
    await page.close();
  }
}

/**
 * When the page set the mark `name` (ms from navigation start), waiting up to 60 s for it. One
 * small evaluation that a PerformanceObserver answers: `page.waitForFunction` first loads
 * Playwright's injected script into the page (about 7 ms of the main thread's CPU, inside a
 * trace), then polls at every frame (decision 096).
 * @param {import("@playwright/test").Page} page
 * @param {string} name
 * @returns {Promise<number>}
 */
function markTime(page, name) {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${name} mark in 60 s`)), 60_000);
        const observer = new PerformanceObserver((list) => {
          const mark = list.getEntriesByName(name)[0];
          if (!mark) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(mark.startTime);
        });
        observer.observe({ type: "mark", buffered: true });
      }),
    name,
  );
}

/** A phone's network, as Lighthouse's mobile runs simulate it. */
export const SLOW_NETWORK = { latencyMs: 150, downMbps: 1.6, upKbps: 750 };

/**
 * Loads `url` once in a new context of `browser` with the network emulated at SLOW_NETWORK (the
 * CPU is not throttled), and says when the page had hydrated and how many requests it made by
 * then. Each request is a round trip that a phone pays, and each level of the import waterfall
 * is another: that is what this shows, and a trace of a local load does not (decision 101).
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @returns {Promise<{ hydrated: number; requests: number }>} ms from navigation start, count
 */
export async function loadOnSlowNetwork(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // Bytes per second, with the 0.9 of Lighthouse's own emulation for what the radio loses.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_NETWORK.latencyMs,
      downloadThroughput: ((SLOW_NETWORK.downMbps * 1024 * 1024) / 8) * 0.9,
      uploadThroughput: ((SLOW_NETWORK.upKbps * 1024) / 8) * 0.9,
    });
    let requests = 0;
    const count = () => (requests += 1);
    page.on("request", count);
    await page.goto(url, { waitUntil: "domcontentloaded" });
    const hydrated = await markTime(page, HYDRATED);
    page.off("request", count);
    return { hydrated, requests };
  } finally {
    await context.close();
  }
}

/**
 * @param {Array<{ name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: any }>} events
 */
function mainThreadTimes(events) {
  // The page's renderer main thread: the CrRendererMain thread that ran the most script.
  const mains = events
    .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .map((e) => `${e.pid}:${e.tid}`);
  /** @type {Map<string, Array<{ name: string; ts: number; dur: number; tdur: number }>>} */
  const byThread = new Map(mains.map((id) => [id, []]));
  for (const event of events) {
    const { dur } = event;
    if (event.ph !== "X" || typeof dur !== "number") continue;
    // `tdur`: the thread's CPU time during the event (Chromium writes it beside the wall time).
    const tdur = typeof event.tdur === "number" ? event.tdur : dur;
    byThread.get(`${event.pid}:${event.tid}`)?.push({ name: event.name, ts: event.ts, dur, tdur });
  }
  let best = { script: 0, scriptCpu: 0, tasks: 0, blocking: 0 };
  for (const threadEvents of byThread.values()) {
    threadEvents.sort((a, b) => a.ts - b.ts);
    let tasks = 0;
    let blocking = 0;
    for (const event of threadEvents) {
      if (event.name !== "RunTask") continue;
      tasks += event.dur / 1000;
      blocking += Math.max(0, event.dur / 1000 - 50);
    }
    // Script events nest (a FunctionCall inside an EvaluateScript): count the outermost only.
    // On a two-core machine the renderer often waits for a core while the local server and the
    // browser's other processes run: that wait is in the wall time, not in the CPU time.
    let script = 0;
    let scriptCpu = 0;
    let coveredUntil = -Infinity;
    for (const event of threadEvents) {
      if (!SCRIPT_EVENTS.has(event.name)) continue;
      const end = event.ts + event.dur;
      if (event.ts >= coveredUntil) {
        script += event.dur / 1000;
        scriptCpu += event.tdur / 1000;
        coveredUntil = end;
      } else if (end > coveredUntil) {
        // Partly inside the last counted event: its CPU time in the same share as its wall time.
        const share = (end - coveredUntil) / event.dur;
        script += (end - coveredUntil) / 1000;
        scriptCpu += (event.tdur * share) / 1000;
        coveredUntil = end;
      }
    }
    if (script > best.script) best = { script, scriptCpu, tasks, blocking };
  }
  return best;
}

/**
 * Median and range of `values`, written for a table: "12.3 (11.8–14.0)".
 * @param {number[]} values
 */
export function medianAndRange(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (/** @type {number} */ x) => x.toFixed(0);
  return `${f(median(values))} (${f(sorted[0] ?? NaN)}–${f(sorted.at(-1) ?? NaN)})`;
}

/**
 * The median of `values` (NaN for none).
 * @param {number[]} values
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  /** @param {number} i */
  const at = (i) => sorted[i] ?? NaN;
  const n = sorted.length;
  return n % 2 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}
