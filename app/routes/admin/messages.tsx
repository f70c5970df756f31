import { MessagesTab } from "~/admin/messages-tab";
import { AdminError } from "~/admin/admin-error.server";
import {
  findMessages,
  markMessage,
  parseMessageFilter,
  removeMessage,
} from "~/admin/messages.server";
import { adminFormAction, doneRedirect, samePage } from "~/admin/page-action.server";
import { MessageIntentSchema } from "~/admin/schemas";
import { parseOr400 } from "~/admin/admin-error.server";
import { getDatabase } from "~/server-context";
import { requireAdmin } from "~/accounts/session.server";
import type { Route } from "./+types/messages";

/** /admin/messages: the messages visitors sent; ?kind= and ?handled= filter (a GET form). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  let filter;
  try {
    filter = parseMessageFilter(params);
  } catch (error) {
    if (!(error instanceof AdminError)) throw error;
    return { messages: [], filter: {}, error: error.message };
  }
  return { messages: await findMessages(getDatabase(context), filter), filter, error: undefined };
}

/** Mark handled, mark unhandled or delete (`intent`), then back to the same filtered list. */
export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, ["intent", "id"], async ({ actor, fields }) => {
    const db = getDatabase(context);
    const intent = parseOr400(MessageIntentSchema, fields.intent);
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
      error={actionData?.error ?? loaderData.error}
    />
  );
}
