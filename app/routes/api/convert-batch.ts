import { postConvertBatch } from "~/public-api/endpoints.server";
import { apiServices } from "~/public-api/services.server";
import { methodNotAllowed, PUBLIC_CORS_HEADERS } from "~/utils/http.server";
import type { Route } from "./+types/convert-batch";

/**
 * POST /api/convert/batch with JSON `{ items: [...up to 100 conversion requests], precision? }`;
 * answers `{ results: [...] }` in the same order (app/public-api/batch.server.ts).
 */

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["POST"], { headers: PUBLIC_CORS_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  return postConvertBatch(request, await apiServices(context));
}
