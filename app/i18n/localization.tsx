import { createContext, useContext, useMemo, type ReactNode } from "react";
import { formatMessage, type MessageParams } from "./format";
import { DEFAULT_LANGUAGE, languageInfo, localizedPath, type Language } from "./languages";
import type { Area, MessageKey, Messages } from "./messages";

/**
 * A page's language and the messages its components use, given by the root layout from the
 * loaders' data (the root sends the shell's area, a page the areas of what it hydrates), so the
 * server and the browser render the same words, and the JavaScript holds none of them
 * (docs/decisions/080-languages.md).
 */
export interface Localization {
  language: Language;
  messages: Partial<Messages>;
}

const LocalizationContext = createContext<Localization>({
  language: DEFAULT_LANGUAGE,
  messages: {},
});

export function LocalizationProvider({
  value,
  children,
}: {
  value: Localization;
  children: ReactNode;
}) {
  return <LocalizationContext value={value}>{children}</LocalizationContext>;
}

export type Translate<A extends Area> = (key: MessageKey<A>, params?: MessageParams) => string;

/** An area's messages as a function: `t("searchTitle", { shortcut })`. */
export function translate<A extends Area>(
  messages: Partial<Messages>,
  area: A,
  language: Language,
): Translate<A> {
  const table = messages[area] as Record<string, string> | undefined;
  const { tag } = languageInfo(language);
  return (key, params) => formatMessage(table?.[key] ?? key, params, tag);
}

/** The area's words as a function, the same one while the page's messages are. */
export function useT<A extends Area>(area: A): Translate<A> {
  const { messages, language } = useContext(LocalizationContext);
  return useMemo(() => translate(messages, area, language), [messages, area, language]);
}

export function useLanguage(): Language {
  return useContext(LocalizationContext).language;
}

/** `to("/faq")` → the page's language's path ("/de/faq"). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(path, language);
}
