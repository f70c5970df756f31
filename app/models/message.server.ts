import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { messages } from "~/db/schema";
import type { RateLimitRule } from "~/models/rate-limit.server";
import type { AuditActor } from "./audit";
import { auditInsertIfChanged } from "./audit.server";
import type { StoredMessage } from "./message";

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

const storedColumns = {
  id: messages.id,
  kind: messages.kind,
  name: messages.name,
  email: messages.email,
  subject: messages.subject,
  body: messages.body,
  pageUrl: messages.pageUrl,
  createdAt: messages.createdAt,
  handledAt: messages.handledAt,
};

export interface MessageFilter {
  kind?: MessageKind;
  /** true: handled only; false: unhandled only; undefined: both */
  handled?: boolean;
}

/** How many messages the admin list shows at most (the newest). */
export const MESSAGE_LIST_LIMIT = 200;

/** Stored messages, newest first (at most `limit`), filtered by kind and handled state. */
export async function listMessages(
  db: Database,
  { kind, handled }: MessageFilter = {},
  limit = MESSAGE_LIST_LIMIT,
): Promise<StoredMessage[]> {
  return db
    .select(storedColumns)
    .from(messages)
    .where(
      and(
        kind === undefined ? undefined : eq(messages.kind, kind),
        handled === undefined
          ? undefined
          : handled
            ? isNotNull(messages.handledAt)
            : isNull(messages.handledAt),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

export async function countUnhandledMessages(db: Database): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(messages)
    .where(isNull(messages.handledAt))
    .get();
  return row?.n ?? 0;
}

async function findMessage(db: Database, id: number): Promise<StoredMessage | null> {
  return (await db.select(storedColumns).from(messages).where(eq(messages.id, id)).get()) ?? null;
}

/**
 * Marks a message handled (now) or unhandled, with its audit row in the same batch. Null when
 * there is no such message. The UPDATE applies only while the message is not yet as asked, and
 * the audit row only when it applied: marking it as it already is (or as another admin just did)
 * changes nothing and writes no row. Returns the message as it now is.
 */
export async function setMessageHandled(
  db: Database,
  id: number,
  handled: boolean,
  actor: AuditActor,
): Promise<StoredMessage | null> {
  const before = await findMessage(db, id);
  if (!before) return null;
  if ((before.handledAt !== null) === handled) return before;
  const handledAt = handled ? new Date().toISOString() : null;
  const [updated] = await db.batch([
    db
      .update(messages)
      .set({ handledAt })
      .where(
        and(
          eq(messages.id, id),
          handled ? isNull(messages.handledAt) : isNotNull(messages.handledAt),
        ),
      )
      .returning({ id: messages.id }),
    auditInsertIfChanged(db, {
      actor,
      action: handled ? "message.handled" : "message.unhandled",
      entityType: "message",
      entityId: id,
      before: { handledAt: before.handledAt },
      after: { handledAt },
    }),
  ]);
  return updated.length > 0 ? { ...before, handledAt } : findMessage(db, id);
}

/**
 * Deletes a message, keeping a copy in its audit row (same batch; written only when the DELETE
 * removed it). False when there was none to delete.
 */
export async function deleteMessage(db: Database, id: number, actor: AuditActor): Promise<boolean> {
  const before = await findMessage(db, id);
  if (!before) return false;
  const [deleted] = await db.batch([
    db.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id }),
    auditInsertIfChanged(db, {
      actor,
      action: "message.deleted",
      entityType: "message",
      entityId: id,
      before,
      after: null,
    }),
  ]);
  return deleted.length > 0;
}
