import { listAdminContent, listPublicContent } from "~/admin/ai-content.server";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { getUser } from "~/accounts/session.server";
import { getDatabase } from "~/server-context";
import { json, methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/content";

/**
 * GET /api/content: the converters' guides (docs/decisions/044-converter-guides.md), in the
 * catalogue's order: the published ones, or every guide with its status and fact-check for admins.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDatabase(context);
  const catalogue = getCatalogue(context);
  const admin = (await getUser(request, context))?.isAdmin === true;
  return json(
    admin ? await listAdminContent(db, catalogue) : await listPublicContent(db, catalogue),
  );
}

export function action({ request }: Route.ActionArgs) {
  return methodNotAllowed(request, ["GET"]);
}
