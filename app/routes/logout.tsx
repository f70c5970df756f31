import { redirect } from "react-router";
import { flashCookie } from "~/utils/flash.server";
import { signOut } from "~/accounts/session.server";
import type { Route } from "./+types/logout";

/**
 * POST /logout (the account menu's 'Sign out'): deletes the session on the server, clears the
 * cookie and goes home. A GET changes nothing: it only goes home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  headers.append("Set-Cookie", await signOut(request, context));
  headers.append("Set-Cookie", flashCookie(request, "logged-out"));
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
