import type { AdFormat, AdSize } from "~/models/ad-slot";

/**
 * Where the public pages show ad slots and the space each keeps (docs/decisions/048-ad-slots.md).
 * Pure, so the server's HTML, the browser and the tests agree. Pages that must not show ads
 * although the layout has slots (error pages) carry `data-no-ads`, which hides them (app.css).
 */

/**
 * The class the page's first script puts on <html> when the visitor allowed marketing: only
 * then do the slots take space (before paint, so nothing moves); without it they are not shown.
 */
export const ADS_SHOWN_CLASS = "ads-on";

/** Pages of forms and accounts: no ads (the dashboard, sign-in, account pages, the editor). */
const PAGES_WITHOUT_ADS = [
  "/admin",
  "/login",
  "/register",
  "/logout",
  "/change-password",
  "/delete-account",
  "/download-my-data",
  "/number-format",
];

export function pageTakesAds(pathname: string): boolean {
  return !PAGES_WITHOUT_ADS.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

export interface ReservedBox {
  /** CSS pixels; null: the width of the placement (at most the page's) */
  width: number | null;
  height: number;
  /** `data-ad-format` for AdSense; null where the box's CSS size decides the ad's size */
  adFormat: AdFormat | null;
}

/** The height a slot of size "auto" keeps, by format (the spec's minimums, a leaderboard's 90). */
const AUTO_HEIGHT: Record<AdFormat, number> = {
  auto: 100,
  horizontal: 90,
  rectangle: 250,
  vertical: 600,
};

/**
 * The box a slot keeps whether or not an ad fills it, so nothing shifts when one does: a fixed
 * size is that size; "responsive" is the placement's width and 100 px tall; "auto" is the
 * placement's width and its format's height, the ad sized by AdSense within it.
 */
export function reservedBox(size: AdSize, format: AdFormat): ReservedBox {
  if (size === "auto") return { width: null, height: AUTO_HEIGHT[format], adFormat: format };
  if (size === "responsive") return { width: null, height: 100, adFormat: null };
  const [width, height] = size.split("x").map(Number) as [number, number];
  return { width, height, adFormat: null };
}
