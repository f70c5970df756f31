import { answerQuery, getConverter } from "~/units/catalogue";
import { convert, type Conversion } from "~/units/convert";
import { resolveUnitPair } from "~/units/resolve-pair";
import type { ConvertRequest } from "./convert-request";
import type { ConvertResponse } from "./response-schemas";

/** The API's answer to a validated request: the response body, or the error to send. */
export function convertRequest(request: ConvertRequest): ConvertResponse | { error: string } {
  const precision = request.precision;
  if ("query" in request) {
    const answered = answerQuery(request.query, { precision });
    if (answered.status === "error") return { error: answered.message };
    if (answered.status === "empty") return { error: 'query is empty: try "5 ft 3 in to cm"' };
    return responseBody(
      answered.conversion,
      answered.input,
      answered.from,
      answered.to,
      answered.table,
    );
  }

  const pair = resolveUnitPair(request.fromUnit, request.toUnit, request.converter);
  if (pair.status === "error") return { error: pair.message };
  const conversion = convert(pair.table, request.value, pair.from.id, pair.to.id, { precision });
  if (conversion.status === "empty") {
    return { error: `value "${request.value}" is not a number` };
  }
  if (conversion.status === "error") return { error: conversion.message };
  return responseBody(conversion, request.value, pair.from.id, pair.to.id, pair.table.key);
}

function responseBody(
  conversion: Conversion & { status: "ok" },
  input: string,
  fromUnit: string,
  toUnit: string,
  tableKey: string,
): ConvertResponse {
  const numericInput = conversion.value === null ? NaN : Number(input.replaceAll(",", ""));
  return {
    result: conversion.result,
    fromValue: Number.isFinite(numericInput) ? numericInput : input,
    fromUnit,
    toValue: conversion.value,
    toUnit,
    formula: conversion.formula,
    converter: getConverter(tableKey)?.slug ?? tableKey,
    ...(conversion.note ? { note: conversion.note } : {}),
  };
}
