import { formatForLocale } from "@unitwise/units";
import { formatMessage, type MessageParams } from "~/i18n/format";
import { DEFAULT_LANGUAGE, languageInfo, type Language } from "~/i18n/languages";
import type { Messages } from "~/i18n/messages";
import { messagesFor } from "~/i18n/messages.server";
import {
  errorStatuses,
  type ApiReference,
  type ReferenceEndpoint,
  type ReferenceField,
} from "~/public-api/api-reference";
import { holidayRegionName } from "~/time/holiday-names";
import { HOLIDAY_REGIONS } from "~/time/holiday-regions";
import { timeText } from "~/time/time-text.server";

/**
 * The /api page's words (docs/decisions/080-languages.md). The API and its OpenAPI document stay
 * English; the page shows what the document says in the page's language.
 *
 * The `api-docs` messages whose keys start with `op` (by operation id: `opConvertSummary`),
 * `field`, `status` or `header` are the document's English texts and their translations; those
 * starting with `type` say its types ("array of …"). A text of the document is found by its
 * English wording, `{placeholders}` standing for what varies (a limit, a count: a grouped number
 * is written again as the page writes numbers); one whose English has changed has no message and
 * shows as the document says it, until its messages follow (tests/workers/i18n-api-docs.test.ts
 * lists any). Those messages stay on the server: the page is sent its document already
 * translated, and only the rest of the area, what its components say.
 */

type Words = Record<string, string>;

/** The keys of the messages that translate the OpenAPI document's texts, found by their English. */
const TEXT_KEY = /^(?:op|field|status|header)[A-Z0-9]/;

/** Those, and the words of the types (`typeArrayOf`): the messages that stay on the server. */
const DOCUMENT_KEY = /^(?:op|field|status|header|type)[A-Z0-9]/;

/** Placeholders whose English value is known here rather than read from the text. */
type Known = {
  /** the holiday regions as the `holidays` parameters list them: "US (United States …), …" */
  regions: string;
};

interface Matcher {
  exact: Map<string, string>;
  patterns: Array<{ key: string; names: string[]; pattern: RegExp }>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The document's English texts, each to the key of its message. */
function matcherOf(english: Words, known: Known): Matcher {
  const exact = new Map<string, string>();
  const patterns: Matcher["patterns"] = [];
  for (const [key, message] of Object.entries(english)) {
    if (!TEXT_KEY.test(key)) continue;
    const names: string[] = [];
    let source = "";
    let last = 0;
    for (const match of message.matchAll(/\{(\w+)\}/g)) {
      const name = match[1] ?? "";
      source += escapeRegExp(message.slice(last, match.index));
      if (name in known) {
        source += escapeRegExp(known[name as keyof Known]);
      } else {
        names.push(name);
        source += "([\\s\\S]+?)";
      }
      last = match.index + match[0].length;
    }
    if (names.length === 0) exact.set(formatMessage(message, known), key);
    else {
      source += escapeRegExp(message.slice(last));
      patterns.push({ key, names, pattern: new RegExp(`^${source}$`) });
    }
  }
  return { exact, patterns };
}

const ENGLISH_KNOWN: Known = {
  regions: HOLIDAY_REGIONS.map((region) => `${region.code} (${region.name})`).join(", "),
};

let englishMatcher: Promise<{ english: Words; matcher: Matcher }> | undefined;

function english() {
  englishMatcher ??= messagesFor(DEFAULT_LANGUAGE, ["api-docs"]).then((messages) => {
    const words = messages["api-docs"] as Words;
    return { english: words, matcher: matcherOf(words, ENGLISH_KNOWN) };
  });
  return englishMatcher;
}

/** The message that says `text`, and what its placeholders stand for there. */
function find(matcher: Matcher, text: string): { key: string; params: MessageParams } | undefined {
  const key = matcher.exact.get(text);
  if (key) return { key, params: {} };
  for (const { key, names, pattern } of matcher.patterns) {
    const match = pattern.exec(text);
    if (match) {
      return {
        key,
        params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])),
      };
    }
  }
  return undefined;
}

/** Every text of the document that the page shows. */
function documentTexts(reference: ApiReference): string[] {
  const fields = (list: ReferenceField[]) => list.map((field) => field.description);
  return [
    ...reference.endpoints.flatMap((endpoint) => [
      endpoint.summary,
      endpoint.description,
      ...fields(endpoint.parameters),
      ...(endpoint.body
        ? [
            endpoint.body.description,
            ...endpoint.body.variants.flatMap((variant) => fields(variant.fields)),
          ]
        : []),
      ...endpoint.examples.map((example) => example.summary),
      ...endpoint.responses.map((response) => response.description),
    ]),
    ...reference.headers.map((header) => header.description),
  ].filter((text) => text !== "");
}

/**
 * The document's texts that have no English message (a wording changed in the document), and
 * the document messages that match no text (a wording that is no longer there): both empty when
 * the messages follow the document.
 */
