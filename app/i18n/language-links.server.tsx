import { renderStaticMarkup } from "~/utils/static-markup.server";
import { LANGUAGE_NAMES, LanguageLinks, languageLinkProps } from "./language-links";
import { PREFIXED_LANGUAGES, languageInfo, type Language } from "./languages";
import { translator } from "./messages.server";

/**
 * The language switcher and the offer of another language (decision 080), as HTML the server
 * writes once per language: plain links to /language?set=…, which keeps the choice and goes on
 * to the same page in that language. The page's inline script (bootstrap-script.ts) adds the page
 * the visitor is on to a link when it is followed (`to`); without scripts, /language reads the
 * page from the Referer. No component code reaches the browser.
 */

const menus = new Map<Language, string>();

/** The header's switcher: a closed <details> (it opens without scripts) naming the language. */
export async function languageMenuHtml(language: Language): Promise<string> {
  let html = menus.get(language);
  if (html === undefined) {
    const t = await translator(language, "frame");
    const label = t("languageChoose", { name: LANGUAGE_NAMES[language] });
    html = await renderStaticMarkup(
      <details className="relative">
        <summary
          title={label}
          className="flex h-10 cursor-pointer list-none items-center rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
        >
          <span aria-hidden="true" className="uppercase">
            {language === "pt-br" ? "pt" : language}
          </span>
          <span className="sr-only"> {label}</span>
        </summary>
        <nav aria-label={t("language")}>
          <LanguageLinks current={language} menu />
        </nav>
      </details>,
    );
    menus.set(language, html);
  }
  return html;
}

let offers: string | undefined;

/**
 * On English pages: each other language's offer of the page, in that language, all hidden. The
 * inline script shows the one for a visitor who chose that language before (the switcher's
 * cookie, or their account: `data-account-language`) or whose browser asks for it before
 * English, by setting `data-offer` on <html> (app.css shows the matching one). Over the page, so
 * nothing moves; never a redirect, so crawlers and shared links keep the page they asked for.
 */
export async function languageOffersHtml(): Promise<string> {
  if (offers === undefined) {
    const parts: string[] = [];
    for (const language of PREFIXED_LANGUAGES) {
      const t = await translator(language, "frame");
      const { tag } = languageInfo(language);
      const name = LANGUAGE_NAMES[language];
      parts.push(
        await renderStaticMarkup(
          <aside
            lang={tag}
            data-offer-for={language}
            aria-label={t("languageOffer", { name })}
            className="language-offer fixed inset-x-4 top-20 z-40 mx-auto hidden max-w-xl flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <p className="flex-1">{t("languageOffer", { name })}</p>
            <a
              {...languageLinkProps(language)}
              className="rounded-md bg-brand-700 px-3 py-2 font-medium text-white hover:bg-brand-800"
            >
              {t("languageOfferAction", { name })}
            </a>
            <a {...languageLinkProps("en")} className="px-2 py-2 font-medium underline">
              {t("languageOfferDismiss")}
            </a>
          </aside>,
        ),
      );
    }
    offers = parts.join("");
  }
  return offers;
}
