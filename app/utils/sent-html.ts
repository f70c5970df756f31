/**
 * Server HTML as a loader sends it when the document it answers already holds the markup
 * (docs/decisions/056-html-sent-once.md): `key` names the content (the same key, the same
 * markup), and `html` is null in the document's own data, where the browser reads the markup
 * from the page, and the markup in the data of a later navigation.
 */
export interface SentHtml {
  key: string;
  html: string | null;
}

/**
 * Where the server's copy of a sent-once value keeps the markup to render: a symbol-keyed
 * property, which the page's data (turbo-stream, like JSON) never carries to the browser.
 */
export const DOCUMENT_MARKUP = Symbol.for("unitwise.document-markup");
