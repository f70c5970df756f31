/**
 * A response sent before the request body has been read (a 401, 403, 413 or 415 refusal) must
 * still let the client finish sending it. Cloudflare's network copes either way, but a local
 * proxy in front of workerd (wrangler dev) fails the whole exchange with 500 "Network connection
 * lost" when a client sends a large body at once without `Expect: 100-continue`, as most HTTP
 * clients do. So the Worker reads what nobody read, and throws it away, before it answers.
 */

/** Beyond this many unread bytes the rest is cancelled rather than read (requests cap at 100 MB). */
export const MAX_DISCARDED_BYTES = 32 * 1024 * 1024;

/** Reads and discards the rest of `stream`, up to `limit` bytes; then cancels it. Never throws. */
export async function discardStream(
  stream: ReadableStream<Uint8Array>,
  limit: number = MAX_DISCARDED_BYTES,
): Promise<void> {
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = stream.getReader();
  } catch {
    return; // someone else holds it and will finish with it
  }
  try {
    let seen = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > limit) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to read.
  } finally {
    reader.releaseLock();
  }
}

/** Discards the body of `request` when no handler read it. */
export async function discardUnreadBody(request: Request): Promise<void> {
  if (request.body === null || request.bodyUsed) return;
  await discardStream(request.body);
}
