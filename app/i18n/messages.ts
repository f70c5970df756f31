import type shell from "~/i18n/messages/en/shell.json";
import type frame from "~/i18n/messages/en/frame.json";
import type menu from "~/i18n/messages/en/menu.json";
import type converter from "~/i18n/messages/en/converter.json";
import type converterCopy from "~/i18n/messages/en/converter-copy.json";
import type home from "~/i18n/messages/en/home.json";
import type search from "~/i18n/messages/en/search.json";
import type account from "~/i18n/messages/en/account.json";
import type support from "~/i18n/messages/en/support.json";
import type time from "~/i18n/messages/en/time.json";
import type apiDocs from "~/i18n/messages/en/api-docs.json";
import type calculator from "~/i18n/messages/en/calculator.json";

/**
 * The interface's areas, each a file per language (app/i18n/messages/<language>/<area>.json);
 * English is the source, and its keys are the types (docs/decisions/080-languages.md).
 */
export interface Messages {
  /** what every page hydrates: the header, cookie banner, language switcher, toasts */
  shell: typeof shell;
  /** what the server writes alone around every page: the footer, announcement, language offer */
  frame: typeof frame;
  /** the signed-in account menu's items: sent with every page to a signed-in visitor only */
  menu: typeof menu;
  /** converter and unit pair pages: what they hydrate, and the engine's sentences */
  converter: typeof converter;
  /** converter and unit pair pages: what the server renders alone (FAQ, sections, pair parts) */
  "converter-copy": typeof converterCopy;
  /** the home page */
  home: typeof home;
  /** the search page and dialog, the calculator page */
  search: typeof search;
  /** sign in, sign up, the account menu and its pages, the number format */
  account: typeof account;
  /** about, contact, bug report, help center, FAQ, features, legal summaries, 404 and errors */
  support: typeof support;
  /** the time-zone converter, city pairs, meeting planner and date calculator */
  time: typeof time;
  /** the API's documentation page */
  "api-docs": typeof apiDocs;
  /** the quantity calculator's own sentences (steps, notes, refusals), dimensions, constants */
  calculator: typeof calculator;
}

export type Area = keyof Messages;
export type MessageKey<A extends Area> = keyof Messages[A] & string;
