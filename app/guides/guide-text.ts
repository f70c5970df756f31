/** Markdown of a guide as the fact-checker reads it: prose sentences and tables, markup removed. */

export type Piece =
  { kind: "prose"; text: string } | { kind: "table"; header: string[] | null; rows: string[][] };

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,3}[.)])\s+(.*)$/;

/**
 * Paragraphs, headings, list items, block quotes and tables, in order; fenced code is skipped (a
 * code sample is not a claim). The lines of a paragraph are read together, so a statement may
 * wrap after its verb, but a unit phrase or a compound figure never runs across a line end.
 */
export function readPieces(markdown: string): Piece[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const pieces: Piece[] = [];
  let paragraph: string[] = [];
  let quoted = false;
  const flush = () => {
    if (paragraph.length > 0) pieces.push({ kind: "prose", text: paragraph.join("\n") });
    paragraph = [];
    quoted = false;
  };
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const fenceMatch = FENCE.exec(line)?.[1];
    if (fence !== null) {
      const closes =
        fenceMatch !== undefined &&
        fenceMatch[0] === fence[0] &&
        fenceMatch.length >= fence.length &&
        line.trim() === fenceMatch.padEnd(line.trim().length, fenceMatch[0]);
      if (closes) fence = null;
      continue;
    }
    if (fenceMatch !== undefined) {
      flush();
      fence = fenceMatch;
      continue;
    }
    if (line.trim() === "") {
      flush();
      continue;
    }
    if (startsTable(lines, i)) {
      flush();
      const block: string[] = [];
      while (i < lines.length && (lines[i] ?? "").includes("|") && (lines[i] ?? "").trim()) {
        block.push(lines[i] ?? "");
        i++;
      }
      i--;
      pieces.push(readTable(block));
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      pieces.push({ kind: "prose", text: (heading[1] ?? "").replace(/\s+#+\s*$/, "") });
      continue;
    }
    if (RULE.test(line)) {
      flush();
      continue;
    }
    const isQuote = /^\s*>/.test(line);
    if (isQuote !== quoted) flush();
    const unquoted = line.replace(/^\s*(?:>\s?)+/, "");
    const item = LIST_ITEM.exec(unquoted);
    if (item) flush();
    quoted = isQuote;
    paragraph.push(item ? (item[1] ?? "") : unquoted.trim());
  }
  flush();
  return pieces;
}

/** A row starting with "|", or a row with pipes whose next line is a separator ("---|---"). */
function startsTable(lines: readonly string[], i: number): boolean {
  const line = lines[i] ?? "";
  if (line.trim().startsWith("|")) return true;
  const next = lines[i + 1] ?? "";
  return (
    line.includes("|") && next.includes("|") && next.includes("-") && TABLE_SEPARATOR.test(next)
  );
}

function readTable(block: readonly string[]): Piece {
  const hasHeader = block.length >= 2 && TABLE_SEPARATOR.test(block[1] ?? "");
  const rows = block.filter((line) => !TABLE_SEPARATOR.test(line)).map(splitCells);
  return hasHeader
    ? { kind: "table", header: rows[0] ?? null, rows: rows.slice(1) }
    : { kind: "table", header: null, rows };
}

function splitCells(line: string): string[] {
  let text = line.trim();
  if (text.startsWith("|")) text = text.slice(1);
  if (text.endsWith("|") && !text.endsWith("\\|")) text = text.slice(0, -1);
  // An escaped pipe (\|) belongs to its cell, as in GitHub tables.
  const cells: string[] = [];
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === "\\" && text[i + 1] === "|") {
      current += "|";
      i++;
    } else if (char === "|") {
      cells.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  cells.push(current);
  return cells.map(plainText);
}

/** Inline markdown and HTML removed: "**1 mile** is `1.609344 km`" → "1 mile is 1.609344 km". */
function plainText(text: string): string {
  return text
    .replace(/<!--[\s\S]{0,2000}?-->/g, " ")
    .replace(/!?\[([^\]\n]{0,500})\]\([^)\n]{0,500}\)/g, "$1")
    .replace(/\[\^[^\]\n]{0,50}\]/g, "")
    .replace(/<sup>\s*([^<]{0,20}?)\s*<\/sup>/gi, "^$1")
    .replace(/<\/?[a-z][^<>]{0,200}>/gi, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&asymp;/g, "≈")
    .replace(/&deg;/g, "°")
    .replace(/&amp;/g, "&")
    .replace(/`+/g, "")
    .replace(/\*\*|__/g, "")
    .replace(/(^|[\s(["'])[*_](?=\S)/g, "$1")
    .replace(/(?<=\S)[*_](?=$|[\s).,;:!?"'\]])/g, "")
    .replace(/\\([\\`*_{}[\]()#+\-.!|~])/g, "$1")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .trim();
}

/** Words whose final period is not the end of a sentence: "approx. 1.6 km", "e.g. 5 ft". */
const ABBREVIATION =
  /(?:^|\s)(?:approx|appr|ca|c|e\.g|i\.e|vs|etc|cf|no|fig|resp|u\.s|u\.k|in|ft|fl|sq|cu|oz|lbs?|gal|qt|pt|yd|mi|deg|min|sec|hr|st)\.$/i;

export function splitSentences(text: string): string[] {
  const plain = plainText(text);
  if (plain === "") return [];
  const sentences: string[] = [];
  for (const piece of plain.split(/(?<=[.!?])\s+(?=["'“‘(*[]?[A-Z0-9])/)) {
    const last = sentences.length - 1;
    if (last >= 0 && ABBREVIATION.test((sentences[last] ?? "").slice(-12))) {
      sentences[last] = `${sentences[last]} ${piece}`;
    } else {
      sentences.push(piece);
    }
  }
  return sentences;
}
