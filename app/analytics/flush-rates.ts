/**
 * How often visit counts move on their way to D1 (docs/decisions/083-analytics-write-rate.md):
 * each Worker isolate sends what it counted to its shard (a Durable Object) at most about once a
 * second, and each shard writes what it holds to D1 once a minute. So D1 takes
 * ANALYTICS_SHARDS / 60 write batches a second however many isolates serve the site.
 *
 * No imports: the Worker and scripts/analytics-write-simulation.mjs read the same numbers.
 */

/**
 * The shards counts are added up in. 16 spreads ten thousand busy isolates' one send a second
 * each to about 625 calls a second per shard, under a Durable Object's soft limit of 1,000.
 */
export const ANALYTICS_SHARDS = 16;

/** How long an isolate gathers counts before it sends them to its shard, in ms. */
export const ISOLATE_SEND_DELAY_MS = 1000;

/** Distinct counters that make an isolate send at once rather than wait. */
export const SEND_AT_COUNTERS = 200;

/** How often a shard writes what it holds to D1, in ms, unless ANALYTICS_FLUSH_SECONDS says. */
export const SHARD_FLUSH_INTERVAL_MS = 60_000;

/** Counters a shard writes in one D1 batch (one transaction): a large minute takes several. */
export const FLUSH_BATCH_COUNTERS = 500;

/** The Durable Object name of shard `index` (0 to ANALYTICS_SHARDS - 1). */
export function shardName(index: number): string {
  return `shard-${index}`;
}

/**
 * The flush interval in ms: ANALYTICS_FLUSH_SECONDS (the browser tests set 1, so a visit shows
 * in the tab at once) when it is a positive number, else SHARD_FLUSH_INTERVAL_MS.
 */
export function shardFlushIntervalMs(configuredSeconds: string | undefined): number {
  const seconds = Number(configuredSeconds);
  return configuredSeconds?.trim() && seconds > 0 ? seconds * 1000 : SHARD_FLUSH_INTERVAL_MS;
}

/**
 * An isolate's send window: the first request to count something after a send waits
 * ISOLATE_SEND_DELAY_MS and sends what every request added meanwhile; the others wait for
 * nothing. So an isolate sends at most once per window, however many requests it serves (each
 * request waiting on a timer of its own sent once per request under steady traffic). A Worker may
 * not await another request's promise, so the window says who sends, and only that request waits.
 */
export class SendWindow {
  #openedAt: number | null = null;
  #id = 0;
  readonly #delayMs: number;

  constructor(delayMs: number = ISOLATE_SEND_DELAY_MS) {
    this.#delayMs = delayMs;
  }

  /**
   * At `now` (ms), the id of a window the caller is to send at the end of, or null when another
   * request already waits to send. A window open for twice its length has lost its sender (its
   * request was cut short) and is claimed anew, so counts never wait for a send that will not come.
   */
  claim(now: number): number | null {
    if (this.#openedAt !== null && now - this.#openedAt < 2 * this.#delayMs) return null;
    this.#openedAt = now;
    this.#id += 1;
    return this.#id;
  }

  /** Whether window `id` is still open: a send at once (too many counters) closes it early. */
  isOpen(id: number): boolean {
    return this.#openedAt !== null && this.#id === id;
  }

  /** A send took everything: the next count opens a new window. */
  close(): void {
    this.#openedAt = null;
  }
}
