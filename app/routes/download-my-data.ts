import { accountExportResponse, exportAccountData } from "~/accounts/account-data.server";
import { AuthError } from "~/accounts/auth.server";
import { loginRedirectPath, requireUser } from "~/accounts/session.server";
import { getDatabase } from "~/server-context";
import { redirect } from "react-router";
import type { Route } from "./+types/download-my-data";

/**
 * GET /download-my-data (the account menu's 'Download my data'): the account's data as a JSON
 * file download. Signed out: to /login and back.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  try {
    return accountExportResponse(await exportAccountData(getDatabase(context), user), true);
  } catch (error) {
    if (error instanceof AuthError) throw redirect(loginRedirectPath(request));
    throw error;
  }
}
