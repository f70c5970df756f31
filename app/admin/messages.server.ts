import type { Database } from "~/db/client.server";
import type { AuditActor } from "~/models/audit";
import type { StoredMessage } from "~/models/message";
import { deleteMessage, listMessages, setMessageHandled } from "~/models/message.server";
import { AdminError, parseOr400 } from "./admin-error.server";
import { MessageFilterSchema, MessageIdSchema, type MessageFilterInput } from "./schemas";

/**
 * The Messages tab's operations, shared by its page action and the JSON API
 * (/api/admin/messages…), so both validate, refuse and audit alike.
 */

export const MESSAGE_NOT_FOUND = "Message not found";

export function parseMessageFilter(params: URLSearchParams): MessageFilterInput {
  return parseOr400(MessageFilterSchema, {
    kind: params.get("kind"),
    handled: params.get("handled"),
  });
}

export function findMessages(db: Database, filter: MessageFilterInput): Promise<StoredMessage[]> {
  return listMessages(db, filter);
}

export async function markMessage(
  db: Database,
  actor: AuditActor,
  rawId: string,
  handled: boolean,
): Promise<StoredMessage> {
  const id = parseOr400(MessageIdSchema, rawId);
  const message = await setMessageHandled(db, id, handled, actor);
  if (!message) throw new AdminError(404, MESSAGE_NOT_FOUND);
  return message;
}

export async function removeMessage(db: Database, actor: AuditActor, rawId: string): Promise<void> {
  const id = parseOr400(MessageIdSchema, rawId);
  if (!(await deleteMessage(db, id, actor))) throw new AdminError(404, MESSAGE_NOT_FOUND);
}
