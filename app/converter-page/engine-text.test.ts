import { describe, expect, it } from "vitest";
import { convert, defaultValue, type UnitTable } from "@unitwise/units";
import { tables } from "@unitwise/units/catalogue";
import { formatMessage } from "~/i18n/format";
import type { Translate } from "~/i18n/localization";
import english from "~/i18n/messages/en/converter.json";
import { engineText } from "./engine-text";

// A translator that shows which message was used: every sentence the engine writes must reach
// one, or it would be shown in English on every other language's page (decision 080).
const marked: Translate<"converter"> = (key, params) =>
  `«${key}»${formatMessage((english as Record<string, string>)[key] ?? key, params)}`;
const plain: Translate<"converter"> = (key, params) =>
  formatMessage((english as Record<string, string>)[key] ?? key, params);

const ENGLISH_WORDS =
  /\b(?:the|value|multiply|divide|write|rewrite|same|unknown|rates|levels|and|number|digit|can't|read as)\b/;

function sentencesOf(table: UnitTable): string[] {
  const value = defaultValue(table);
  const out: string[] = [];
  const [first] = table.units;
  for (const unit of table.units) {
    for (const [from, to] of [
      [first!.id, unit.id],
      [unit.id, first!.id],
    ] as const) {
      const conversion = convert(table, value, from, to);
      if (conversion.status === "ok") {
        out.push(conversion.formula);
        if (conversion.note) out.push(conversion.note);
      } else if (conversion.status === "error") out.push(conversion.message);
    }
  }
  return out;
}

describe("engineText", () => {
  it("has a message for every rule and note the engine writes, in every table", () => {
    const missed = new Set<string>();
    for (const table of tables) {
      for (const sentence of sentencesOf(table)) {
        const shown = engineText(sentence, marked);
        // Formulas of symbols ("°F = °C × 9/5 + 32") are the same in every language.
        if (ENGLISH_WORDS.test(sentence) && !shown.includes("«")) missed.add(sentence);
      }
    }
    expect([...missed]).toEqual([]);
  });

  it("says in English exactly what the engine said", () => {
    for (const table of tables) {
      for (const sentence of sentencesOf(table)) expect(engineText(sentence, plain)).toBe(sentence);
    }
  });

  it("reads refusals, chained rules and readings", () => {
    for (const sentence of [
      "0 dB has no equivalent here: the conversion would divide by zero",
      "A level needs a value greater than zero (got -3 dB)",
      '"G" is not a digit in base 16 (digits 0–9 and A–F)',
      "read as 1500: in de-DE a point groups thousands",
      "m = ft × 0.3048; then multiply the value by 2",
      "feet and inches",
    ]) {
      expect(engineText(sentence, marked), sentence).toContain("«");
      expect(engineText(sentence, plain)).toBe(sentence);
    }
  });
});
