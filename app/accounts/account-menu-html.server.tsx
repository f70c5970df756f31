import { renderStaticMarkup } from "~/utils/static-markup.server";
import type { SessionUser } from "~/models/user";
import { localizedPath, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { SignedInItems } from "./account-menu-items";
import { SignedOutItems } from "./signed-out-items";

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

// The same for every signed-out visitor of a language.
const signedOut = new Map<Language, string>();

/** A signed-out visitor's account menu items as HTML: 'Sign in' and 'Sign up' (decision 100). */
export async function signedOutMenuHtml(language: Language): Promise<string> {
  let html = signedOut.get(language);
  if (html === undefined) {
    const t = await translator(language, "shell");
    html = await renderStaticMarkup(
      <SignedOutItems t={t} to={(path) => localizedPath(path, language)} />,
    );
    signedOut.set(language, html);
  }
  return html;
}
