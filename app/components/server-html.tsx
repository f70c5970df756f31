import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A click handler for an element holding server HTML: a left click on a link to one of the
 * site's pages goes through the router, as a <Link> would, instead of reloading the document.
 * `onLink` hears of every such click (the home page counts card clicks with it).
 */
export function useRoutedLinks(onLink?: (href: string) => void) {
  const navigate = useNavigate();
  return function onClick(event: MouseEvent<HTMLElement>) {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    // Only the site's own pages, left-clicked, in this tab: anything else the browser handles.
    if (!link || !href?.startsWith("/") || href.startsWith("//")) return;
    if (event.button !== 0 || modified || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    onLink?.(href);
    void navigate(href);
  };
}

/**
 * HTML the loader rendered on the server (decision 049): sections that never change in the
 * browser ship as markup in the page's data, not as component code, and React does not hydrate
 * their elements. Their links are plain anchors, so a click on one is handed to the router here:
 * the page changes as with a <Link>, without reloading the document.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const onClick = useRoutedLinks();
  return (
    // The listener only takes over what the links already do: keyboard use is the anchors' own.
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
