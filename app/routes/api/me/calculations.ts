import { calculationsCall } from "~/me/api.server";
import type { Route } from "./+types/calculations";

/** GET/POST/DELETE /api/me/calculations: the signed-in visitor's recent calculations (app/me/api.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  calculationsCall(request, context);
export const action = ({ request, context }: Route.ActionArgs) =>
  calculationsCall(request, context);
