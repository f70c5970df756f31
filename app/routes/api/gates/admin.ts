import { adminApiGate } from "~/accounts/admin-gate.server";
import type { Route } from "./+types/admin";

/** The admin API's gate (a pathless layout): every route under it answers admins only. */
export const middleware: Route.MiddlewareFunction[] = [adminApiGate];
