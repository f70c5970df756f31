/**
 * The locale numbers are read and written in when none is known (decision 053). Its own module,
 * so the page can name it without downloading the locale rules (locale-number.ts).
 */
export const DEFAULT_NUMBER_LOCALE = "en-US";
