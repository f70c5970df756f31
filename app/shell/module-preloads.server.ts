/**
 * React Router's <Scripts> lists every module of the page in the <head> as
 * <link rel="modulepreload">. There they would share the first round trips with the stylesheet
 * and the HTML, and the first paint would wait for bandwidth it does not need (Lighthouse mobile:
 * first and largest paint 2.5 s with them, 0.9 s without; decision 021).
 *
 * Without any hint, though, the browser finds the modules level by level: the route modules from
 * the page's module script, their imports once those have arrived, then the client entry, which
 * the script imports only once they have run: two round trips before the largest file starts.
 * So the preloads move out of the head into a small script just before the module script, which
 * adds them once the page has painted (decision 102).
 *
 * React writes every hoisted <link> into the <head>. The body is read as text only until the
 * module script; the rest of the stream passes through as bytes.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";
/** The page's module script, as React Router's <Scripts> writes it. */
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/;

const HREF = /\bhref="([^"]*)"/;
const NONCE = /\bnonce="([^"]*)"/;

/** The head without its module preloads, and the modules they named. */
function splitModulePreloads(head: string): { head: string; modules: string[] } {
  return {
    head: head.replace(MODULE_PRELOAD, ""),
    modules: (head.match(MODULE_PRELOAD) ?? []).flatMap((link) => HREF.exec(link)?.[1] ?? []),
  };
}

/**
 * A script that adds a preload for each of `modules` once the page has painted, with the page's
 * nonce (from `moduleScript`'s tag), which the content security policy asks of a module. Left in
 * the markup, the links would be found by the browser's preload scanner as soon as their bytes
 * arrived, before the stylesheet had, and share the network with it; added as the parser runs,
 * they started before the first paint in some of Lighthouse's loads, and its simulation counted
 * them in it (decision 102). A frame, then a task: after the paint.
 */
function preloadScript(modules: string[], moduleScript: string): string {
  const nonce = NONCE.exec(moduleScript)?.[1];
  const list = JSON.stringify(modules).replaceAll("<", "\\u003c");
  return (
    `<script${nonce ? ` nonce="${nonce}"` : ""}>(function(n,u){requestAnimationFrame(function(){` +
    `setTimeout(function(){for(var i=0;i<u.length;i++){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=u[i];l.nonce=n;document.head.appendChild(l)}})})})` +
    `(document.currentScript.nonce,${list})</script>`
  );
}

/**
 * The document stream with the head's module preloads taken out, and a script that adds them
 * once the page has painted written just before its module script (none if it has no module
 * script). It reads from `html` only when it is read itself (no eager pipe):
 * React decides what to inline by what is ready when the first bytes are asked for, and that must
 * stay the moment the response starts being sent.
 */
export function moveModulePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = html.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let stage: "head" | "body" | "through" = "head";
  let modules: string[] = [];

  /** What of `pending` can leave now: all but a tag the chunk boundary cut. */
  const completeTags = () => {
    const lastTag = pending.lastIndexOf("<");
    return lastTag !== -1 && pending.indexOf(">", lastTag) === -1 ? lastTag : pending.length;
  };

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            // Once bytes pass through, what the decoder holds has left already (below).
            if (stage !== "through") pending += decoder.decode();
            if (stage === "head") pending = splitModulePreloads(pending).head;
            if (pending) controller.enqueue(encoder.encode(pending));
            controller.close();
            return;
          }
          if (stage === "through") {
            controller.enqueue(value);
            return;
          }
          pending += decoder.decode(value, { stream: true });
          if (stage === "head") {
            const end = pending.indexOf(HEAD_END);
            if (end === -1) {
              // Preloads are removed as they come, so a held one is never sent.
              const cut = completeTags();
              if (cut === 0) continue;
              const part = splitModulePreloads(pending.slice(0, cut));
              modules = modules.concat(part.modules);
              controller.enqueue(encoder.encode(part.head));
              pending = pending.slice(cut);
              return;
            }
            const headLength = end + HEAD_END.length;
            const part = splitModulePreloads(pending.slice(0, headLength));
            modules = modules.concat(part.modules);
            controller.enqueue(encoder.encode(part.head));
            pending = pending.slice(headLength);
            stage = modules.length > 0 ? "body" : "through";
          }
          if (stage === "body") {
            const script = MODULE_SCRIPT.exec(pending);
            if (script) {
              const at = script.index;
              const text =
                pending.slice(0, at) + preloadScript(modules, script[0]) + pending.slice(at);
              controller.enqueue(encoder.encode(text));
              stage = "through";
            } else {
              const cut = completeTags();
              if (cut > 0) controller.enqueue(encoder.encode(pending.slice(0, cut)));
              pending = pending.slice(cut);
              if (cut === 0) continue;
              return;
            }
          } else if (pending) {
            controller.enqueue(encoder.encode(pending));
          }
          pending = "";
          // The chunk may end inside a character: its first bytes wait in the decoder, and leave
          // now, before the rest of the body passes through as bytes.
          const held = incompleteTail(value);
          if (held > 0) controller.enqueue(value.slice(value.length - held));
          return;
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
 * what a streaming TextDecoder holds back. The text that switches to passing bytes through is
 * read in the same chunk, so what the decoder holds then is in that chunk.
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
