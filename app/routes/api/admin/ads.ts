import { adminContext } from "~/accounts/admin-gate.server";
import { createAdSlot } from "~/ads/slots.server";
import { listAdSlots } from "~/models/ad-slot.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed, readJsonBody } from "~/utils/http.server";
import type { Route } from "./+types/ads";

/**
 * GET /api/admin/ads (admin): every ad slot, oldest first.
 * POST /api/admin/ads (admin) `{ name, slot, format, size?, placement?, enabled? }`: 201 with the
 * slot added (size "auto", placement "content" and enabled true unless given); 400 naming the
 * problem ('Missing Information' for name, slot or format); audited (docs/decisions/048).
 */
export async function loader({ context }: Route.LoaderArgs) {
  return json({ slots: await listAdSlots(getDatabase(context)) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(adminContext);
  if (request.method !== "POST") return methodNotAllowed(request, ["GET", "POST"]);
  const created = await createAdSlot(getDatabase(context), actor, await readJsonBody(request));
  return json(created, { status: 201 });
}
