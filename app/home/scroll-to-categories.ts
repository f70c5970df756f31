import type { MouseEvent } from "react";
import { CATEGORIES_ANCHOR } from "./category-ids";

/**
 * For a click on a link to the categories (the hero's buttons, server HTML): the anchor works
 * without JavaScript; with it, the page glides there (unless the visitor prefers reduced motion)
 * and focus moves to the categories so keyboard users continue there.
 */
export function scrollToCategories(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest(`a[href="#${CATEGORIES_ANCHOR}"]`);
  const target = document.getElementById(CATEGORIES_ANCHOR);
  if (!link || !target) return;
  event.preventDefault();
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  target.focus({ preventScroll: true });
}
