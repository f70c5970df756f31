import type { ReactNode } from "react";
import { prerender } from "react-dom/static.node";

/**
 * `element` as static HTML: what React's `renderToStaticMarkup` writes, made by the same React
 * DOM server the pages stream with (decision 090). `renderToStaticMarkup` lives in React's
 * legacy renderer, a second copy of the server renderer (about 195 KB) that a new isolate parsed
 * and compiled again at its first use; this one is already warm from the page's own render.
 *
 * The streaming renderer marks where one text node ends and the next begins (`<!-- -->`) so the
 * browser can hydrate them apart. Static HTML is never hydrated, so the marks are dropped: the
 * result is byte for byte `renderToStaticMarkup`'s (static-markup.server.test.tsx). Nothing else
 * can be the mark: React escapes `<` in text and attributes, so it could only be an empty comment
 * in HTML a component inserts as it is, and dropping that changes nothing.
 */
export async function renderStaticMarkup(element: ReactNode): Promise<string> {
  // A component that throws rejects the promise, which the caller handles (as it caught what the
  // legacy renderer threw); React's own report would log it a second time.
  const { prelude } = await prerender(element, { onError: ignore });
  const html = await new Response(prelude).text();
  return html.replaceAll(TEXT_SEPARATOR, "");
}

const TEXT_SEPARATOR = "<!-- -->";

function ignore(): void {}
