import { preferencesCall } from "~/me/api.server";
import type { Route } from "./+types/preferences";

/** GET/PUT /api/me/preferences: the signed-in visitor's units per converter (app/me/api.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => preferencesCall(request, context);
export const action = ({ request, context }: Route.ActionArgs) => preferencesCall(request, context);
