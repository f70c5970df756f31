/**
 * The editor toolbar's markdown edits (bold, italic, H2, list, link) as pure functions of the
 * text and the selection, so they can be tested without a browser.
 */

export type MarkdownFormat = "bold" | "italic" | "heading" | "list" | "link";

export interface TextEdit {
  text: string;
  /** the selection after the edit */
  start: number;
  end: number;
}

function wrap(text: string, start: number, end: number, marker: string, placeholder: string) {
  const selected = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + marker + selected + marker + text.slice(end);
  const innerStart = start + marker.length;
  return { text: next, start: innerStart, end: innerStart + selected.length };
}

/** Puts `prefix` before every line the selection touches (once: lines that have it keep it). */
function prefixLines(text: string, start: number, end: number, prefix: string): TextEdit {
  const lineStart = start === 0 ? 0 : text.lastIndexOf("\n", start - 1) + 1;
  // A selection that ends just after a line break does not touch the next line.
  const lastIndex = end > start ? end - 1 : start;
  const lineEndAt = text.indexOf("\n", lastIndex);
  const lineEnd = lineEndAt === -1 ? text.length : lineEndAt;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const changed = lines.map((line) => (line.startsWith(prefix) ? line : prefix + line));
  const added = changed.join("\n").length - (lineEnd - lineStart);
  const firstAdded = lines[0]?.startsWith(prefix) ? 0 : prefix.length;
  return {
    text: text.slice(0, lineStart) + changed.join("\n") + text.slice(lineEnd),
    start: start + firstAdded,
    end: end + added,
  };
}

export function applyMarkdownFormat(
  format: MarkdownFormat,
  text: string,
  start: number,
  end: number,
): TextEdit {
  switch (format) {
    case "bold":
      return wrap(text, start, end, "**", "bold text");
    case "italic":
      return wrap(text, start, end, "*", "italic text");
    case "heading":
      return prefixLines(text, start, end, "## ");
    case "list":
      return prefixLines(text, start, end, "- ");
    case "link": {
      const label = text.slice(start, end) || "link text";
      const url = "https://";
      const next = `${text.slice(0, start)}[${label}](${url})${text.slice(end)}`;
      const urlStart = start + label.length + 3;
      return { text: next, start: urlStart, end: urlStart + url.length };
    }
  }
}
