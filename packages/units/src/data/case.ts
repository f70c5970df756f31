import type { UnitTable } from "../types";

// Text, not numbers: each style rewrites the words of the input. Symbols show the phrase
// "hello world" in the style, which is how people recognise a naming convention.
export default {
  key: "case",
  baseUnit: "lowercase",
  units: [
    {
      id: "lowercase",
      name: "lowercase",
      plural: "lowercase",
      symbol: "hello world",
      aliases: ["lower case", "lower", "small letters", "minuscule"],
      definition: { kind: "textual", style: "lowercase" },
      about:
        "Every letter small, spaces and punctuation kept. Used for email addresses, hashtags and normalising text.",
    },
    {
      id: "uppercase",
      name: "UPPERCASE",
      plural: "UPPERCASE",
      symbol: "HELLO WORLD",
      aliases: ["upper case", "upper", "all caps", "caps", "capital letters", "majuscule"],
      definition: { kind: "textual", style: "uppercase" },
      about: "Every letter capital. Used for headings, acronyms, warnings and emphasis.",
    },
    {
      id: "title",
      name: "Title Case",
      plural: "Title Case",
      symbol: "Hello World",
      aliases: [
        "title case",
        "titlecase",
        "capitalize",
        "capitalized",
        "start case",
        "headline case",
      ],
      definition: { kind: "textual", style: "title" },
      about:
        "The first letter of every word capital. Used for titles of books, articles and headings.",
    },
    {
      id: "sentence",
      name: "Sentence case",
      plural: "Sentence case",
      symbol: "Hello world",
      aliases: ["sentence case", "sentencecase"],
      definition: { kind: "textual", style: "sentence" },
      about:
        "Only the first letter of each sentence capital. The normal style of running text and of many user interfaces.",
    },
    {
      id: "camel",
      name: "camelCase",
      plural: "camelCase",
      symbol: "helloWorld",
      aliases: ["camel case", "camelcase", "lower camel case", "dromedary case"],
      definition: { kind: "textual", style: "camel" },
      about:
        "Words joined without spaces, each after the first starting with a capital. Used for variable and function names in JavaScript and Java.",
    },
    {
      id: "pascal",
      name: "PascalCase",
      plural: "PascalCase",
      symbol: "HelloWorld",
      aliases: ["pascal case", "pascalcase", "upper camel case", "UpperCamelCase", "studly caps"],
      definition: { kind: "textual", style: "pascal" },
      about:
        "Words joined without spaces, each starting with a capital. Used for class, type and component names.",
    },
    {
      id: "snake",
      name: "snake_case",
      plural: "snake_case",
      symbol: "hello_world",
      aliases: ["snake case", "snakecase", "underscore case"],
      definition: { kind: "textual", style: "snake" },
      about:
        "Lowercase words joined by underscores. Used for names in Python, Ruby and database columns.",
    },
    {
      id: "kebab",
      name: "kebab-case",
      plural: "kebab-case",
      symbol: "hello-world",
      aliases: [
        "kebab case",
        "kebabcase",
        "dash case",
        "hyphen case",
        "spinal case",
        "lisp case",
        "slug",
      ],
      definition: { kind: "textual", style: "kebab" },
      about: "Lowercase words joined by hyphens. Used for URLs, file names and CSS class names.",
    },
    {
      id: "dot",
      name: "dot.case",
      plural: "dot.case",
      symbol: "hello.world",
      aliases: ["dot case", "dotcase", "dot notation"],
      definition: { kind: "textual", style: "dot" },
      about: "Lowercase words joined by dots. Used for configuration keys and translation keys.",
    },
    {
      id: "path",
      name: "path/case",
      plural: "path/case",
      symbol: "hello/world",
      aliases: ["path case", "pathcase", "slash case"],
      definition: { kind: "textual", style: "path" },
      about: "Lowercase words joined by slashes, like a file path or URL path.",
    },
    {
      id: "constant",
      name: "CONSTANT_CASE",
      plural: "CONSTANT_CASE",
      symbol: "HELLO_WORLD",
      aliases: ["constant case", "screaming snake case", "upper snake case", "macro case"],
      definition: { kind: "textual", style: "constant" },
      about: "Uppercase words joined by underscores. Used for constants and environment variables.",
    },
    {
      id: "header",
      name: "Header-Case",
      plural: "Header-Case",
      symbol: "Hello-World",
      aliases: ["header case", "train case", "http header case"],
      definition: { kind: "textual", style: "header" },
      about:
        "Capitalised words joined by hyphens. Used for HTTP header names such as Content-Type.",
    },
  ],
} satisfies UnitTable;
