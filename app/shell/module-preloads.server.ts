/**
 * React Router's <Scripts> lists every module of the page in the <head> as
 * <link rel="modulepreload">: 27 files, ~140 KB gzip on a converter page. On a slow connection
 * they share the first round trips with the stylesheet and the HTML, and the first paint waits
 * for bandwidth it does not need (Lighthouse mobile: first and largest paint 2.5 s with them,
 * 0.9 s without). Without the hints the browser still finds every module, from the page's
 * module script once the document is parsed: the page paints first, then hydrates
 * (docs/decisions/021-paint-before-hydration.md).
 *
 * React writes every hoisted <link> into the <head>, so only the text before </head> is read; the
 * rest of the stream passes through as bytes.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/** The head without its module preloads (exported for its unit test). */
function withoutModulePreloads(head: string): string {
  return head.replace(MODULE_PRELOAD, "");
}

/**
 * The document stream without the head's module preloads. It reads from `html` only when it is
 * read itself (no eager pipe): React decides what to inline by what is ready when the first
 * bytes are asked for, and that must stay the moment the response starts being sent.
 */
export function dropModulePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = html.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let headDone = false;

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            pending += decoder.decode();
            if (pending) controller.enqueue(encoder.encode(withoutModulePreloads(pending)));
            controller.close();
            return;
          }
          if (headDone) {
            controller.enqueue(value);
            return;
          }
          pending += decoder.decode(value, { stream: true });
          const end = pending.indexOf(HEAD_END);
          if (end !== -1) {
            headDone = true;
            const headLength = end + HEAD_END.length;
            const head = withoutModulePreloads(pending.slice(0, headLength));
            controller.enqueue(encoder.encode(head + pending.slice(headLength)));
            pending = "";
            return;
          }
          // A tag cut by the chunk boundary waits for the rest of it.
          const lastTag = pending.lastIndexOf("<");
          const cut =
            lastTag !== -1 && pending.indexOf(">", lastTag) === -1 ? lastTag : pending.length;
          if (cut > 0) {
            controller.enqueue(encoder.encode(withoutModulePreloads(pending.slice(0, cut))));
            pending = pending.slice(cut);
            return;
          }
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    // No read ahead: the first pull waits for the first read.
    { highWaterMark: 0 },
  );
}
