// A CPU profile of the Worker, taken through workerd's DevTools protocol (wrangler dev
// --inspector-port), and where its time went: bench:render's `--profile`.

/**
 * Connects to the inspector on `port` and starts the sampling profiler.
 * @param {number} port
 * @returns {Promise<{ stop: () => Promise<Profile> }>}
 */
export async function startCpuProfile(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target = /** @type {Array<{ webSocketDebuggerUrl?: string }>} */ (targets).find(
    (t) => t.webSocketDebuggerUrl,
  );
  if (!target?.webSocketDebuggerUrl) throw new Error(`No inspector target on port ${port}`);
  // wrangler's inspector proxy refuses a connection without a local Origin (undici's WebSocket
  // takes headers as an extension).
  const options = /** @type {string[]} */ (
    /** @type {unknown} */ ({ headers: { Origin: "http://localhost" } })
  );
  const socket = new WebSocket(target.webSocketDebuggerUrl, options);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let id = 0;
  /** @type {Map<number, (message: any) => void>} */
  const waiting = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id === undefined) return; // an event, not an answer
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  /** @param {string} method @param {object} [params] */
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const sent = ++id;
      waiting.set(sent, (message) =>
        message.error ? reject(new Error(message.error.message)) : resolve(message.result),
      );
      socket.send(JSON.stringify({ id: sent, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 100 });
  await send("Profiler.start");
  return {
    async stop() {
      const { profile } = /** @type {{ profile: Profile }} */ (await send("Profiler.stop"));
      socket.close();
      return profile;
    },
  };
}

/**
 * @typedef {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string,
 *   lineNumber: number }, children?: number[] }>, samples: number[], timeDeltas: number[],
 *   startTime: number, endTime: number }} Profile
 */

/**
 * The functions that took most time: self time (in the function itself) and total time (with
 * what it called, counted once however deep it recurses), in ms, per `per` (e.g. renders).
 * @param {Profile} profile
 * @param {{ per: number, top?: number }} options
 */
export function hotFunctions(profile, { per, top = 25 }) {
  /** @type {Map<number, number>} */
  const selfUs = new Map();
  profile.samples.forEach((node, i) => {
    selfUs.set(node, (selfUs.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  /** @param {{ callFrame: { functionName: string, url: string, lineNumber: number } }} node */
  const name = ({ callFrame: f }) =>
    `${f.functionName || "(anonymous)"} ${f.url.split("/").pop() ?? ""}:${f.lineNumber + 1}`;
  /** @type {Map<string, number>} */
  const self = new Map();
  /** @type {Map<string, number>} */
  const total = new Map();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === "(idle)") continue;
    busy += us;
    self.set(name(node), (self.get(name(node)) ?? 0) + us);
    const seen = new Set();
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parent.get(at)) {
      const key = name(/** @type {any} */ (byId.get(at)));
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + us);
    }
  }
  /** @param {number} us */
  const ms = (us) => (us / 1000 / per).toFixed(3).padStart(8);
  /** @param {Map<string, number>} map */
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => `${ms(us)} ms  ${key}`);
  return { busyMs: busy / 1000 / per, self: rows(self), total: rows(total) };
}
