/**
 * A response sent before the request body has been read (a 401, 403, 413 or 415 refusal) must
 * still let the client finish sending it. Cloudflare's network copes either way, but a local
 * proxy in front of workerd (wrangler dev) fails the whole exchange with 500 "Network connection
 * lost" when a client sends a large body at once without `Expect: 100-continue`, as most HTTP
 * clients do; reading the rest after answering (waitUntil) is too late for it. So the Worker
 * reads what nobody read, and throws it away, before it answers: within limits, so that a
 * huge or stalled body cannot hold the answer back.
 */

const DISCARD_LIMITS = {
  /** beyond this many unread bytes the rest is cancelled (Cloudflare caps bodies at 100 MB) */
  bytes: 32 * 1024 * 1024,
  /** a body still arriving after this long is cancelled */
  ms: 2000,
};

/** Reads and discards the rest of `stream` within `limits`; then cancels it. Never throws. */
export async function discardStream(
  stream: ReadableStream<Uint8Array>,
  limits: { bytes: number; ms: number } = DISCARD_LIMITS,
): Promise<void> {
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = stream.getReader();
  } catch {
    return; // someone else holds it and will finish with it
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<"time up">((resolve) => {
    timer = setTimeout(resolve, limits.ms, "time up");
  });
  try {
    let seen = 0;
    for (;;) {
      const read = await Promise.race([reader.read(), timeUp]);
      if (read === "time up") break;
      if (read.done) return;
      seen += read.value.byteLength;
      if (seen > limits.bytes) break;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to read.
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

/** Discards what is left of the body of `request` (nothing when a handler read it all). */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (request.body === null) return;
  await discardStream(request.body);
}
