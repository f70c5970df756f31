import type { Database } from "~/db/client.server";
import { messages } from "~/db/schema";
import type { RateLimitRule } from "~/models/rate-limit.server";

/** Messages visitors send through the contact and bug-report forms. */

export type MessageKind = (typeof messages.kind.enumValues)[number];

export interface NewMessage {
  kind: MessageKind;
  name: string;
  email: string;
  subject: string;
  body: string;
  /** the page or converter a bug report is about */
  pageUrl?: string | null;
}

/** Messages one address may send per form in an hour; more get 429 and a Retry-After. */
export const MESSAGE_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };

/** The rate-limit key of a form and a client address, e.g. `contact:203.0.113.7`. */
export function messageRateLimitKey(kind: MessageKind, address: string): string {
  return `${kind}:${address}`;
}

export async function createMessage(db: Database, message: NewMessage): Promise<{ id: number }> {
  const [row] = await db
    .insert(messages)
    .values({ ...message, pageUrl: message.pageUrl || null })
    .returning({ id: messages.id });
  if (!row) throw new Error("Inserting a message returned no row");
  return row;
}
