import { Menu, Search } from "~/components/icons";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Container } from "~/components/ui/container";
import { cn } from "~/utils/cn";
import type { SessionUser } from "~/models/user";
import { useHydrated } from "~/utils/use-hydrated";
import { AccountMenu } from "~/accounts/account-menu";
import { Logo } from "~/components/logo";
import { ThemeToggle } from "./theme-toggle";
import { ServerHtml } from "~/components/server-html";
import type { SentHtml } from "~/utils/sent-html";
import { useLocalizedPath, useT } from "~/i18n/localization";

// The dialog and its search code load on first use, not with every page.
const loadSearchDialog = () => import("~/search/search-dialog");
const SearchDialog = lazy(() =>
  loadSearchDialog().catch(() => {
    // The chunk did not load (offline, or replaced by a new deploy): use the search page.
    window.location.assign("/search");
    return new Promise<never>(() => {});
  }),
);

const MAIN_NAVIGATION = [
  { to: "/", label: "navHome" },
  { to: "/length-converter", label: "navLength" },
  { to: "/weight-converter", label: "navWeight" },
  { to: "/temperature-converter", label: "navTemperature" },
  { to: "/volume-converter", label: "navVolume" },
  { to: "/calculator", label: "navCalculator" },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
  );
}

export function SiteHeader({
  user,
  accountMenuHtml,
  languageMenuHtml,
}: {
  user: SessionUser | null;
  /** the account menu's signed-in items as HTML (account-menu.tsx) */
  accountMenuHtml: string;
  /** the language switcher, as HTML (i18n/language-links.server.tsx) */
  languageMenuHtml: string | SentHtml;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const t = useT("shell");
  const to = useLocalizedPath();

  // The small-screen menu is a <details>, so it opens without JavaScript; close it on navigation.
  // Not when the page first hydrates: a menu opened before then stays open.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo href={to("/")} label={t("logoHome")} />
        <nav aria-label={t("navMain")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)} end className={navLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <SearchButton />
          <AccountMenu user={user} signedInHtml={accountMenuHtml} />
          <ServerHtml html={languageMenuHtml} />
          <ThemeToggle />
          <details ref={menu} className="group relative md:hidden">
            <summary
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
              aria-label={t("menu")}
            >
              <Menu aria-hidden="true" className="h-5 w-5" />
            </summary>
            <nav
              aria-label={t("navMobile")}
              className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              <ul className="flex flex-col">
                {MAIN_NAVIGATION.map((item) => (
                  <li key={item.to}>
                    <NavLink to={to(item.to)} end className={(s) => cn(navLinkClass(s), "block")}>
                      {t(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
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
