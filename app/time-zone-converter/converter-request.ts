import type { TimeConvertParams } from "~/time/time-convert-schemas";

/**
 * What the time-zone converter's URL asks (/time-zone-converter?at=&from=&to=&to=&overlap=): the
 * form's fields as the visitor typed them, and the request they make. The URL is the page's
 * whole state, so a conversion is a link to share.
 */

/** The places a first visit shows the time in. */
const DEFAULT_TARGETS = ["New York", "London", "Mumbai", "Tokyo", "Sydney"];

/** At most this many places to show it in (the API's limit). */
const MAX_TARGETS = 20;
const MAX_FIELD_LENGTH = 64;

export interface ConverterFields {
  /** the local date and time asked, as typed: "2026-03-08T02:30"; "" for now */
  at: string;
  /** where it is read; "" when the URL names none (UTC until the browser says its zone) */
  from: string;
  /** where to show it, in order */
  to: string[];
  overlap: "earlier" | "later";
}

const field = (value: string | null) => (value ?? "").trim().slice(0, MAX_FIELD_LENGTH);

export function readConverterFields(search: URLSearchParams): ConverterFields {
  const named = search.has("to");
  const to = search
    .getAll("to")
    .map(field)
    .filter(Boolean)
    .slice(0, MAX_TARGETS + 1);
  return {
    at: field(search.get("at")),
    from: field(search.get("from")),
    // A first visit shows the defaults; a form sent with every place removed shows none.
    to: named ? to : DEFAULT_TARGETS,
    overlap: search.get("overlap") === "later" ? "later" : "earlier",
  };
}

/**
 * "Springfield, Illinois" → "Springfield (Illinois)": one field's place, qualified the way a
 * comma-separated list of places keeps its qualifiers.
 */
function listItem(place: string): string {
  const [name = "", ...qualifiers] = place.split(",").map((part) => part.trim());
  return qualifiers.length > 0 && !place.includes("(")
    ? `${name} (${qualifiers.join(", ")})`
    : place;
}

/** The request the fields make: the time in `from` (UTC when none is named). */
export function convertParams(fields: ConverterFields): TimeConvertParams {
  return {
    ...(fields.at ? { at: fields.at } : {}),
    from: fields.from || "UTC",
    to: fields.to.map(listItem).join(","),
    overlap: fields.overlap,
  };
}

/** The converter's URL for these fields. */
export function converterHref(fields: Partial<ConverterFields>): string {
  const search = new URLSearchParams();
  if (fields.at) search.set("at", fields.at);
  if (fields.from) search.set("from", fields.from);
  for (const place of fields.to ?? []) search.append("to", place);
  if (fields.overlap === "later") search.set("overlap", "later");
  const query = search.toString();
  return `/time-zone-converter${query ? `?${query}` : ""}`;
}
