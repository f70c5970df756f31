import { redirect } from "react-router";
import { flashCookie } from "~/utils/flash.server";
import { CROSS_SITE_MESSAGE, isSameOrigin, signOut } from "~/accounts/session.server";
import { refusalResponse } from "~/utils/api-refusals.server";
import { Refusal } from "~/utils/refusal.server";
import { localizedPath, languageOfPath } from "~/i18n/languages";
import type { Route } from "./+types/logout";

/** Home in the language of the page that signed out (/de/logout → /de). */
const home = (request: Request) =>
  localizedPath("/", languageOfPath(new URL(request.url).pathname));

/**
 * POST /logout (the account menu's 'Sign out'): deletes the session on the server, clears the
 * cookie and goes home (in the page's language). A GET changes nothing: it only goes home. Another site's form is refused
 * (403): React Router checks the Origin of page actions, not of a route without a page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOrigin(request)) return refusalResponse(new Refusal(403, CROSS_SITE_MESSAGE));
  const headers = new Headers();
  headers.append("Set-Cookie", await signOut(request, context));
  headers.append("Set-Cookie", flashCookie(request, "logged-out"));
  return redirect(home(request), { headers });
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(home(request));
}
