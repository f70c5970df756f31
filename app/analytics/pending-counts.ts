import type { DailyCount } from "~/models/analytics";

/**
 * Counts added up by counter (day, metric, key) until they are passed on: in a Worker isolate
 * before it sends them to its shard, and in the shard (by the same `counterId`) before it writes
 * them to D1 (docs/decisions/083-analytics-write-rate.md).
 */

/** One counter's identity; a count's key may hold any text, the day and metric never a newline. */
export function counterId({ day, metric, key }: DailyCount): string {
  return `${day}\n${metric}\n${key}`;
}

/** `count` added to what a counter `held` (a copy: neither is changed). */
export function addedTo(held: DailyCount | undefined, count: DailyCount): DailyCount {
  return held ? { ...held, count: held.count + count.count } : { ...count };
}

export class PendingCounts {
  #counts = new Map<string, DailyCount>();

  /** Distinct counters held. */
  get size(): number {
    return this.#counts.size;
  }

  /** Adds `counts` to what is held; counts of nothing are ignored. */
  add(counts: readonly DailyCount[]): void {
    for (const count of counts) {
      if (!(count.count > 0)) continue;
      const id = counterId(count);
      this.#counts.set(id, addedTo(this.#counts.get(id), count));
    }
  }

  /** Everything held, which is then empty: counts added from here on go with the next. */
  take(): DailyCount[] {
    const taken = [...this.#counts.values()];
    this.#counts = new Map();
    return taken;
  }
}
