import { Moon, Sun } from "~/components/icons";
import { useSyncExternalStore } from "react";
import { applyTheme, readTheme, subscribeToTheme, type Theme } from "~/utils/theme";
import { useHydrated } from "~/utils/use-hydrated";
import { useT } from "~/i18n/localization";

const serverTheme = (): Theme => "light";

/** Switches light/dark; shown only once JavaScript runs, since the choice lives in localStorage. */
export function ThemeToggle() {
  const hydrated = useHydrated();
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, serverTheme);
  const t = useT("shell");

  if (!hydrated) return <span className="h-10 w-10" aria-hidden="true" />;

  const next: Theme = theme === "dark" ? "light" : "dark";
  const label = t(next === "dark" ? "themeToDark" : "themeToLight");
  return (
    <button
      type="button"
      onClick={() => applyTheme(next)}
      aria-label={label}
      title={label}
      data-theme-to={next}
      className="flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {theme === "dark" ? (
        <Sun aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Moon aria-hidden="true" className="h-5 w-5" />
      )}
    </button>
  );
}
