import { favouritesCall } from "~/me/api.server";
import type { Route } from "./+types/favourites";

/** GET/PUT /api/me/favourites: the signed-in visitor's starred converters and pairs (app/me/api.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => favouritesCall(request, context);
export const action = ({ request, context }: Route.ActionArgs) => favouritesCall(request, context);
