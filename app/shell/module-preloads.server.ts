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
            // Past the head, the decoder holds nothing: the bytes it held have left (below).
            if (!headDone) pending += decoder.decode();
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
            // The chunk may end inside a character: its first bytes wait in the decoder, and leave
            // now, before the rest of the body passes through as bytes.
            const held = incompleteTail(value);
            if (held > 0) controller.enqueue(value.slice(value.length - held));
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

/**
 * How many bytes at the end of `bytes` start a UTF-8 character the next chunk completes (0–3):
 * what a streaming TextDecoder holds back. The end of the head is read in the same chunk, so
 * what the decoder holds after it is in that chunk.
 */
function incompleteTail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    // A continuation byte (10xxxxxx): the character starts further back.
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}
