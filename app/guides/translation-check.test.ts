import { describe, expect, it } from "vitest";
import { checkTranslation, numbersIn } from "./translation-check";

const SYMBOLS = ["ft", "m", "mi", "km", "in"];

const ENGLISH = [
  "<h2>Introduction</h2>",
  "<p>A foot is exactly 0.3048 m, and 1 mi = 1.609344 km.</p>",
  "<p>A marathon is 42,195 m; -40 °F is -40 °C.</p>",
  "<table><tr><td>5 ft</td><td>1.524 m</td></tr></table>",
].join("\n");

const GERMAN = [
  "<h2>Einführung</h2>",
  "<p>Ein Fuß ist genau 0,3048 m, und 1 mi = 1,609344 km.</p>",
  "<p>Ein Marathon ist 42.195 m lang; −40 °F sind −40 °C.</p>",
  "<table><tr><td>5 ft</td><td>1,524 m</td></tr></table>",
].join("\n");

describe("numbersIn", () => {
  it("reads each language's decimal mark and thousands groups", () => {
    expect(numbersIn("0.3048 and 1,609.344 and 1,5", "en")).toEqual([
      "0.3048",
      "1609.344",
      "1",
      "5",
    ]);
    expect(numbersIn("0,3048 und 1.609,344", "de")).toEqual(["0.3048", "1609.344"]);
    expect(numbersIn("0,3048 et 1\u202f609,344 et 1 000", "fr")).toEqual([
      "0.3048",
      "1609.344",
      "1000",
    ]);
    expect(numbersIn("1.609,344 o 1 609,344", "es")).toEqual(["1609.344", "1609.344"]);
    expect(numbersIn("1.609,344", "pt-br")).toEqual(["1609.344"]);
    expect(numbersIn("1,609.344 メートル", "ja")).toEqual(["1609.344"]);
  });

  it("keeps signs, drops trailing zeros, and reads a figure in the wrong format as other numbers", () => {
    expect(numbersIn("-40 °C, −40 °F, 1.50 and 007", "en")).toEqual(["-40", "-40", "1.5", "7"]);
    expect(numbersIn("Schritt 3-4", "de")).toEqual(["3", "4"]);
    // English format in a German text: a German reader would read 0 and 3048, or 1609.
    expect(numbersIn("0.3048", "de")).toEqual(["0", "3048"]);
    expect(numbersIn("1.609", "de")).toEqual(["1609"]);
  });
});

describe("checkTranslation", () => {
  it("accepts a translation that keeps every figure, symbol and element", () => {
    expect(
      checkTranslation({ english: ENGLISH, translated: GERMAN, language: "de", symbols: SYMBOLS }),
    ).toEqual([]);
  });

  it("lists a changed figure: the English one missing, the new one added", () => {
    const translated = GERMAN.replace("1,609344 km", "1,7 km");
    expect(
      checkTranslation({ english: ENGLISH, translated, language: "de", symbols: SYMBOLS }),
    ).toEqual([
      { kind: "number", value: "1.609344", english: 1, translated: 0 },
      { kind: "number", value: "1.7", english: 0, translated: 1 },
    ]);
  });

  it("counts a figure left in English format, and a dropped or repeated one, as changed", () => {
    const english = "<p>0.3048 m and 5 ft and 5 ft.</p>";
    expect(
      checkTranslation({
        english,
        translated: "<p>0.3048 m und 5 ft.</p>",
        language: "de",
        symbols: SYMBOLS,
      }),
    ).toEqual([
      { kind: "number", value: "0.3048", english: 1, translated: 0 },
      { kind: "number", value: "5", english: 2, translated: 1 },
      { kind: "number", value: "0", english: 0, translated: 1 },
      { kind: "number", value: "3048", english: 0, translated: 1 },
      { kind: "symbol", value: "ft", english: 2, translated: 1 },
    ]);
  });

  it("lists a unit symbol replaced by a word, but not words that look like symbols", () => {
    const english = "<p>Put 5 in in the box: 5 in = 12.7 cm.</p>";
    const translated = "<p>Lege 5 Zoll in die Kiste: 5 in = 12,7 cm.</p>";
    expect(
      checkTranslation({ english, translated, language: "de", symbols: ["in", "cm"] }),
    ).toEqual([{ kind: "symbol", value: "in", english: 2, translated: 1 }]);
  });

  it("lists elements added or dropped", () => {
    const translated = GERMAN.replace("<h2>Einführung</h2>", "<p>Einführung</p>").replace(
      "<table>",
      '<p><em>Neu</em></p><table class="x">',
    );
    expect(
      checkTranslation({ english: ENGLISH, translated, language: "de", symbols: SYMBOLS }),
    ).toEqual([
      { kind: "tag", value: "h2", english: 1, translated: 0 },
      { kind: "tag", value: "p", english: 2, translated: 4 },
      { kind: "tag", value: "em", english: 0, translated: 1 },
    ]);
  });
});
