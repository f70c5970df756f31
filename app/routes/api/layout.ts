import { apiLimitsMiddleware } from "~/public-api/limits/meter.server";
import type { Route } from "./+types/layout";

/** Everything under /api: the API's limits are charged and announced here. */
export const middleware: Route.MiddlewareFunction[] = [apiLimitsMiddleware];
