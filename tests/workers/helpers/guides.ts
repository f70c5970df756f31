import { createMessageBatch, env } from "cloudflare:test";
import { database } from "~/db/client.server";
import { GUIDE_QUEUE, type GuideMessage } from "~/guides/queue.server";
import { markGuidesQueued } from "~/models/guide-requests.server";
import worker from "../../../workers/app";

/**
 * A guide asked for as 'Regenerate' asks (decision 060): its request claimed with a new lease,
 * and the message the queue would carry, not sent.
 */
export async function askedFor(key: string): Promise<GuideMessage> {
  const [claim] = await markGuidesQueued(database(env.DB), [key]);
  if (!claim) throw new Error(`${key} could not be asked for`);
  return claim;
}

/** Writes `key`'s guide as the queue does, with the configured (local) writer. */
export async function writeGuide(key: string): Promise<void> {
  const message = await askedFor(key);
  await worker.queue(
    createMessageBatch(GUIDE_QUEUE, [
      { id: `m-${key}-${message.lease}`, timestamp: new Date(), attempts: 1, body: message },
    ]),
    env,
  );
}
