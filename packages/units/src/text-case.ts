import type { CaseStyle } from "./types";

/**
 * The case-style converter. Two families:
 * - prose styles (lowercase, uppercase, title, sentence) change letters only and keep spacing
 *   and punctuation ("hello, world!" → "Hello, World!"); a single identifier with no spaces
 *   ("helloWorld", "hello_world", "hello-world") is first split into words ("hello world");
 * - joined styles (camel … header) split the text into words at spaces, punctuation, "_", "-",
 *   ".", "/" and camel humps ("XMLHttpRequest" → xml, http, request; "version2Update" →
 *   version2, update), drop apostrophes inside words ("don't" → dont) and join the words.
 */
export function toCaseStyle(text: string, style: CaseStyle): string {
  switch (style) {
    case "lowercase":
      return proseText(text).toLowerCase();
    case "uppercase":
      return proseText(text).toUpperCase();
    case "title":
      return proseText(text)
        .toLowerCase()
        .replace(WORD_START, (letter) => letter.toUpperCase());
    case "sentence":
      return toSentenceCase(proseText(text));
    case "camel":
      return splitWords(text)
        .map((word, i) => (i === 0 ? word.toLowerCase() : capitalise(word)))
        .join("");
    case "pascal":
      return splitWords(text).map(capitalise).join("");
    case "snake":
      return joinLower(text, "_");
    case "kebab":
      return joinLower(text, "-");
    case "dot":
      return joinLower(text, ".");
    case "path":
      return joinLower(text, "/");
    case "constant":
      return splitWords(text)
        .map((word) => word.toUpperCase())
        .join("_");
    case "header":
      return splitWords(text).map(capitalise).join("-");
  }
}

/** One line per style for formulas and the About panel. */
export const CASE_STYLE_RULES: Readonly<Record<CaseStyle, string>> = {
  lowercase: "every letter in lower case",
  uppercase: "every letter in upper case",
  title: "the first letter of every word in upper case",
  sentence: "the first letter of every sentence in upper case, the rest in lower case",
  camel: "words joined, each after the first starting with a capital (helloWorld)",
  pascal: "words joined, each starting with a capital (HelloWorld)",
  snake: "lower-case words joined by underscores (hello_world)",
  kebab: "lower-case words joined by hyphens (hello-world)",
  dot: "lower-case words joined by dots (hello.world)",
  path: "lower-case words joined by slashes (hello/world)",
  constant: "upper-case words joined by underscores (HELLO_WORLD)",
  header: "capitalised words joined by hyphens (Hello-World)",
};

/** The words of a text, in their original letters: "parseXMLFile_v2" → parse, XML, File, v2. */
export function splitWords(text: string): string[] {
  return (
    text
      // Apostrophes inside a word belong to it: "don't" stays one word.
      .replace(/(\p{L})['’](\p{L})/gu, "$1$2")
      // Camel humps: "helloWorld" → "hello World", "XMLHttp" → "XML Http", "2Update" → "2 Update".
      .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, "$1 $2")
      .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 0)
  );
}

// A letter that starts a word: at the start of the text or after anything but a letter, digit or apostrophe.
const WORD_START = /(?<![\p{L}\p{N}'’])\p{L}/gu;

/** Text with spaces is prose and keeps its punctuation; a lone identifier is split into words. */
function proseText(text: string): string {
  return /\s/.test(text.trim()) ? text : splitWords(text).join(" ");
}

function toSentenceCase(text: string): string {
  // Upper-case the first letter of the text and of each sentence after . ! or ?.
  return text
    .toLowerCase()
    .replace(
      /(^|[.!?]\s+)(\P{L}*)(\p{L})/gu,
      (_, end: string, gap: string, letter: string) => end + gap + letter.toUpperCase(),
    );
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function joinLower(text: string, separator: string): string {
  return splitWords(text)
    .map((word) => word.toLowerCase())
    .join(separator);
}
