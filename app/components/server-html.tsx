import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * HTML the loader rendered on the server (decision 049): sections that never change in the
 * browser ship as markup in the page's data, not as component code, and React does not hydrate
 * their elements. Their links are plain anchors, so a click on one is handed to the router here:
 * the page changes as with a <Link>, without reloading the document.
 */
export function ServerHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    // Only the site's own pages, left-clicked, in this tab: anything else the browser handles.
    if (!link || !href?.startsWith("/") || href.startsWith("//")) return;
    if (event.button !== 0 || modified || link.target || link.hasAttribute("download")) return;
    event.preventDefault();
    void navigate(href);
  }
  return (
    // The listener only takes over what the links already do: keyboard use is the anchors' own.
    <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
