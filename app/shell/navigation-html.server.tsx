import { renderStaticMarkup } from "~/utils/static-markup.server";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { MAIN_NAVIGATION, NavigationBar, NavigationMenu, isCurrentPath } from "./site-navigation";

export interface NavigationHtml {
  /** what the markup is made from: its language and the link marked current */
  identity: string;
  bar: string;
  menu: string;
}

// The same for every page of a language with the same current link: seven versions a language.
const rendered = new Map<string, NavigationHtml>();

/**
 * The header's navigation bar and small-screen menu as HTML (decision 100), with the link to
 * `pathname` marked as the current page.
 */
export async function navigationHtml(
  language: Language,
  pathname: string,
): Promise<NavigationHtml> {
  const current = MAIN_NAVIGATION.find((item) =>
    isCurrentPath(localizedPath(item.to, language), pathname),
  );
  const identity = `navigation\u0000${language}\u0000${current?.to ?? ""}`;
  let html = rendered.get(identity);
  if (!html) {
    const props = { t: await translator(language, "shell"), language, current: current?.to };
    html = {
      identity,
      bar: await renderStaticMarkup(<NavigationBar {...props} />),
      menu: await renderStaticMarkup(<NavigationMenu {...props} />),
    };
    rendered.set(identity, html);
  }
  return html;
}
