import { useLocalizedPath, useT } from "~/i18n/localization";
import type { MessageKey } from "~/i18n/messages";
import {
  accessDeniedNow,
  accessDeniedRedirect,
  accessDeniedText,
  accessDeniedTitle,
  errorBackHome,
  errorTitle,
  errorTryAgain,
  errorUnexpected,
  notFoundText,
  notFoundTitle,
} from "~/i18n/messages/en/shell.json";

/**
 * English for the error pages' words when the page has none: an error the root's loader never
 * answered for (a 405 on a page without an action) sends no messages. Named imports of the
 * shell's English file, so the bundler keeps these ten strings only, and they load with the
 * error pages' code, never with a page's (decision 049).
 */
const ENGLISH = {
  notFoundTitle,
  notFoundText,
  errorBackHome,
  errorTitle,
  errorTryAgain,
  errorUnexpected,
  accessDeniedTitle,
  accessDeniedText,
  accessDeniedRedirect,
  accessDeniedNow,
} satisfies Partial<Record<MessageKey<"shell">, string>>;

type ErrorWord = keyof typeof ENGLISH;

/**
 * The words of the error, not-found and access-denied pages, and the home page they lead to, in
 * the page's language: the shell's area, which the root sends with every page (decision 080).
 */
export function useErrorWords(): { t: (key: ErrorWord) => string; home: string } {
  const shell = useT("shell");
  const home = useLocalizedPath()("/");
  return {
    t: (key) => {
      const text = shell(key);
      return text === key ? ENGLISH[key] : text;
    },
    home,
  };
}
