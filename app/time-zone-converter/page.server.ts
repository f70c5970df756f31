import { offsetLabel } from "~/time/zone-abbreviations";
import { convertTime } from "~/time/time-convert";
import type { TimeConvertParams } from "~/time/time-convert-schemas";
import { readDate } from "~/time/date-math";
import { offsetMinutes } from "~/time/local-time-text";
import { placeProblem } from "~/time/place-problems";
import { englishTimeText, type TimeText } from "~/time/time-text";
import { defaultPlaceIn, resolvePlace, quoted } from "~/time/zone-names";
import { tzdataVersion } from "~/time/zone-time";
import { clockText } from "~/time/local-time-text";
import { placeLabelIn, zoneCityName } from "~/time/place-names";
import type { ConverterView, SourceRow, ZoneRow } from "./converter-view";
import {
  convertParams,
  converterHref,
  readConverterFields,
  type ConverterFields,
} from "./converter-request";

/**
 * The time-zone converter's page data, worked out on the server (the browser never loads the
 * zone rules or the place list): the form's fields and each place's row, written out in the
 * page's language.
 */

type Answered = Extract<ReturnType<typeof convertTime>, { ok: true }>["body"];
type Described = Answered["to"][number];

/** At most this many places in `to` (the API's limit, time-convert.ts). */
const MAX_TARGETS = 20;

/** How a row names its place, in the page's language: "ニューヨーク", "Springfield, Illinois, US". */
function rowLabel(time: Described, words: TimeText): string {
  if (time.place) return placeLabelIn(time.place, time.zone, words.language);
  // A typed abbreviation or offset is a fixed offset ("-08:00"): named by its abbreviation.
  return /^[+-]/.test(time.zone) ? time.abbreviation : zoneCityName(time.zone, words.language);
}

function row(time: Described, source: Described, words: TimeText): ZoneRow {
  const day = time.local.slice(0, 10);
  const sourceDay = source.local.slice(0, 10);
  return {
    label: rowLabel(time, words),
    zone: time.zone,
    local: time.local,
    date: words.shortDate(time.local),
    clock: clockText(time.local),
    twelveHour: words.twelveHour(time.local),
    offset: offsetLabel(time.offset),
    abbreviation: time.abbreviation,
    dst: time.dst,
    difference: words.difference(source.offset, time.offset),
    dayShift: day > sourceDay ? words.t("dayNext") : day < sourceDay ? words.t("dayPrevious") : "",
  };
}

/** How far the clocks moved between two offsets: "1 hour", "30 minutes", "1 hour 30 minutes". */
function shift(from: string, to: string, words: TimeText): string {
  const minutes = Math.abs(offsetMinutes(to) - offsetMinutes(from));
  const hours = Math.floor(minutes / 60);
  const parts = [
    hours ? words.t("shiftHours", { count: hours }) : "",
    minutes % 60 ? words.t("shiftMinutes", { count: minutes % 60 }) : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** What happened to a time the clocks skip or show twice (the API's note, in words). */
function sourceNote(body: Answered, fields: ConverterFields, words: TimeText): string | undefined {
  const { from } = body;
  if (from.status === "ok") return undefined;
  const [first, second] = from.readings;
  const asked = (fields.at ? readDate(fields.at) : null) ?? null;
  const askedText = asked
    ? (asked.kind === "date" ? asked.date.toPlainDateTime() : asked.dateTime)
        .toString({ smallestUnit: "minute" })
        .replace("T", " ")
    : from.local.slice(0, 16).replace("T", " ");
  const params = {
    asked: askedText,
    zone: from.zone,
    shift: shift(first!.offset, second!.offset, words),
    before: first!.offset,
    after: second!.offset,
  };
  if (from.status === "gap") {
    return words.t("convertGapNote", {
      ...params,
      reading: `${from.local.replace("T", " ")} ${from.offset}`,
    });
  }
  return words.t(
    fields.overlap === "later" ? "convertOverlapLater" : "convertOverlapEarlier",
    params,
  );
}

function sourceRow(
  body: Answered,
  fields: ConverterFields,
  params: TimeConvertParams,
  words: TimeText,
): SourceRow {
  const { from } = body;
  const note = sourceNote(body, fields, words);
  const base = {
    ...row(from, from, words),
    status: from.status,
    ...(note ? { note } : {}),
  };
  if (from.status !== "overlap") return base;
  const other = fields.overlap === "later" ? "earlier" : "later";
  const reading = from.readings[other === "earlier" ? 0 : 1]!;
  return {
    ...base,
    otherReading: {
      label: words.t(other === "earlier" ? "convertUseEarlier" : "convertUseLater", {
        clock: clockText(reading.local),
        offset: offsetLabel(reading.offset),
      }),
      href: converterHref({ ...fields, at: params.at ?? "", overlap: other }),
    },
  };
}

/**
 * Why the fields ask what cannot be answered, in the page's language, checked as convertTime
 * checks them (its messages are the API's, in English); null when they can be.
 */
function fieldsProblem(params: TimeConvertParams, words: TimeText): string | null {
  const { t } = words;
  if (!resolvePlace(params.from)) {
    return t("convertFromProblem", { problem: placeProblem(params.from, words) });
  }
  const names = params.to
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return t("convertNoPlaces");
  if (names.length > MAX_TARGETS) {
    return t("convertTooMany", { count: names.length, max: MAX_TARGETS });
  }
  for (const name of names) {
    if (!resolvePlace(name)) return t("convertToProblem", { problem: placeProblem(name, words) });
  }
  if (params.at && !readDate(params.at)) return t("convertBadAt", { at: quoted(params.at) });
  return null;
}

export function timeZoneConverterView(
  url: URL,
  now: number,
  words: TimeText = englishTimeText,
): ConverterView {
  const fields = readConverterFields(url.searchParams);
  // A first visit's places in the page's language: the fields read them back (places.ts).
  if (!url.searchParams.has("to")) {
    fields.to = fields.to.map((name) => defaultPlaceIn(name, words.language));
  }
  const params = convertParams(fields);
  const made = new Date(now).toISOString();
  const base = {
    fields,
    fromNamed: fields.from !== "",
    madeAt: fields.at ? null : `${made.slice(11, 16)} UTC`,
    tzdata: tzdataVersion(),
  };
  if (fields.to.length === 0) {
    return {
      ...base,
      atValue: fields.at,
      result: { ok: false, error: words.t("convertNeedPlace") },
    };
  }
  const problem = fieldsProblem(params, words);
  if (problem) return { ...base, atValue: fields.at, result: { ok: false, error: problem } };
  const outcome = convertTime(params, now);
  if (!outcome.ok) {
    return {
      ...base,
      atValue: fields.at,
      result: { ok: false, error: words.t("convertOutOfRange") },
    };
  }
  const { body } = outcome;
  return {
    ...base,
    atValue: fields.at || body.from.local.slice(0, 16),
    result: {
      ok: true,
      source: sourceRow(body, fields, params, words),
      targets: body.to.map((time) => row(time, body.from, words)),
    },
  };
}
