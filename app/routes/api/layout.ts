import { conditionalGetMiddleware } from "~/public-api/conditional-get.server";
import { apiLimitsMiddleware } from "~/public-api/limits/meter.server";
import { publicRoutePatterns } from "~/public-api/operations.server";
import { apiRefusalsMiddleware } from "~/utils/api-refusals.server";
import type { Route } from "./+types/layout";

/**
 * Everything under /api: the API's limits are charged and announced first (a 304 is a request
 * too), then cacheable answers get their ETag and conditional requests their 304, and any
 * Refusal thrown below is answered `{ "error": message }` with its status (and CORS on the public
 * API's routes).
 */
export const middleware: Route.MiddlewareFunction[] = [
  apiLimitsMiddleware,
  conditionalGetMiddleware,
  apiRefusalsMiddleware(publicRoutePatterns),
];
