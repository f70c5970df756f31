import { renderToStaticMarkup } from "react-dom/server";
import type { SessionUser } from "~/models/user";
import { SignedInItems, SignedOutItems } from "./account-menu-items";

// Signed out, the menu is the same for everyone: rendered once.
let signedOut: string | undefined;

/**
 * The account menu's items as HTML (decision 049): what the page shows until, and unless, its
 * JavaScript runs. Signed-out visitors never download the signed-in items' code.
 */
export function accountMenuHtml(user: SessionUser | null): string {
  if (user) return renderToStaticMarkup(<SignedInItems user={user} />);
  signedOut ??= renderToStaticMarkup(<SignedOutItems />);
  return signedOut;
}
