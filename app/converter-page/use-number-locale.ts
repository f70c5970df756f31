import { useRouteLoaderData } from "react-router";
import { DEFAULT_NUMBER_LOCALE } from "@unitwise/units";

/**
 * The locale the page reads and writes numbers in, as the server resolved it for this request
 * (the root loader's `numberLocale`): the same in the server's HTML and after hydration.
 */
export function useNumberLocale(): string {
  const root = useRouteLoaderData("root") as { numberLocale?: string } | undefined;
  return root?.numberLocale ?? DEFAULT_NUMBER_LOCALE;
}
