import { conditionalGetMiddleware } from "~/public-api/conditional-get.server";
import { apiLimitsMiddleware } from "~/public-api/limits/meter.server";
import type { Route } from "./+types/layout";

/**
 * Everything under /api: the API's limits are charged and announced first (a 304 is a request
 * too), then cacheable answers get their ETag and conditional requests their 304.
 */
export const middleware: Route.MiddlewareFunction[] = [
  apiLimitsMiddleware,
  conditionalGetMiddleware,
];
