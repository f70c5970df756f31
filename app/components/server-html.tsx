import { useState, type FormEvent, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { DOCUMENT_MARKUP, type SentHtml } from "~/utils/sent-html";

/** What marks the element that shows `value`, for the browser to find its markup (decision 056). */
export function sentHtmlKey(value: string | SentHtml): string | undefined {
  return typeof value === "string" ? undefined : value.key;
}

/** The markup of `value`: sent, kept by the server, or read from the page being hydrated. */
function markupOf(value: SentHtml & { [DOCUMENT_MARKUP]?: string }): string {
  return (
    value.html ??
    value[DOCUMENT_MARKUP] ??
    globalThis.document?.querySelector(`[data-html="${value.key}"]`)?.innerHTML ??
    ""
  );
}

/**
 * The markup to show for `value`. While the key stays the same the markup shown stays the same
 * string, so React never rewrites the section (an open FAQ answer stays open when the page's data
 * is loaded again).
 */
export function useSentHtml(value: string | SentHtml): string {
  const [shown, setShown] = useState(() =>
    typeof value === "string" ? null : { key: value.key, html: markupOf(value) },
  );
  if (typeof value === "string") return value;
  if (shown?.key === value.key) return shown.html;
  const next = { key: value.key, html: markupOf(value) };
  setShown(next);
  return next.html;
}

/**
 * The props that make an element show `value`'s markup (`dangerouslySetInnerHTML`, so React
 * hydrates the element and not what it holds) and name its key, where the browser finds the
 * markup of the page it hydrates. A hook: call it on every render.
 */
export function useSentHtmlProps(value: string | SentHtml) {
  return {
    "data-html": sentHtmlKey(value),
    dangerouslySetInnerHTML: { __html: useSentHtml(value) },
  };
}

/**
 * A click handler for an element holding server HTML: a left click on a link to one of the
 * site's pages goes through the router, as a <Link> would, instead of reloading the document.
 * `onLink` hears of every such click first (the home page counts card clicks with it); when it
 * returns true it has handled the click itself and the router does not navigate (the converter's
 * popular conversions set the converter instead).
 */
export function useRoutedLinks(onLink?: (href: string, link: HTMLAnchorElement) => boolean | void) {
  const navigate = useNavigate();
  return function onClick(event: MouseEvent<HTMLElement>) {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    // Only the site's own pages, left-clicked, in this tab: anything else the browser handles.
    if (!link || !href?.startsWith("/") || href.startsWith("//")) return;
    if (event.button !== 0 || modified || link.target || link.hasAttribute("download")) return;
    // Another language's page (the switcher, decision 080) is a document of its own.
    if (link.hasAttribute("hreflang")) return;
    event.preventDefault();
    if (onLink?.(href, link) === true) return;
    void navigate(href);
  };
}

/**
 * HTML the loader rendered on the server (decision 049): sections that never change in the
 * browser ship as markup in the page's data, not as component code, and React does not hydrate
 * their elements. Their links are plain anchors and their forms plain GET forms, so a click on a
 * link or a submitted search is handed to the router here: the page changes as with a <Link> or
 * a <Form>, without reloading the document.
 */
export function ServerHtml({
  html,
  className,
  onLink,
}: {
  html: string | SentHtml;
  className?: string;
  /** hears of a click on one of the site's links first; true: handled, no navigation */
  onLink?: (href: string, link: HTMLAnchorElement) => boolean | void;
}) {
  const navigate = useNavigate();
  const onClick = useRoutedLinks(onLink);
  const sent = useSentHtmlProps(html);
  function onSubmit(event: FormEvent<HTMLDivElement>) {
    const form = event.target as HTMLFormElement;
    const action = form.getAttribute("action") ?? "";
    if (form.method !== "get" || !action.startsWith("/") || action.startsWith("//")) return;
    event.preventDefault();
    const fields = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    const query = new URLSearchParams();
    for (const [name, value] of fields) if (typeof value === "string") query.append(name, value);
    void navigate(`${action}?${query}`);
  }
  return (
    // The listeners only take over what the links and forms already do: keyboard use is theirs.
    <div className={className} onClick={onClick} onSubmit={onSubmit} {...sent} />
  );
}
