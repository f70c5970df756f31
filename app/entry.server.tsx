import { isbot } from "isbot";
// React's Node build, not the edge build the "workerd" condition picks: the same web stream, but it
// keeps the markup as strings and encodes them straight into its 4 KB buffers, where the edge
// build encodes every string to bytes on its own and copies it again when it writes: about a
// millisecond less per render, an eighth less of workerd's CPU (decision 058). It needs
// nodejs_compat (util, crypto, async_hooks, stream), which wrangler.toml turns on.
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { loadDeferredComponents } from "~/components/deferred";
import { NonceProvider } from "~/components/nonce";
import { nonceContext } from "~/server-context";
import { moveModulePreloads } from "~/shell/module-preloads.server";
import { noteThrownRefusal } from "~/utils/api-refusals.server";
import { SHARED_PAGE_HEADER } from "~/utils/shared-page";

export const streamTimeout = 5_000;

/** A Refusal under /api/ is an answer, not a fault: the API's middleware answers it; anything else is logged. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (noteThrownRefusal(request, context, error) || request.signal.aborted) return;
  // A route's error response carries the thrown error inside (React Router's default logs that).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  // Deferred components render at once on the server: their code is loaded before (once).
  await loadDeferredComponents();

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      // React moves a finished Suspense boundary's content (over 500 bytes, once 12.8 KB of the
      // page are out) to the end of the document, hidden, shown by an inline script: pages
      // without JavaScript would never show it. Finished content stays in place; what is still
      // waiting for data streams in later as before (decision 049).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while streaming the shell are logged here; before it they reach the boundary.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers and no-JS clients get the whole document at once, with its final status; so does a
  // page the Worker will cache (pipeline/page-cache.server.ts), or it would cache placeholders.
  if (
    (userAgent && isbot(userAgent)) ||
    routerContext.isSpaMode ||
    responseHeaders.has(SHARED_PAGE_HEADER)
  ) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(moveModulePreloads(body), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
