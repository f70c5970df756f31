import { renderToStaticMarkup } from "react-dom/server";
import { AnnouncementBanner, type Announcement } from "./announcement-banner";
import { SiteFooter } from "./site-footer";

// The footer is the same for every page and visitor: rendered once per year (its copyright line).
let footer: { year: number; html: string } | undefined;

/**
 * The parts of the page's frame that never change in the browser, as HTML (decision 049): the
 * page gets their markup with the root's data and none of their components' code.
 */
export function siteFooterHtml(now = new Date()): { year: number; html: string } {
  const year = now.getFullYear();
  if (footer?.year !== year) {
    footer = { year, html: renderToStaticMarkup(<SiteFooter year={year} />) };
  }
  return footer;
}

/** The Settings tab's announcement banner, when one is on. */
export function announcementHtml(announcement: Announcement): string {
  return renderToStaticMarkup(<AnnouncementBanner announcement={announcement} />);
}
