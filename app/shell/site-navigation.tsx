import { Menu } from "~/components/icons";
import { cn } from "~/utils/cn";
import { localizedPath, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/localization";

// The header's navigation, rendered on the server only (navigation-html.server.tsx): its links
// never change in the browser but for which one is the current page, so the page gets their
// markup and none of their components (decision 100). site-header.tsx hands their
// clicks to the router and moves the current page's mark after each navigation.

export const MAIN_NAVIGATION = [
  { to: "/", label: "navHome" },
  { to: "/length-converter", label: "navLength" },
  { to: "/weight-converter", label: "navWeight" },
  { to: "/temperature-converter", label: "navTemperature" },
  { to: "/volume-converter", label: "navVolume" },
  { to: "/calculator", label: "navCalculator" },
] as const;

/** Marks the navigation's links, and says which list they are in (the menu's are blocks). */
export const NAVIGATION_LINK_ATTRIBUTE = "data-navigation";
type Placement = "bar" | "menu";

/** The class of a navigation link, current page or not. */
function navigationLinkClass(current: boolean, placement: string | null) {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    current
      ? "bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
    placement === "menu" && "block",
  );
}

/**
 * Whether a link to `to` marks the page at `pathname` as current: the same path, letter case and
 * a trailing slash aside (what React Router's `<NavLink end>` did).
 */
export function isCurrentPath(to: string, pathname: string): boolean {
  const plain = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path).toLowerCase();
  return plain(to) === plain(pathname);
}

/**
 * Gives `link` the current page's mark, or takes it away. A link already marked right is left
 * alone: writing the same class again is still a change of the DOM, which costs the page a new
 * style calculation.
 */
export function markCurrent(link: HTMLAnchorElement, current: boolean) {
  if (link.hasAttribute("aria-current") === current) return;
  link.className = navigationLinkClass(current, link.getAttribute(NAVIGATION_LINK_ATTRIBUTE));
  if (current) link.setAttribute("aria-current", "page");
  else link.removeAttribute("aria-current");
}

interface NavigationProps {
  t: Translate<"shell">;
  language: Language;
  /** the English path of the link to mark as the current page's (none: no link is) */
  current: string | undefined;
}

function NavigationList({
  t,
  language,
  current: currentTo,
  placement,
}: NavigationProps & { placement: Placement }) {
  return (
    <ul className={placement === "bar" ? "flex items-center gap-1" : "flex flex-col"}>
      {MAIN_NAVIGATION.map((item) => {
        const to = localizedPath(item.to, language);
        const current = item.to === currentTo;
        return (
          <li key={item.to}>
            <a
              href={to}
              {...{ [NAVIGATION_LINK_ATTRIBUTE]: placement }}
              aria-current={current ? "page" : undefined}
              className={navigationLinkClass(current, placement)}
            >
              {t(item.label)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The navigation bar of wide screens. */
export function NavigationBar(props: NavigationProps) {
  return (
    <nav aria-label={props.t("navMain")}>
      <NavigationList {...props} placement="bar" />
    </nav>
  );
}

/** The menu of small screens: a <details>, so it opens without JavaScript. */
export function NavigationMenu(props: NavigationProps) {
  return (
    <details className="group relative" data-navigation-menu="">
      <summary
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
        aria-label={props.t("menu")}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </summary>
      <nav
        aria-label={props.t("navMobile")}
        className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <NavigationList {...props} placement="menu" />
      </nav>
    </details>
  );
}
