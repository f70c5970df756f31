import { createContext, type RouterContextProvider } from "react-router";
import { requestUrl } from "./request-url";
import { DOCUMENT_MARKUP, type SentHtml } from "./sent-html";

/**
 * Server HTML sent once (docs/decisions/056-html-sent-once.md). A loader's data is both rendered
 * into the document and written into it again, as the script the browser hydrates from: a
 * section of server HTML went to the browser twice, the second time escaped inside a string. On
 * a document request the data carries only the section's key, and the markup rides along under a
 * symbol the serialisation skips, for the server's render; the data of a client navigation
 * (`.data`) carries the markup.
 */

/** Whether this request asks for a document (false: data, or not said). */
export const documentRequestContext = createContext<boolean>(false);

/** Whether the Worker's request asks for a document (not for a navigation's `.data`). */
export function asksForDocument(request: Request): boolean {
  return !requestUrl(request).pathname.endsWith(".data");
}

/**
 * `html` as loader data. `identity` says what the markup is made from (a kept section's cache
 * key): the same identity must always give the same markup.
 */
export function sendHtml(
  context: Readonly<RouterContextProvider>,
  identity: string,
  html: string,
): SentHtml {
  const key = contentKey(identity);
  if (!context.get(documentRequestContext)) return { key, html };
  return { key, html: null, [DOCUMENT_MARKUP]: html } as SentHtml;
}

/**
 * A short key for `identity`: two 32-bit FNV-1a hashes with different starting points, 16 hex
 * digits. Not a secret and not a defence: it only tells one section's content from another's.
 */
export function contentKey(identity: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ identity.length;
  for (let index = 0; index < identity.length; index++) {
    const code = identity.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x01000193) ^ (second >>> 15);
  }
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, "0");
  return hex(first) + hex(second);
}
