import { X } from "~/components/icons";
import type { Translate } from "~/i18n/localization";

export interface Announcement {
  id: string;
  text: string;
  link: string | null;
}

/**
 * The site's announcement (the Settings tab), rendered on the server only (shell-html.server.tsx)
 * and placed above the header, so it never shifts the page and adds no code to it. A visitor who dismissed this announcement (its id, in localStorage) has
 * it hidden by the bootstrap script before first paint; a new text has a new id and shows again.
 * The dismiss button shows only with JavaScript; without it the banner simply stays. Its click is
 * handled by the bootstrap script (inline in every page, `DISMISS_ANNOUNCEMENT_ATTRIBUTE`).
 */
export function AnnouncementBanner({
  announcement,
  t,
}: {
  announcement: Announcement;
  t: Translate<"frame">;
}) {
  return (
    <aside
      aria-label={t("announcement")}
      data-announcement={announcement.id}
      className="bg-brand-700 text-white [.announcement-dismissed_&]:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="flex-1">
          {announcement.text}
          {announcement.link ? (
            <>
              {" "}
              <a href={announcement.link} className="font-semibold underline underline-offset-2">
                {t("announcementMore")}
              </a>
            </>
          ) : null}
        </p>
        <button
          type="button"
          data-dismiss-announcement=""
          aria-label={t("dismissAnnouncement")}
          className="hidden h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white [.js_&]:inline-flex"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </aside>
  );
}
