import { useLocation } from "react-router";
import { PlannedTab } from "~/admin/planned-tab";
import { tabForPath } from "~/admin/tabs";
import { requireAdmin } from "~/accounts/session.server";
import type { Route } from "./+types/planned";

/** The tabs not built yet (and /admin itself, which shows the first tab). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function PlannedTabRoute() {
  return <PlannedTab tab={tabForPath(useLocation().pathname)} />;
}
