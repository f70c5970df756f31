import { adminJson, requireAdminActor } from "~/admin/api.server";
import { findMessages, parseMessageFilter } from "~/admin/messages.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/messages";

/** GET /api/admin/messages?kind=&handled= (admin): stored messages, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminActor(request, context);
  return adminJson(async () => {
    const filter = parseMessageFilter(new URL(request.url).searchParams);
    return json({ messages: await findMessages(getDatabase(context), filter) });
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminActor(request, context);
  return methodNotAllowed(request, ["GET"]);
}