export async function documentCoverage(
  reference: ApiReference,
): Promise<{ missing: string[]; unused: string[] }> {
  const { english: words, matcher } = await english();
  const used = new Set<string>();
  const missing: string[] = [];
  for (const text of documentTexts(reference)) {
    const found = find(matcher, text);
    if (found) used.add(found.key);
    else missing.push(text);
  }
  const unused = Object.keys(words).filter((key) => TEXT_KEY.test(key) && !used.has(key));
  return { missing, unused };
}

/** "1,000" → "1.000" for de-DE; other captured text as it is (years, sizes, ids). */
function localNumbers(params: MessageParams, numberLocale: string): MessageParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      /^\d{1,3}(?:,\d{3})+$/.test(String(value))
        ? formatForLocale(String(value).replaceAll(",", ""), numberLocale)
        : value,
    ]),
  );
}

export interface ApiDocsWords {
  /** the page's own words (not the document's), for the loader to send */
  messages: Pick<Messages, "api-docs">;
  t: (key: keyof Messages["api-docs"] & string, params?: MessageParams) => string;
  /** the document's texts in the page's language */
  reference(reference: ApiReference): ApiReference;
  /** "400, 404, … or 429" */
  statuses(reference: ApiReference): string;
  /** "<code>RateLimit-Policy</code> and <code>RateLimit</code>", for a message's markup */
  codeList(names: string[]): string;
}

/** The /api page's words in `language`, its numbers written for `numberLocale`. */
export async function apiDocsWords(
  language: Language,
  numberLocale: string,
): Promise<ApiDocsWords> {
  const [{ matcher }, messages] = await Promise.all([
    english(),
    messagesFor(language, ["api-docs"]),
  ]);
  const all = messages["api-docs"] as Words;
  const { tag } = languageInfo(language);
  const t = (key: string, params?: MessageParams) => formatMessage(all[key] ?? key, params, tag);
  const page = Object.fromEntries(Object.entries(all).filter(([key]) => !DOCUMENT_KEY.test(key)));
  const or = new Intl.ListFormat(tag, { type: "disjunction" });
  const and = new Intl.ListFormat(tag, { type: "conjunction" });
  const codeList = (names: string[]) => and.format(names.map((name) => `<code>${name}</code>`));

  if (language === DEFAULT_LANGUAGE) {
    return {
      messages: { "api-docs": page as Messages["api-docs"] },
      t,
      reference: (reference) => reference,
      statuses: errorStatuses,
      codeList,
    };
  }

  const time = await timeText(language);
  const known: Known = {
    regions: HOLIDAY_REGIONS.map(
      (region) => `${region.code} (${holidayRegionName(region.code, region.name, time)})`,
    ).join(", "),
  };
  const text = (english: string) => {
    const found = english === "" ? undefined : find(matcher, english);
    return found
      ? t(found.key, { ...localNumbers(found.params, numberLocale), ...known })
      : english;
  };
  const type = (english: string): string => {
    const located = /^(query|path), (.+)$/.exec(english);
    if (located) {
      const place = t(located[1] === "path" ? "typeInPath" : "typeInQuery");
      return t("typeLocated", { place, type: type(located[2] ?? "") });
    }
    if (english.startsWith("array of ")) {
      return t("typeArrayOf", { type: type(english.slice("array of ".length)) });
    }
    const alternatives = english.split(" or ");
    return alternatives.length > 1 ? or.format(alternatives) : english;
  };
  const fields = (list: ReferenceField[]): ReferenceField[] =>
    list.map((field) => ({
      ...field,
      type: type(field.type),
      description: text(field.description),
    }));
  const endpoint = (endpoint: ReferenceEndpoint): ReferenceEndpoint => ({
    ...endpoint,
    summary: text(endpoint.summary),
    description: text(endpoint.description),
    parameters: fields(endpoint.parameters),
    ...(endpoint.body
      ? {
          body: {
            description: text(endpoint.body.description),
            variants: endpoint.body.variants.map((variant) => ({
              ...variant,
              fields: fields(variant.fields),
            })),
          },
        }
      : {}),
    examples: endpoint.examples.map((example) => ({ ...example, summary: text(example.summary) })),
    responses: endpoint.responses.map((response) => ({
      ...response,
      description: text(response.description),
    })),
    tryIt: {
      ...endpoint.tryIt,
      fields: endpoint.tryIt.fields.map((field) => ({
        ...field,
        description: text(field.description),
      })),
    },
  });

  return {
    messages: { "api-docs": page as Messages["api-docs"] },
    t,
    reference: (reference) => ({
      endpoints: reference.endpoints.map(endpoint),
      headers: reference.headers.map((header) => ({
        ...header,
        description: text(header.description),
      })),
    }),
    statuses: (reference) => {
      const statuses = new Set(
        reference.endpoints.flatMap((endpoint) =>
          endpoint.responses.map((response) => Number(response.status)).filter((s) => s >= 400),
        ),
      );
      return or.format([...statuses].sort((a, b) => a - b).map(String));
    },
    codeList,
  };
}
