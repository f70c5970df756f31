import { renderStaticMarkup } from "~/utils/static-markup.server";
import { AnnouncementBanner, type Announcement } from "./announcement-banner";
import { SiteFooter } from "./site-footer";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";

// The footer is the same for every page and visitor of a language: rendered once per language
// and year (its copyright line).
const footers = new Map<Language, { year: number; html: string }>();

/**
 * The parts of the page's frame that never change in the browser, as HTML (decision 049): the
 * page gets their markup with the root's data and none of their components' code.
 */
export async function siteFooterHtml(
  language: Language,
  now = new Date(),
): Promise<{ year: number; html: string }> {
  const year = now.getFullYear();
  let footer = footers.get(language);
  if (footer?.year !== year) {
    const t = await translator(language, "frame");
    const nav = await translator(language, "shell");
    footer = {
      year,
      html: await renderStaticMarkup(
        <SiteFooter year={year} t={t} nav={nav} language={language} />,
      ),
    };
    footers.set(language, footer);
  }
  return footer;
}

/** The Settings tab's announcement banner, when one is on. */
export async function announcementHtml(
  announcement: Announcement,
  language: Language,
): Promise<string> {
  const t = await translator(language, "frame");
  return renderStaticMarkup(<AnnouncementBanner announcement={announcement} t={t} />);
}
