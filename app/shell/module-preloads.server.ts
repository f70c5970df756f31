/**
 * React Router's <Scripts> lists every module of the page in the <head> as
 * <link rel="modulepreload">. There they would share the first round trips with the stylesheet
 * and the HTML, and the first paint would wait for bandwidth it does not need (Lighthouse mobile:
 * first and largest paint 2.5 s with them, 0.9 s without; decision 021).
 *
 * Without any hint, though, the browser finds the modules level by level: the route modules from
 * the page's module script, their imports once those have arrived, then the client entry, which
 * the script imports only once they have run: two round trips before the largest file starts.
 * So the preloads leave the markup for a small script at the end of the head, which adds them
 * once the page has painted (decision 102).
 *
 * React writes every hoisted <link> into the <head>, so only the text before </head> is read; the
 * rest of the stream passes through as bytes.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";
const HREF = /\bhref="([^"]*)"/;
const NONCE = /\bnonce="([^"]*)"/;

/** The modules the head's preloads named, and the nonce they carried. */
interface Preloads {
  modules: string[];
  nonce?: string;
}

/**
 * A script that adds the preloads taken out once the page has painted, with the page's nonce,
 * which the content security policy asks of a module ("" when there are none).
 *
 * - An inline module script runs once the document is parsed, after the stylesheets before it
 *   have loaded, wherever it stands: at the end of the head it holds up nothing.
 * - Then a frame, and a task: after the first paint. Left in the markup, the links would be found
 *   by the browser's preload scanner before the stylesheet had loaded, and share the network with
 *   it; added before the paint, Lighthouse's simulation counted them in it (decision 102).
 * - A module script has no `document.currentScript`: the nonce is any nonced script's. Browsers
 *   hide it from the attribute, not from the property.
 */
function preloadScript({ modules, nonce }: Preloads): string {
  if (modules.length === 0) return "";
  const list = JSON.stringify(modules).replaceAll("<", "\\u003c");
  return (
    `<script type="module"${nonce ? ` nonce="${nonce}"` : ""}>` +
    `const n=document.querySelector("script[nonce]")?.nonce??"";` +
    `requestAnimationFrame(()=>setTimeout(()=>{for(const h of ${list}){` +
    `const l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;` +
    `document.head.append(l)}}))</script>`
  );
}

/**
 * The document stream with the head's module preloads taken out, and a script that adds them once
 * the page has painted at the end of the head. It reads from `html` only when it is read itself
 * (no eager pipe): React decides what to inline by what is ready when the first bytes are asked
 * for, and that must stay the moment the response starts being sent.
 */
export function moveModulePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = html.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let headDone = false;
  const preloads: Preloads = { modules: [] };

  /** The text of the head so far without its preloads, whose modules are kept for the script. */
  const withoutPreloads = (head: string) =>
    head.replace(MODULE_PRELOAD, (link) => {
      const href = HREF.exec(link)?.[1];
      if (href) preloads.modules.push(href);
      preloads.nonce ??= NONCE.exec(link)?.[1];
      return "";
    });

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            // Past the head, the decoder holds nothing: the bytes it held have left (below). A
            // document without a head's end loses its preloads, as a page with no script.
            if (!headDone) pending += decoder.decode();
            if (pending) controller.enqueue(encoder.encode(withoutPreloads(pending)));
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
            const head = withoutPreloads(pending.slice(0, end));
            controller.enqueue(encoder.encode(head + preloadScript(preloads) + pending.slice(end)));
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
            controller.enqueue(encoder.encode(withoutPreloads(pending.slice(0, cut))));
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
