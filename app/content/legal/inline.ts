import type { InlineText } from "./types";

/** A piece of inline text: plain, strong, code, or a link. */
export type InlineToken =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "code"; text: string }
  | { kind: "link"; text: string; href: string };

const TOKEN = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Splits the legal pages' inline markup into tokens: **strong**, `code` and [label](href).
 * Anything else, including a lone asterisk or bracket, stays plain text.
 */
export function parseInline(source: InlineText): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const start = match.index;
    if (start > last) tokens.push({ kind: "text", text: source.slice(last, start) });
    const [, strong, code, label, href] = match;
    if (strong !== undefined) tokens.push({ kind: "strong", text: strong });
    else if (code !== undefined) tokens.push({ kind: "code", text: code });
    else tokens.push({ kind: "link", text: label ?? "", href: href ?? "" });
    last = start + match[0].length;
  }
  if (last < source.length) tokens.push({ kind: "text", text: source.slice(last) });
  return tokens;
}

/** The text a reader sees, without markup: for tests and plain-text uses. */
export function plainText(source: InlineText): string {
  return parseInline(source)
    .map((token) => token.text)
    .join("");
}
