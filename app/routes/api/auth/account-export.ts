import { accountExportResponse, exportAccountData } from "~/accounts/account-data.server";
import { AuthError, authErrorResponse } from "~/accounts/auth.server";
import { requireUserApi } from "~/accounts/session.server";
import { getDatabase } from "~/server-context";
import { methodNotAllowed } from "~/utils/http.server";
import type { Route } from "./+types/account-export";

/**
 * GET /api/auth/account/export → everything stored about the signed-in account (no password
 * hash, no session ids); 401 signed out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const user = await requireUserApi(request, context);
    return accountExportResponse(await exportAccountData(getDatabase(context), user), false);
  } catch (error) {
    if (error instanceof AuthError) return authErrorResponse(error);
    throw error;
  }
}

export const action = ({ request }: Route.ActionArgs) => methodNotAllowed(request, ["GET"]);
