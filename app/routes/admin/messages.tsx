import { adminOf } from "~/accounts/admin-gate.server";
import { MessagesTab } from "~/admin/messages-tab";
import { markMessage, parseMessageFilter, removeMessage } from "~/admin/messages.server";
import { adminFormAction, doneRedirect, samePage } from "~/admin/page-action.server";
import { answerRefusal, parseOrRefuse } from "~/utils/refusal.server";
import { MessageIntentSchema } from "~/admin/schemas";
import { listMessages, MESSAGE_LIST_LIMIT } from "~/models/message.server";
import { getDatabase } from "~/server-context";
import type { Route } from "./+types/messages";

/** /admin/messages: the messages visitors sent; ?kind= and ?handled= filter (a GET form). */
export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  return answerRefusal(
    async () => {
      const filter = parseMessageFilter(new URL(request.url).searchParams);
      const messages = await listMessages(getDatabase(context), filter);
      return { messages, filter, limit: MESSAGE_LIST_LIMIT, error: undefined };
    },
    (error) => ({ messages: [], filter: {}, limit: MESSAGE_LIST_LIMIT, error: error.message }),
  );
}

/** Mark handled, mark unhandled or delete (`intent`), then back to the same filtered list. */
export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, ["intent", "id"], async ({ actor, fields }) => {
    const db = getDatabase(context);
    const intent = parseOrRefuse(MessageIntentSchema, fields.intent);
    if (intent === "delete") {
      await removeMessage(db, actor, fields.id);
      return doneRedirect(request, samePage(request, "/admin/messages"), "message-deleted");
    }
    await markMessage(db, actor, fields.id, intent === "handled");
    return doneRedirect(
      request,
      samePage(request, "/admin/messages"),
      intent === "handled" ? "message-handled" : "message-unhandled",
    );
  });
}

export default function MessagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MessagesTab
      messages={loaderData.messages}
      filter={loaderData.filter}
      limit={loaderData.limit}
      error={actionData?.error ?? loaderData.error}
    />
  );
}
