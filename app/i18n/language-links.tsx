import { LANGUAGE_LINK_ATTRIBUTE } from "./language-cookie";
import { LANGUAGES, languageInfo, type Language } from "./languages";

/** Each language's name in itself: what the switcher and the offers say. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  de: "Deutsch",
  fr: "Français",
  "pt-br": "Português (Brasil)",
  ja: "日本語",
};

/**
 * The links of the language switcher (decision 080), for HTML the server writes alone: the
 * header's menu and the offer (language-links.server.tsx) and the footer's list.
 */

/** A language link's attributes: /language?set=…, its hreflang, the script's marker. */
export function languageLinkProps(code: Language) {
  return {
    href: `/language?set=${code}`,
    hrefLang: languageInfo(code).tag,
    [LANGUAGE_LINK_ATTRIBUTE]: "",
  };
}

export function LanguageLinks({ current, menu }: { current: Language; menu: boolean }) {
  return (
    <ul
      className={
        menu
          ? "absolute right-0 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          : "flex flex-wrap gap-x-4 gap-y-2"
      }
    >
      {LANGUAGES.map(({ code, tag }) => (
        <li key={code}>
          <a
            {...languageLinkProps(code)}
            lang={tag}
            aria-current={code === current ? "true" : undefined}
            className={
              menu
                ? "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 aria-[current]:font-semibold dark:text-slate-200 dark:hover:bg-slate-800"
                : "text-sm text-slate-600 hover:underline aria-[current]:font-semibold dark:text-slate-300"
            }
          >
            {LANGUAGE_NAMES[code]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The footer's list of languages. */
export function LanguageList({ current, label }: { current: Language; label: string }) {
  return (
    <nav aria-label={label} className="mt-6">
      <LanguageLinks current={current} menu={false} />
    </nav>
  );
}
