import { renderStaticMarkup } from "~/utils/static-markup.server";
import { localizedPath, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { CookieBannerView, STATIC_BANNER_CLASS } from "./cookie-banner-view";

const copies = new Map<Language, string>();

/**
 * The cookie banner as HTML, for the first paint of a visitor who has not chosen yet (the inline
 * script shows it by `data-consent-needed`; app.css). Its buttons wait, disabled, for the
 * interactive banner (cookie-banner.tsx), which loads after hydration and takes its place.
 * Painted late instead, the banner was a German page's largest text, and its largest contentful
 * paint (docs/benchmarks.md). Without JavaScript it never shows: no optional cookie is set then.
 *
 * Its privacy link carries React Router's discovery mark (`data-discover`, what a <Link> renders),
 * so the router learns the privacy page's route with the page's other links, in the one request
 * it makes after hydration. The interactive banner's <Link> then finds it known: without the mark
 * it asked again when that banner mounted, and the whole page rendered a second time for the
 * answer (decision 095).
 */
export async function cookieBannerHtml(language: Language): Promise<string> {
  let html = copies.get(language);
  if (html === undefined) {
    const t = await translator(language, "shell");
    html = await renderStaticMarkup(
      <div className={STATIC_BANNER_CLASS}>
        <CookieBannerView
          t={t}
          privacyLink={(text, className) => (
            <a
              href={localizedPath("/privacy", language)}
              className={className}
              data-discover="true"
            >
              {text}
            </a>
          )}
        />
      </div>,
    );
    copies.set(language, html);
  }
  return html;
}
