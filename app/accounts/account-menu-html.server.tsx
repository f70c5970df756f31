import { renderToStaticMarkup } from "react-dom/server";
import type { SessionUser } from "~/models/user";
import { SignedInItems } from "./account-menu-items";

/**
 * A signed-in visitor's account menu items as HTML (decision 049): what the page shows until its
 * JavaScript runs, and without it. Signed-out visitors never download the signed-in items' code.
 */
export function accountMenuHtml(user: SessionUser): string {
  return renderToStaticMarkup(<SignedInItems user={user} />);
}
