import { useEffect, useSyncExternalStore } from "react";
import type { StartingValues } from "./calculator-view";

/**
 * The browser's own today, now and zone for the fields the URL did not fill: the server renders
 * them in UTC (it cannot know the visitor's zone), and once the page is hydrated each such input
 * (`data-starting`) is given the browser's value. Only the inputs' values change, so nothing
 * moves; an input the visitor has already typed in keeps what they typed.
 */

let browserValues: StartingValues | null = null;

const two = (value: number) => String(value).padStart(2, "0");

/** Read once a page load: a stable snapshot, as useSyncExternalStore wants. */
function readBrowserValues(): StartingValues | null {
  if (browserValues) return browserValues;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return null;
  const now = new Date();
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  browserValues = {
    date,
    dateTime: `${date}T${two(now.getHours())}:${two(now.getMinutes())}`,
    zone,
    unix: String(Math.floor(now.getTime() / 1000)),
  };
  return browserValues;
}

const noChanges = () => () => {};

/**
 * The browser's starting values (null while the page is made and hydrated), put into the forms
 * each time `formsKey` says they were drawn again.
 */
export function useBrowserStartingValues(formsKey: string): StartingValues | null {
  const browser = useSyncExternalStore(noChanges, readBrowserValues, () => null);
  useEffect(() => {
    if (!browser) return;
    for (const input of document.querySelectorAll<HTMLInputElement>("input[data-starting]")) {
      // The default value: the value shown too, unless the visitor has changed it.
      input.defaultValue = browser[input.dataset.starting as keyof StartingValues] ?? "";
    }
  }, [browser, formsKey]);
  return browser;
}
