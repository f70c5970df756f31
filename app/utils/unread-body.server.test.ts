import { describe, expect, it } from "vitest";
import { discardStream } from "./unread-body.server";

/** A stream of `chunks` chunks of 1 KB, then (if `stall`) one that never comes. */
function source(chunks: number, { stall = false } = {}) {
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) {
        if (stall) return new Promise(() => {});
        controller.close();
        return;
      }
      pulled += 1;
      controller.enqueue(new Uint8Array(1024));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, pulled: () => pulled, cancelled: () => cancelled };
}

describe("discarding an unread body", () => {
  it("reads a body to its end", async () => {
    const body = source(50);
    await discardStream(body.stream, { bytes: 1024 * 1024, ms: 1000 });
    expect(body.pulled()).toBe(50);
    expect(body.cancelled()).toBe(false);
  });

  it("cancels a body larger than the byte limit once past it", async () => {
    const body = source(100);
    await discardStream(body.stream, { bytes: 10 * 1024, ms: 1000 });
    expect(body.pulled()).toBeLessThanOrEqual(12);
    expect(body.cancelled()).toBe(true);
  });

  it("cancels a body that stalls, once the time limit has passed", async () => {
    const body = source(3, { stall: true });
    const started = Date.now();
    await discardStream(body.stream, { bytes: 1024 * 1024, ms: 50 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(body.cancelled()).toBe(true);
  });

  it("leaves alone a body someone else is reading", async () => {
    const body = source(5);
    const reader = body.stream.getReader();
    await discardStream(body.stream, { bytes: 1024, ms: 50 });
    expect(body.cancelled()).toBe(false);
    reader.releaseLock();
  });
});
