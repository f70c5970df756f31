import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { normalizeQuery } from "~/utils/text-search";

/**
 * The search of the FAQ and the help center. Without JavaScript it is a GET form (`?q=`) whose
 * results the server renders; with JavaScript the list filters as you type and the URL follows
 * with replace navigations, so a reload or a shared link shows the same results.
 */

/** Pause in typing after which the URL catches up with the search box. */
const URL_SYNC_DELAY_MS = 250;

export interface LiveSearch {
  /** the text in the search box, as typed */
  term: string;
  /** the term the page filters by: trimmed, "" for none */
  query: string;
  /** the id of the search box, which Clear Search focuses */
  inputId: string;
  setTerm: (term: string) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  clear: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * `urlQuery` is the validated `?q=` of the current URL, as the route's loader read it; `inputId`
 * names the search box.
 */
export function useLiveSearch(urlQuery: string, inputId: string): LiveSearch {
  const [, setSearchParams] = useSearchParams();
  const [term, setTerm] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  const [written, setWritten] = useState<string | null>(null);

  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    // A URL we did not write (back/forward, a link) shows its term. Our own writes trail the
    // search box while someone types, so they must never overwrite it. Either way the write is
    // settled: a later change to the same term comes from elsewhere.
    if (urlQuery !== written) setTerm(urlQuery);
    setWritten(null);
  }

  const writeUrl = useCallback(
    (query: string) => {
      setWritten(query);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (query) next.set("q", query);
          else next.delete("q");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const query = normalizeQuery(term);

  // While a navigation runs (a category link, back, our own write) the URL is not written: a
  // write landing then would replace the navigation the visitor started. Once it settles, the
  // term is compared with the new URL's. A layout effect, so the write waiting is cancelled in
  // the very commit that changes the URL: a passive effect runs a moment later, and a write
  // firing in that moment came from the old URL and undid the visitor's navigation.
  const navigating = useNavigation().state !== "idle";
  const pending = useRef<{ timer: number; write: () => void } | null>(null);
  useLayoutEffect(() => {
    if (navigating || query === urlQuery) return;
    const write = () => {
      pending.current = null;
      writeUrl(query);
    };
    pending.current = { timer: window.setTimeout(write, URL_SYNC_DELAY_MS), write };
    return () => {
      if (pending.current) window.clearTimeout(pending.current.timer);
      pending.current = null;
    };
  }, [navigating, query, urlQuery, writeUrl]);

  // A click on a link starts a navigation that React renders a moment later, and a write firing
  // in that moment would replace it: a click puts the write off, so the navigation's own render
  // cancels it (or, if the click navigated nowhere, the URL catches up a little later).
  useEffect(() => {
    const postpone = (event: MouseEvent) => {
      const write = pending.current;
      if (!write || !(event.target instanceof Element) || !event.target.closest("a[href]")) return;
      window.clearTimeout(write.timer);
      write.timer = window.setTimeout(write.write, URL_SYNC_DELAY_MS);
    };
    document.addEventListener("click", postpone, true);
    return () => document.removeEventListener("click", postpone, true);
  }, []);

  return {
    term,
    query,
    inputId,
    setTerm,
    submit(event) {
      event.preventDefault();
      if (query !== urlQuery) writeUrl(query);
    },
    clear(event) {
      event.preventDefault();
      setTerm("");
      if (urlQuery !== "") writeUrl("");
      document.getElementById(inputId)?.focus();
    },
  };
}
