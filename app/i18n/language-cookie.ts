/** The language the visitor chose with the switcher (routes/language.ts), readable by scripts. */
export const LANGUAGE_COOKIE = "unitwise_language";

/** Marks the switcher's and the offer's links: the inline script adds the page to them. */
export const LANGUAGE_LINK_ATTRIBUTE = "data-language-link";
