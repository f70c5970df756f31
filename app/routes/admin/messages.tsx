import { adminOf } from "~/accounts/admin-gate.server";
import { MessagesTab } from "~/admin/messages-tab";
import { markMessage, removeMessage } from "~/admin/messages.server";
import { adminFormAction, doneRedirect, samePage } from "~/admin/page-action.server";
import { messageFilterSchema, messageIntentSchema } from "~/admin/schemas";
import { formReply } from "~/utils/form-reply";
import { listMessages, MESSAGE_LIST_LIMIT } from "~/models/message.server";
import { getDatabase } from "~/server-context";
import { readSearchForm, textFieldsSchema } from "~/utils/form.server";
import type { Route } from "./+types/messages";
import { onFirstUse } from "~/utils/on-first-use";

/** /admin/messages: the messages visitors sent; ?kind= and ?handled= filter (a GET form). */
export async function loader({ request, context }: Route.LoaderArgs) {
  adminOf(context);
  const search = readSearchForm(request, messageFilterSchema(), ["kind", "handled"]);
  if (search.error !== undefined) {
    return { messages: [], filter: {}, limit: MESSAGE_LIST_LIMIT, error: search.error };
  }
  const messages = await listMessages(getDatabase(context), search.value);
  return { messages, filter: search.value, limit: MESSAGE_LIST_LIMIT, error: undefined };
}

const messageFormSchema = onFirstUse(() =>
  textFieldsSchema(["id"]).extend({ intent: messageIntentSchema() }),
);

/** Mark handled, mark unhandled or delete (`intent`), then back to the same filtered list. */
export async function action({ request, context }: Route.ActionArgs) {
  return adminFormAction(request, context, messageFormSchema(), async ({ actor, value }) => {
    const db = getDatabase(context);
    const { intent, id } = value;
    if (intent === "delete") {
      await removeMessage(db, actor, id);
      return doneRedirect(request, samePage(request, "/admin/messages"), "message-deleted");
    }
    await markMessage(db, actor, id, intent === "handled");
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
      error={formReply(actionData).firstError ?? loaderData.error}
    />
  );
}
