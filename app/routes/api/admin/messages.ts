import { parseMessageFilter } from "~/admin/messages.server";
import { listMessages } from "~/models/message.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowedHandler } from "~/utils/http.server";
import type { Route } from "./+types/messages";

/** GET /api/admin/messages?kind=&handled= (admin): stored messages, newest first (at most 200). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = parseMessageFilter(new URL(request.url).searchParams);
  return json({ messages: await listMessages(getDatabase(context), filter) });
}

export const action = methodNotAllowedHandler(["GET"]);
