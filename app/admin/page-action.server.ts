import { adminOf } from "~/accounts/admin-gate.server";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/models/user";
import { flashCookie } from "~/utils/flash.server";
import type { FlashKey } from "~/utils/flash";
import { readFormFields } from "~/utils/form.server";
import { requireSameOrigin } from "~/accounts/session.server";
import { answerRefusal } from "~/utils/refusal.server";

/**
 * What the dashboard's tab actions share: admin only (redirect to /login or 403), same-origin
 * only, the posted fields read, and the outcome as a redirect with a flash message (so a reload
 * never repeats the change) or the refusal's message with its status.
 */

/**
 * Runs a tab action for the admin (redirect to /login or 403 otherwise) with the posted `names`
 * read (a form of at most `maxBytes`). Refusals, a form that cannot be read (413, 415, 400) among
 * them, become `{ error }` with their status for the tab to show.
 */
export async function adminFormAction<Name extends string, Result = Response>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  names: readonly Name[],
  run: (input: { actor: SessionUser; fields: Record<Name, string> }) => Promise<Result>,
  maxBytes?: number,
) {
  const actor = adminOf(context);
  requireSameOrigin(request);
  return answerRefusal(
    async () => run({ actor, fields: await readFormFields(request, names, maxBytes) }),
    (error) => data({ error: error.message }, { status: error.status }),
  );
}

/** Back to `location` (the tab with its filters) with a flash message. */
export function doneRedirect(request: Request, location: string, flash: FlashKey) {
  return redirect(location, { headers: { "Set-Cookie": flashCookie(request, flash) } });
}

/**
 * `pathname` (the tab) with the request's query (its filters): where a tab's action sends the
 * admin back to. The request's own path is not used: a script's post goes to `….data`.
 */
export function samePage(request: Request, pathname: string): string {
  const params = new URL(request.url).searchParams;
  for (const internal of ["index", "_routes"]) params.delete(internal);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
