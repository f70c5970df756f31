import { offsetLabel } from "~/time/zone-abbreviations";
import { convertTime, type TimeConvertParams } from "~/time/time-convert";
import { tzdataVersion } from "~/time/zone-time";
import {
  clockText,
  dateText,
  differenceText,
  twelveHourText,
  zoneCity,
} from "~/time/local-time-text";
import type { ConverterView, SourceRow, ZoneRow } from "./converter-view";
import {
  convertParams,
  converterHref,
  readConverterFields,
  type ConverterFields,
} from "./converter-request";

/**
 * The time-zone converter's page data, worked out on the server (the browser never loads the
 * zone rules or the place list): the form's fields and each place's row, written out.
 */

type Answered = Extract<ReturnType<typeof convertTime>, { ok: true }>["body"];
type Described = Answered["to"][number];

function row(time: Described, source: Described): ZoneRow {
  const day = time.local.slice(0, 10);
  const sourceDay = source.local.slice(0, 10);
  return {
    // A typed abbreviation or offset is a fixed offset ("-08:00"): named by its abbreviation.
    label: time.place ?? (/^[+-]/.test(time.zone) ? time.abbreviation : zoneCity(time.zone)),
    zone: time.zone,
    local: time.local,
    date: dateText(time.local),
    clock: clockText(time.local),
    twelveHour: twelveHourText(time.local),
    offset: offsetLabel(time.offset),
    abbreviation: time.abbreviation,
    dst: time.dst,
    difference: differenceText(source.offset, time.offset),
    dayShift: day > sourceDay ? "next day" : day < sourceDay ? "previous day" : "",
  };
}

function sourceRow(body: Answered, fields: ConverterFields, params: TimeConvertParams): SourceRow {
  const { from } = body;
  const base = {
    ...row(from, from),
    status: from.status,
    ...(from.note ? { note: from.note } : {}),
  };
  if (from.status !== "overlap") return base;
  const other = fields.overlap === "later" ? "earlier" : "later";
  const reading = from.readings[other === "earlier" ? 0 : 1]!;
  return {
    ...base,
    otherReading: {
      label: `Use the ${other} ${clockText(reading.local)} (${offsetLabel(reading.offset)})`,
      href: converterHref({ ...fields, at: params.at ?? "", overlap: other }),
    },
  };
}

export function timeZoneConverterView(url: URL, now: number): ConverterView {
  const fields = readConverterFields(url.searchParams);
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
      result: { ok: false, error: "Add a place to show the time in." },
    };
  }
  const outcome = convertTime(params, now);
  if (!outcome.ok)
    return { ...base, atValue: fields.at, result: { ok: false, error: outcome.error } };
  const { body } = outcome;
  return {
    ...base,
    atValue: fields.at || body.from.local.slice(0, 16),
    result: {
      ok: true,
      source: sourceRow(body, fields, params),
      targets: body.to.map((time) => row(time, body.from)),
    },
  };
}
