import { renderStaticMarkup } from "~/utils/static-markup.server";
import type { SessionUser } from "~/models/user";
import { localizedPath, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { SignedInItems } from "./account-menu-items";

/**
 * A signed-in visitor's account menu items as HTML (decision 049), in the page's language: what
 * the page shows until its JavaScript runs, and without it. Signed-out visitors never download the
 * signed-in items' code.
 */
export async function accountMenuHtml(user: SessionUser, language: Language): Promise<string> {
  const t = await translator(language, "menu");
  return renderStaticMarkup(
    <SignedInItems user={user} t={t} to={(path) => localizedPath(path, language)} />,
  );
}
