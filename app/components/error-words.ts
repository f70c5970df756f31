import { useLocalizedPath, useT } from "~/i18n/localization";
import type { MessageKey } from "~/i18n/messages";

/**
 * English for the error pages' words when the page has none: an error the root's loader never
 * answered for (a 405 on a page without an action) sends no messages. These load with the error
 * pages' code only, never with a page's (decision 049).
 */
const ENGLISH = {
  notFoundTitle: "404 Page Not Found",
  notFoundText:
    "The page you are looking for doesn't exist or has moved. Check the address, or head back home to find the converter you need.",
  errorBackHome: "Back to Home",
  errorTitle: "Something went wrong",
  errorTryAgain: "Try again",
  errorUnexpected: "An unexpected error occurred on our side. Please try again in a moment.",
  accessDeniedTitle: "Access Denied",
  accessDeniedText: "Admin access required",
  accessDeniedRedirect: "You will be taken to the home page in a few seconds.",
  accessDeniedNow: "Go to the home page now",
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
