import { Loader2, Search } from "lucide-react";
import {
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { searchConverters, type SearchItem } from "@unitwise/units";
import { normalizeMissQuery } from "~/analytics/normalize";
import { countEvent, trackEvent } from "~/utils/analytics";
import { cn } from "~/utils/cn";
import KeptLists from "~/me/kept-lists";
import { useQuestionAnswer } from "./use-question-answer";
import { resultHref, SearchResultBody, searchResultClass } from "./search-results";
import { translate, useLanguage, type Translate } from "~/i18n/localization";
import { DEFAULT_LANGUAGE, languageOfPath, localizedPath, type Language } from "~/i18n/languages";
import type { Messages } from "~/i18n/messages";

/**
 * The box takes focus 100 ms after opening; each query change shows a loading state for 100 ms
 * (docs/product.md#search-dialog).
 */
export const SEARCH_FOCUS_DELAY_MS = 100;
export const SEARCH_LOADING_MS = 100;
/** How long a query must stay unchanged to count as a search (docs/decisions/047). */
export const SEARCH_REPORT_MS = 1000;

// The index in the page's language (English: the catalogue's own), fetched the first time the
// dialog opens on a page of that language, then kept for the life of the page.
const cachedIndex = new Map<Language, readonly SearchItem[]>();
const pendingIndex = new Map<Language, Promise<readonly SearchItem[]>>();

function loadSearchIndex(language: Language): Promise<readonly SearchItem[]> {
  let pending = pendingIndex.get(language);
  if (pending) return pending;
  const url =
    language === DEFAULT_LANGUAGE
      ? "/search-index.json"
      : `/search-index.json?language=${language}`;
  pending = fetch(url)
    .then(async (response) => {
      if (!response.ok) throw new Error(`Search index: ${response.status}`);
      const body: unknown = await response.json();
      if (!Array.isArray(body)) throw new Error("Search index: not a list");
      cachedIndex.set(language, body as SearchItem[]);
      return body as SearchItem[];
    })
    .catch((error: unknown) => {
      pendingIndex.delete(language); // the next opening tries again
      throw error;
    });
  pendingIndex.set(language, pending);
  return pending;
}

// The dialog's words: its page's language's `search` messages, a file of their own that loads
// with this module (pages that hydrate none of the area have not sent them).
const MESSAGE_FILES = import.meta.glob<Messages["search"]>("../i18n/messages/*/search.json", {
  import: "default",
});
const messageFiles = new Map<Language, Promise<Messages["search"]>>();

function loadMessages(language: Language): Promise<Messages["search"]> {
  let pending = messageFiles.get(language);
  if (!pending) {
    const file = MESSAGE_FILES[`../i18n/messages/${language}/search.json`];
    pending = (file ? file() : Promise.resolve({} as Messages["search"])).catch(() => {
      // Not loaded (offline, or replaced by a new deploy): use the search page, as the header
      // does when this module does not load.
      messageFiles.delete(language);
      window.location.assign(localizedPath("/search", language));
      return new Promise<never>(() => {});
    });
    messageFiles.set(language, pending);
  }
  return pending;
}
// Loading this module (on the search button's hover or focus) starts loading the words.
if (typeof window !== "undefined") void loadMessages(languageOfPath(window.location.pathname));
/**
 * The converter search (docs/product.md#search-dialog): a modal on the native <dialog> (focus trap,
 * Escape, top layer) holding an ARIA combobox whose listbox shows the matches. It is mounted while
 * open, so every opening starts empty; the header loads this module only when it is first needed.
 * It shows once its words have loaded (the header's Suspense).
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const language = useLanguage();
  const messages = use(loadMessages(language));
  return (
    <SearchDialogView
      onClose={onClose}
      language={language}
      t={translate({ search: messages }, "search", language)}
    />
  );
}

function SearchDialogView({
  onClose,
  language,
  t,
}: {
  onClose: () => void;
  language: Language;
  t: Translate<"search">;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const pressedOnBackdrop = useRef(false);
  const listboxId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);

  const [query, setQuery] = useState("");
  const [settledQuery, setSettledQuery] = useState("");
  const [active, setActive] = useState(0);
  const [index, setIndex] = useState(cachedIndex.get(language) ?? null);
  const to = (path: string) => localizedPath(path, language);
  const [failed, setFailed] = useState(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const focusTimer = setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => {
      clearTimeout(focusTimer);
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  // Back and forward buttons change the page under the modal: close it then too.
  useEffect(() => {
    if (pathname !== openedOn.current) onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    if (index) return;
    let current = true;
    loadSearchIndex(language).then(
      (items) => current && setIndex(items),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [index, language]);

  useEffect(() => {
    if (query === settledQuery) return;
    const timer = setTimeout(() => {
      setSettledQuery(query);
      setActive(0);
    }, SEARCH_LOADING_MS);
    return () => clearTimeout(timer);
  }, [query, settledQuery]);

  // One search counted per settled query, not per keystroke; the server counts the misses.
  const reported = useRef("");
  useEffect(() => {
    const q = settledQuery.trim();
    if (q === "" || !index || q === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = q;
      countEvent({ type: "search", query: q });
      trackEvent("search", normalizeMissQuery(q) ?? "");
    }, SEARCH_REPORT_MS);
    return () => clearTimeout(timer);
  }, [settledQuery, index]);

  // A question is answered above the results: a time question or a calculation.
  const answered = useQuestionAnswer(settledQuery);
  const answer = answered?.query === query.trim() ? answered : null;

  const names = useMemo(
    () => Object.fromEntries((index ?? []).map((item) => [item.slug, item.name])),
    [index],
  );
  const results = useMemo(
    () => (index ? searchConverters(index, settledQuery) : []),
    [index, settledQuery],
  );
  const hasQuery = query.trim() !== "";
  const loading = hasQuery && !failed && (query !== settledQuery || !index);
  const expanded = hasQuery && results.length > 0;
  const activeIndex = Math.min(active, results.length - 1);
  const optionId = (i: number) => `${listboxId}-option-${i}`;
  const activeOptionId = expanded ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeOptionId)
      document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [activeOptionId, results]);

  function open(item: SearchItem) {
    onClose();
    void navigate(to(resultHref(item.slug, query)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (answer) {
        onClose();
        void navigate(to(answer.href));
        return;
      }
      // Typed faster than the loading delay: open the best match for what is in the box now.
      const item =
        query === settledQuery ? results[activeIndex] : index && searchConverters(index, query)[0];
      if (item) open(item);
    }
  }

  let status: string;
  if (!hasQuery) status = t("searchHint");
  else if (failed) status = t("dialogUnavailable");
  else if (loading) status = t("dialogSearching");
  else if (results.length === 0) status = t("searchNoResults", { query: query.trim() });
  else status = t("dialogFound", { count: results.length });

  return (
    <dialog
      ref={dialogRef}
      aria-label={t("searchTitle")}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a click that starts and ends on the backdrop closes: not a text selection
        // dragged out of the box.
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      }}
      className={cn(
        "mx-auto mt-[10vh] w-[calc(100%-2rem)] max-w-xl overflow-hidden rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl",
        "backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100",
      )}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 focus-within:border-brand-500 dark:border-slate-700 dark:focus-within:border-brand-400">
        {loading ? (
          <Loader2
            aria-hidden="true"
            className="h-5 w-5 shrink-0 text-brand-600 motion-safe:animate-spin dark:text-brand-400"
          />
        ) : (
          <Search
            aria-hidden="true"
            className="h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400"
          />
        )}
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={t("searchTitle")}
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOptionId}
          aria-busy={loading || undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={100}
          placeholder={t("searchPlaceholder")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button
          type="button"
          onClick={onClose}
          className="shrink-0 rounded-md border border-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          Esc<span className="sr-only">{` ${t("dialogCloseSearch")}`}</span>
        </button>
      </div>

      {answer && (
        <p className="border-b border-slate-200 px-4 py-3 text-sm dark:border-slate-700">
          <Link
            to={to(answer.href)}
            onClick={onClose}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
          >
            {answer.text}
          </Link>{" "}
          <span className="text-slate-600 dark:text-slate-300">
            {t("dialogOpensIn", { page: t(answer.opensIn) })}
          </span>
        </p>
      )}

      <div
        id={listboxId}
        role="listbox"
        aria-label={t("dialogResults")}
        hidden={!expanded}
        className={cn(
          "max-h-96 overflow-y-auto overscroll-contain p-2 transition-opacity",
          loading && "opacity-60",
        )}
      >
        {expanded &&
          results.map((item, i) => (
            <Link
              key={item.key}
              id={optionId(i)}
              to={to(resultHref(item.slug, settledQuery))}
              role="option"
              aria-selected={i === activeIndex}
              tabIndex={-1}
              onClick={onClose}
              onMouseMove={() => i !== activeIndex && setActive(i)}
              className={cn(
                searchResultClass,
                i === activeIndex && "bg-brand-50 dark:bg-brand-950",
              )}
            >
              <SearchResultBody result={item} />
            </Link>
          ))}
      </div>

      <p
        role="status"
        className={cn(
          "px-4 text-sm text-slate-600 dark:text-slate-300",
          expanded ? "sr-only" : "py-6 text-center",
        )}
      >
        {status}
      </p>

      {/* With an empty box: the visitor's favourites and recent conversions, if any. */}
      {!hasQuery && index && (
        <KeptLists
          names={names}
          onPick={onClose}
          compact
          className="max-h-80 overflow-y-auto border-t border-slate-200 p-2 dark:border-slate-700"
        />
      )}

      <div
        aria-hidden="true"
        className="hidden items-center gap-4 border-t border-slate-200 px-4 py-2 text-xs text-slate-600 sm:flex dark:border-slate-700 dark:text-slate-300"
      >
        <span>
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> {t("dialogMove")}
        </span>
        <span>
          <Kbd>↵</Kbd> {t("dialogOpen")}
        </span>
        <span>
          <Kbd>Esc</Kbd> {t("dialogClose")}
        </span>
      </div>
    </dialog>
  );
}

function Kbd({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-slate-200 bg-slate-50 px-1 font-sans dark:border-slate-700 dark:bg-slate-800">
      {children}
    </kbd>
  );
}
