import { historyCall } from "~/me/api.server";
import type { Route } from "./+types/history";

/** GET/POST/DELETE /api/me/history: the signed-in visitor's recent conversions (app/me/api.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => historyCall(request, context);
export const action = ({ request, context }: Route.ActionArgs) => historyCall(request, context);
