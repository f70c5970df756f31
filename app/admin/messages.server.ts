import type { Database } from "~/db/client.server";
import type { AuditActor } from "~/models/audit";
import type { StoredMessage } from "~/models/message";
import { deleteMessage, setMessageHandled, type MessageFilter } from "~/models/message.server";

import { parseOrRefuse } from "~/utils/refusal.server";
import { messageFilterSchema, messageIdSchema } from "./schemas";
import { Refusal } from "~/utils/refusal.server";

/**
 * The Messages tab's operations, shared by its page action and the JSON API
 * (/api/admin/messages…), so both validate, refuse and audit alike.
 */

const MESSAGE_NOT_FOUND = "Message not found";

export function parseMessageFilter(params: URLSearchParams): MessageFilter {
  return parseOrRefuse(messageFilterSchema(), {
    kind: params.get("kind"),
    handled: params.get("handled"),
  });
}

export async function markMessage(
  db: Database,
  actor: AuditActor,
  rawId: string,
  handled: boolean,
): Promise<StoredMessage> {
  const id = parseOrRefuse(messageIdSchema(), rawId);
  const message = await setMessageHandled(db, id, handled, actor);
  if (!message) throw new Refusal(404, MESSAGE_NOT_FOUND);
  return message;
}

/** Deletes the message; returns its id (as parsed). */
export async function removeMessage(
  db: Database,
  actor: AuditActor,
  rawId: string,
): Promise<number> {
  const id = parseOrRefuse(messageIdSchema(), rawId);
  if (!(await deleteMessage(db, id, actor))) throw new Refusal(404, MESSAGE_NOT_FOUND);
  return id;
}
