/**
 * Light or dark, remembered in localStorage under `theme` (docs/product.md#theme); light by
 * default.
 */
export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";

const THEME_CHANGE_EVENT = "unitwise:themechange";

/** The theme on screen: the class the bootstrap script or applyTheme put on <html>. */
export function readTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function subscribeToTheme(onChange: () => void): () => void {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode, quota); the theme still applies to this page.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}
