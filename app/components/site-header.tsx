import { Menu } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { Container } from "~/components/ui/container";
import { cn } from "~/utils/cn";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

export const MAIN_NAVIGATION = [
  { to: "/", label: "Home" },
  { to: "/length-converter", label: "Length" },
  { to: "/weight-converter", label: "Weight" },
  { to: "/temperature-converter", label: "Temperature" },
  { to: "/volume-converter", label: "Volume" },
] as const;

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
  );
}

export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // The small-screen menu is a <details>, so it opens without JavaScript; close it on navigation.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <details ref={menu} className="group relative md:hidden">
            <summary
              className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
              aria-label="Menu"
            >
              <Menu aria-hidden="true" className="h-5 w-5" />
            </summary>
            <nav
              aria-label="Mobile"
              className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
            >
              <ul className="flex flex-col">
                {MAIN_NAVIGATION.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end className={(s) => cn(navLinkClass(s), "block")}>
                      {item.label}
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
