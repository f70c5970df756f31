import { useMemo } from "react";
import { DEFAULT_NUMBER_LOCALE, type NumberSymbols } from "@unitwise/units";
import { useRootData } from "~/utils/root-data";

interface RootNumbers {
  numberLocale?: string;
  numberSymbols?: NumberSymbols;
}

/**
 * The locale the page reads and writes numbers in, as the server resolved it for this request
 * (the root loader's `numberLocale`): the same in the server's HTML and after hydration.
 */
export function useNumberLocale(): string {
  const root = useRootData<RootNumbers>();
  return root?.numberLocale ?? DEFAULT_NUMBER_LOCALE;
}

/** A locale's signs as the server read them from Intl. */
export interface LocaleSymbols {
  locale: string;
  symbols: NumberSymbols;
}

/**
 * The page's number locale with its signs, as the server read them: code that writes numbers in
 * the browser holds them (`holdNumberSymbols`) instead of starting Intl, whose first use loads
 * its locale data (about 20 ms of main thread on a first visit).
 */
export function usePageNumberSymbols(): LocaleSymbols | undefined {
  const root = useRootData<RootNumbers>();
  const locale = root?.numberLocale;
  const symbols = root?.numberSymbols;
  // The same object while the root's data is, so effects that depend on it do not run again.
  return useMemo(() => (locale && symbols ? { locale, symbols } : undefined), [locale, symbols]);
}
