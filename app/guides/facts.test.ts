import { describe, expect, it } from "vitest";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { convert, formulaFor, type UnitTable, withDefaultIngredient } from "@unitwise/units";
import { converterFacts } from "./facts";
import { converterKind, isExactInBase } from "./unit-words";
import type { ConverterFacts, WorkedExample } from "./guide";

function factsOf(key: string): ConverterFacts {
  const facts = converterFacts(codeCatalogue, key);
  if (!facts) throw new Error(`no facts for ${key}`);
  return facts;
}

function tableOf(key: string): UnitTable {
  const table = codeCatalogue.getTable(key);
  if (!table) throw new Error(`no table ${key}`);
  // The facts of the cooking converter are those of its default ingredient.
  return withDefaultIngredient(table);
}

/** The example as the engine computes it now. */
function recomputed(table: UnitTable, example: WorkedExample) {
  const conversion = convert(table, example.value, example.from, example.to);
  if (conversion.status !== "ok") throw new Error(`${example.statement}: ${conversion.status}`);
  return conversion;
}

function symbolOf(table: UnitTable, id: string): string {
  const unit = table.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id} in ${table.key}`);
  return unit.symbol;
}

/** Every worked example and table row of a converter's facts. */
function allConversions(facts: ConverterFacts): WorkedExample[] {
  return [...facts.examples, ...facts.table.rows];
}

/**
 * The statements in confusions ("… : 1 gal (US) = 0.832674184628989 gal (imp)"), read back into
 * value, units and result by the table's symbols.
 */
function confusionStatements(facts: ConverterFacts, table: UnitTable) {
  const bySymbol = [...table.units].sort((a, b) => b.symbol.length - a.symbol.length);
  const found: Array<{ value: string; from: string; to: string; result: string }> = [];
  for (const confusion of facts.confusions) {
    const equals = confusion.lastIndexOf(" = ");
    if (equals < 0) continue;
    const left = confusion.slice(0, equals);
    const right = confusion.slice(equals + 3);
    const to = bySymbol.find((unit) => right.endsWith(` ${unit.symbol}`));
    const from = bySymbol.find((unit) => left.endsWith(` ${unit.symbol}`));
    if (!to || !from) continue;
    const value =
      left
        .slice(0, -from.symbol.length - 1)
        .split(" ")
        .pop() ?? "";
    const result = right.slice(0, -to.symbol.length - 1);
    found.push({ value, from: from.id, to: to.id, result });
  }
  return found;
}

describe("converterFacts", () => {
  it("knows the converters the tests below are about", () => {
    const keys = codeCatalogue.converters.map((converter) => converter.key);
    for (const key of ["length", "temperature", "data-storage", "currency", "case", "numbers"]) {
      expect(keys).toContain(key);
    }
  });

  it("returns null for an unknown converter, and reads a slug like its key", () => {
    expect(converterFacts(codeCatalogue, "no-such-converter")).toBeNull();
    expect(converterFacts(codeCatalogue, "")).toBeNull();
    expect(converterFacts(codeCatalogue, "length-converter")?.key).toBe("length");
  });

  it("describes length from the catalogue and the engine", () => {
    const facts = factsOf("length");
    expect(facts).toMatchObject({
      key: "length",
      slug: "length-converter",
      name: "Length Converter",
      categoryName: "Common Converters",
    });
    expect(facts.base).toMatchObject({ id: "meter", symbol: "m", inBase: "1" });
    expect(facts.units.length).toBeLessThanOrEqual(12);
    // The default pair first: the table's first two units.
    expect(facts.units.slice(0, 2).map((unit) => unit.id)).toEqual(["meter", "foot"]);
    const foot = facts.units.find((unit) => unit.id === "foot");
    expect(foot).toMatchObject({
      definition: "exactly 0.3048 m",
      inBase: "0.3048",
      source: "International yard and pound agreement (1959)",
    });
    expect(foot && isExactInBase(foot, facts.base)).toBe(true);
    // The units a reader meets come before femtometers.
    const ids = facts.units.map((unit) => unit.id);
    expect(ids).toEqual(expect.arrayContaining(["inch", "kilometer", "mile", "yard"]));
    expect(ids).not.toContain("femtometer");
    expect(facts.examples.map((example) => example.statement)).toContain("5 ft = 1.524 m");
    expect(facts.table.from.id).toBe("meter");
    expect(facts.table.to.id).toBe("foot");
    expect(facts.table.rows.length).toBeGreaterThanOrEqual(6);
    expect(facts.table.rows.length).toBeLessThanOrEqual(10);
    expect(converterKind(facts)).toBe("measure");
  });

  it("gives a rounded value, not an exact one, where a unit is not a terminating decimal", () => {
    const facts = factsOf("length");
    const survey = facts.units.find((unit) => unit.id === "us-survey-foot");
    expect(survey?.inBase).toBe("0.304800609601219");
    expect(survey?.definition).toBe("0.304800609601219… m");
    expect(survey && isExactInBase(survey, facts.base)).toBe(false);
  });

  it("defines temperatures by formula and tables 0 and 100 °C", () => {
    const facts = factsOf("temperature");
    const kelvin = facts.units.find((unit) => unit.id === "kelvin");
    expect(kelvin).toMatchObject({ definition: "K = °C + 273.15", inBase: null });
    expect(facts.units.find((unit) => unit.id === "fahrenheit")?.definition).toBe(
      "°F = °C × 9/5 + 32",
    );
    // A scale without offset reads as an equation, not as "multiply the value by 0.8".
    expect(facts.units.find((unit) => unit.id === "reaumur")?.definition).toBe("°Ré = °C × 0.8");
    expect(facts.examples.map((example) => example.statement)).toEqual(
      expect.arrayContaining(["100 °C = 212 °F", "98.6 °F = 37 °C", "0 °C = 273.15 K"]),
    );
    const values = facts.table.rows.map((row) => row.value);
    expect(values).toEqual(expect.arrayContaining(["0", "100"]));
    expect(facts.confusions.join(" ")).toMatch(/offset/);
    expect(facts.confusions.join(" ")).toContain("Temperature Interval Converter");
  });

  it("states temperature differences without offsets", () => {
    const facts = factsOf("temperature-interval");
    expect(facts.confusions.join(" ")).toContain("10 K = 18 °F");
    // Kelvin and degree Celsius differences are equal: the table pairs kelvins with another unit.
    expect(facts.table.from.id).toBe("kelvin-difference");
    expect(facts.table.to.id).not.toBe("celsius-difference");
  });

  it("tables data sizes in powers of two and tells decimal from binary prefixes", () => {
    const facts = factsOf("data-storage");
    expect(facts.table.rows.map((row) => row.value)).toEqual([
      "1",
      "2",
      "4",
      "8",
      "16",
      "32",
      "64",
      "128",
      "256",
      "1024",
    ]);
    expect(facts.table.rows.map((row) => row.statement)).toContain("8 bit = 1 B");
    expect(facts.confusions.join("\n")).toContain("1 KiB = 1.024 kB");
    expect(facts.confusions.join("\n")).toContain("1 GiB = 1.073741824 GB");
  });

  it("keeps daily currency rates out of every figure", () => {
    const facts = factsOf("currency");
    const table = tableOf("currency");
    expect(converterKind(facts)).toBe("currency");
    // The default pair is described …
    expect(facts.units.slice(0, 2).map((unit) => unit.id)).toEqual(["usd", "eur"]);
    const dollar = facts.units[0];
    expect(dollar?.inBase).toBeNull();
    expect(dollar?.definition).toBe(
      `US dollars per euro (${table.rates?.source} of ${table.rates?.date})`,
    );
    expect(dollar?.definition).not.toMatch(/1\.1252/);
    // … but figures use only the lev's irrevocable euro rate.
    for (const example of allConversions(facts)) {
      expect(["eur", "bgn"]).toContain(example.from);
      expect(["eur", "bgn"]).toContain(example.to);
    }
    expect(facts.examples.map((example) => example.statement)).toContain("1 € = 1.95583 лв");
    expect(facts.table).toMatchObject({ from: { id: "eur" }, to: { id: "bgn" } });
    expect(facts.table.rows.length).toBeGreaterThanOrEqual(6);
    // The ruble has no rate: it is left out of the units and named among the mistakes.
    expect(facts.units.map((unit) => unit.id)).not.toContain("rub");
    expect(facts.confusions.join(" ")).toContain("Russian ruble");
  });

  it("rewrites text in styles for the text converter", () => {
    const facts = factsOf("case");
    const table = tableOf("case");
    expect(converterKind(facts)).toBe("text");
    expect(facts.base.definition).toBe("text with every letter in lower case");
    expect(facts.examples.length).toBeGreaterThanOrEqual(4);
    for (const example of facts.examples) {
      const to = table.units.find((unit) => unit.id === example.to);
      expect(example.statement).toBe(`"${example.value}" in ${to?.name} is "${example.result}"`);
    }
    expect(facts.examples[0]?.statement).toBe(
      '"The quick brown fox" in UPPERCASE is "THE QUICK BROWN FOX"',
    );
    // The table: one phrase in each style.
    expect(new Set(facts.table.rows.map((row) => row.value)).size).toBe(1);
    expect(new Set(facts.table.rows.map((row) => row.to)).size).toBe(facts.table.rows.length);
    expect(facts.confusions.join(" ")).toContain(
      '"XMLHttpRequest" in snake_case is "xml_http_request"',
    );
  });

  it("writes numbers in the source unit's own digits", () => {
    const facts = factsOf("numbers");
    expect(converterKind(facts)).toBe("numerals");
    expect(facts.examples.map((example) => example.statement)).toEqual(
      expect.arrayContaining(["255 ₁₀ = 11111111 ₂", "101010 ₂ = 42 ₁₀"]),
    );
    expect(facts.table.rows.map((row) => row.statement)).toContain("255 ₁₀ = 11111111 ₂");
  });

  it("never states a figure in a unit whose symbol is a bare number", () => {
    const facts = factsOf("prefixes");
    expect(facts.base.symbol).toBe("1");
    expect(facts.units.find((unit) => unit.id === "kilo")?.definition).toBe("exactly 1000");
    for (const example of allConversions(facts)) {
      expect(example.from).not.toBe("one");
      expect(example.to).not.toBe("one");
    }
    expect(facts.confusions.join("\n")).toContain("1 M = 1000000000 m");
  });

  describe.each(codeCatalogue.converters.map((converter) => converter.key))("%s", (key) => {
    const facts = factsOf(key);
    const table = tableOf(key);

    it("describes up to a dozen units, the default pair first, each once", () => {
      expect(facts.units.length).toBeGreaterThanOrEqual(2);
      expect(facts.units.length).toBeLessThanOrEqual(12);
      const ids = facts.units.map((unit) => unit.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids[0]).toBe(table.units[0]?.id);
      expect(ids[1]).toBe(table.units[1]?.id);
      expect(facts.base.id).toBe(table.baseUnit);
      for (const unit of facts.units) {
        expect(unit.definition.trim()).not.toBe("");
        const def = table.units.find((u) => u.id === unit.id);
        expect(unit.about).toBe(def?.about);
        expect(unit.source).toBe(def?.source);
        expect(unit.note).toBe(def?.note);
        if (def?.definition.kind === "linear" && unit.inBase !== null) {
          expect(unit.inBase).toBe(recomputed(table, { ...oneOf(unit.id, table.baseUnit) }).result);
        } else {
          expect(unit.inBase).toBeNull();
        }
      }
    });

    it("has four to six worked examples and six to ten table rows, all from the engine", () => {
      expect(facts.examples.length).toBeGreaterThanOrEqual(4);
      expect(facts.examples.length).toBeLessThanOrEqual(6);
      expect(facts.table.rows.length).toBeGreaterThanOrEqual(6);
      expect(facts.table.rows.length).toBeLessThanOrEqual(10);
      for (const example of allConversions(facts)) {
        const conversion = recomputed(table, example);
        expect(example.result).toBe(conversion.result);
        expect(example.formula).toBe(conversion.formula);
        if (converterKind(facts) !== "text") {
          expect(example.statement).toBe(
            `${example.value} ${symbolOf(table, example.from)} = ${example.result} ${symbolOf(table, example.to)}`,
          );
        }
        if (conversion.exact) {
          expect(example.formula).toBe(formulaFor(table, example.from, example.to));
        }
      }
      const statements = facts.examples.map((example) => example.statement);
      expect(new Set(statements).size).toBe(statements.length);
      if (converterKind(facts) !== "text") {
        for (const row of facts.table.rows) {
          expect(row.from).toBe(facts.table.from.id);
          expect(row.to).toBe(facts.table.to.id);
        }
      }
    });

    it("names mistakes, and every figure in them is the engine's", () => {
      expect(facts.confusions.length).toBeGreaterThanOrEqual(2);
      for (const stated of confusionStatements(facts, table)) {
        expect(convert(table, stated.value, stated.from, stated.to)).toMatchObject({
          status: "ok",
          result: stated.result,
        });
      }
    });

    it("is the same every time", () => {
      expect(converterFacts(codeCatalogue, key)).toEqual(facts);
    });
  });
});

function oneOf(from: string, to: string): WorkedExample {
  return { value: "1", from, to, result: "", statement: "" };
}
