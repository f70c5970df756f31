import { adminWritesGate } from "~/accounts/admin-gate.server";
import type { Route } from "./+types/admin-writes";

/** Endpoints read by anyone and written by admins (a pathless layout): see ADMIN_WRITES. */
export const middleware: Route.MiddlewareFunction[] = [adminWritesGate];
