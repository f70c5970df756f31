import type { z } from "zod";
import { adminOf } from "~/accounts/admin-gate.server";
import { redirect, type RouterContextProvider } from "react-router";
import type { SessionUser } from "~/models/user";
import { flashCookie } from "~/utils/flash.server";
import type { FlashKey } from "~/utils/flash";
import { submitForm } from "~/utils/form.server";
import { requireSameOrigin } from "~/accounts/session.server";

/**
 * What the dashboard's tab actions share: admin only (the gate already refused anyone else),
 * same-origin only, the form through `submitForm` like every page form (decision 067), and the
 * outcome as a redirect with a flash message (so a reload never repeats the change) or
 * conform's reply with the refusal's status, which the tab shows with `formReply`.
 */

/** Runs a tab action for the signed-in admin with the form's value (a form of at most `maxBytes`). */
export async function adminFormAction<Schema extends z.ZodType, Done>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: Schema,
  run: (input: { actor: SessionUser; value: z.output<Schema> }) => Promise<Done>,
  maxBytes?: number,
) {
  const actor = adminOf(context);
  return submitForm(
    request,
    schema,
    (value) => {
      requireSameOrigin(request);
      return run({ actor, value });
    },
    { maxBytes },
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
