import { clip } from "~/utils/http.server";
import { Refusal } from "~/utils/refusal.server";
import type { Route } from "./+types/not-found";

// Unknown /api/* paths answer in JSON, like the rest of the API.
function notFound({ request }: Route.LoaderArgs | Route.ActionArgs): never {
  const pathname = clip(new URL(request.url).pathname);
  throw new Refusal(404, `No API endpoint at ${pathname}. See /api for the documentation.`);
}

export const loader = notFound;
export const action = notFound;
