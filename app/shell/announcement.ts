/** Where a visitor's dismissal of the announcement is remembered: the id of the one dismissed. */
export const ANNOUNCEMENT_STORAGE_KEY = "announcement-dismissed";

/** Put on <html> while the announcement on the page is the one dismissed. */
export const ANNOUNCEMENT_DISMISSED_CLASS = "announcement-dismissed";

/** Marks the button whose click dismisses the announcement (handled by the bootstrap script). */
export const DISMISS_ANNOUNCEMENT_ATTRIBUTE = "data-dismiss-announcement";
