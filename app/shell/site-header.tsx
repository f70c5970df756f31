import { Search } from "~/components/icons";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { Container } from "~/components/ui/container";
import type { SessionUser } from "~/models/user";
import { useHydrated } from "~/utils/use-hydrated";
import { AccountMenu } from "~/accounts/account-menu";
import { Logo } from "~/components/logo";
import { ThemeToggle } from "./theme-toggle";
import { ServerHtml, useRoutedLinks, useSentHtmlProps } from "~/components/server-html";
import type { SentHtml } from "~/utils/sent-html";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { NAVIGATION_LINK_ATTRIBUTE, isCurrentPath, markCurrent } from "./site-navigation";

// The dialog and its search code load on first use, not with every page.
const loadSearchDialog = () => import("~/search/search-dialog");
const SearchDialog = lazy(() =>
  loadSearchDialog().catch(() => {
    // The chunk did not load (offline, or replaced by a new deploy): use the search page.
    window.location.assign("/search");
    return new Promise<never>(() => {});
  }),
);

export function SiteHeader({
  user,
  accountMenuHtml,
  languageMenuHtml,
  navigation,
}: {
  user: SessionUser | null;
  /** the account menu's items as HTML (account-menu.tsx) */
  accountMenuHtml: string | SentHtml;
  /** the language switcher, as HTML (i18n/language-links.server.tsx) */
  languageMenuHtml: string | SentHtml;
  /** the navigation bar and the small-screen menu, as HTML (navigation-html.server.tsx) */
  navigation: { bar: string | SentHtml; menu: string | SentHtml };
}) {
  const header = useRef<HTMLElement>(null);
  const location = useLocation();
  const routed = useRoutedLinks();
  const bar = useSentHtmlProps(navigation.bar);
  const menu = useSentHtmlProps(navigation.menu);
  const t = useT("shell");
  const to = useLocalizedPath();

  // The server marked the link of the page it wrote (and of the page whose data brings new markup).
  // After a navigation, mark the new page's link, and close the small-screen menu: a <details>, so
  // it opens without JavaScript. Not when the page first hydrates: a menu opened before then stays
  // open, and the marks are already right.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    const navigation = header.current;
    for (const link of navigation?.querySelectorAll<HTMLAnchorElement>(
      `a[${NAVIGATION_LINK_ATTRIBUTE}]`,
    ) ?? []) {
      markCurrent(link, isCurrentPath(link.getAttribute("href") ?? "", location.pathname));
    }
    navigation?.querySelector("details[data-navigation-menu]")?.removeAttribute("open");
  }, [location.pathname]);

  return (
    <header
      ref={header}
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90"
    >
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo href={to("/")} label={t("logoHome")} />
        {/* The links are plain anchors: the router takes their clicks. */}
        <div className="hidden md:block" onClick={routed} {...bar} />
        <div className="flex items-center gap-1">
          <SearchButton />
          <AccountMenu user={user} itemsHtml={accountMenuHtml} />
          <ServerHtml html={languageMenuHtml} />
          <ThemeToggle />
          <div className="md:hidden" onClick={routed} {...menu} />
        </div>
      </Container>
    </header>
  );
}

const noSubscription = () => () => {};
const isApplePlatform = () => /Mac|iPhone|iPad|iPod/.test(navigator.userAgent);

/**
 * Opens the search dialog, also on Cmd/Ctrl+K anywhere. Without JavaScript it is a plain link to
 * the /search page, which runs the same search on the server.
 */
function SearchButton() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const apple = useSyncExternalStore(noSubscription, isApplePlatform, () => false);
  const t = useT("shell");
  const to = useLocalizedPath();

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        event.key.toLowerCase() === "k" &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        setOpen((wasOpen) => !wasOpen);
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const preload = () => void loadSearchDialog();

  return (
    <>
      <Link
        to={to("/search")}
        onClick={(event) => {
          // A modified or middle click still opens the /search page in a new tab or window.
          const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
          if (event.button !== 0 || modified) return;
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup={hydrated ? "dialog" : undefined}
        aria-keyshortcuts="Meta+K Control+K"
        title={t("searchTitle", { shortcut: apple ? "⌘K" : "Ctrl K" })}
        className="flex h-10 min-w-10 items-center justify-center gap-2 rounded-lg text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:w-52 lg:justify-start lg:border lg:border-slate-200 lg:bg-slate-50 lg:px-3 lg:text-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white lg:dark:border-slate-700 lg:dark:bg-slate-900 lg:dark:text-slate-300"
      >
        <Search aria-hidden="true" className="h-5 w-5 shrink-0 lg:h-4 lg:w-4" />
        <span className="sr-only lg:not-sr-only lg:flex-1">{t("search")}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-200 bg-white px-1.5 font-sans text-xs font-medium text-slate-600 lg:inline dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {apple ? "⌘K" : "Ctrl K"}
        </kbd>
      </Link>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
