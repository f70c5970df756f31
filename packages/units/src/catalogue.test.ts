import { describe, expect, it } from "vitest";
import {
  answerQuery,
  converters,
  findUnit,
  getConverter,
  getSearchIndex,
  getTable,
  tables,
  unitCount,
  validateCatalogue,
} from "./catalogue";
import { COMPOUND_PRESETS, convertCompound, minorPerMajor } from "./compound";
import { convert, convertExact, type Conversion } from "./convert";
import { checkExpression, evaluate } from "./expression";
import { Rational } from "./rational";
import { searchConverters } from "./search";
import type { UnitTable } from "./types";
import { roundTripProblems, sameDigits } from "./validate";
import exactFactorsTsv from "./__fixtures__/exact-factors.tsv?raw";

/** These tests run against the real catalogue: data/*.ts and converters.ts. */

const table = (key: string): UnitTable => {
  const found = getTable(key);
  if (!found) throw new Error(`The catalogue has no "${key}" table`);
  return found;
};
const result = (c: Conversion) =>
  c.status === "ok" ? c.result : c.status === "error" ? `Error: ${c.message}` : "(empty)";
const run = (key: string, value: string, from: string, to: string) =>
  result(convert(table(key), value, from, to));

describe("the catalogue", () => {
  it("passes every consistency check", () => {
    expect(validateCatalogue()).toEqual([]);
  });

  it("collects every data file, each named after its table's key", () => {
    const files = Object.keys(import.meta.glob("./data/*.ts")).map((path) =>
      path.replace(/^\.\/data\//, ""),
    );
    expect(tables.map((t) => `${t.key}.ts`).sort()).toEqual(files.sort());
  });

  it("has a table with at least 2 units for each of its 81 converters", () => {
    expect(converters).toHaveLength(81);
    for (const converter of converters) {
      expect(getTable(converter.key)?.units.length ?? 0, converter.key).toBeGreaterThanOrEqual(2);
      expect(getConverter(converter.slug)).toBe(converter);
      expect(getConverter(converter.key)).toBe(converter);
    }
  });

  it("counts 1000+ distinct units by code", () => {
    const ids = new Set(tables.flatMap((t) => t.units.map((u) => u.id)));
    expect(unitCount).toBe(ids.size);
    expect(unitCount).toBeGreaterThanOrEqual(1000);
  });

  it("meets the product's minimum unit counts", () => {
    const minimums: Record<string, number> = {
      length: 25,
      weight: 20,
      volume: 30,
      temperature: 8,
      area: 25,
      pressure: 22,
      energy: 21,
      currency: 20,
      case: 12,
      numbers: 36,
      "data-storage": 34,
    };
    for (const [key, minimum] of Object.entries(minimums)) {
      expect(table(key).units.length, key).toBeGreaterThanOrEqual(minimum);
    }
    expect(table("case").units).toHaveLength(12);
    const currencies = table("currency").units.map((u) => u.id);
    for (const code of [
      "usd",
      "eur",
      "gbp",
      "jpy",
      "aud",
      "cad",
      "chf",
      "cny",
      "sek",
      "nzd",
      "mxn",
      "sgd",
      "hkd",
      "nok",
      "krw",
      "try",
      "rub",
      "inr",
      "brl",
      "zar",
    ]) {
      expect(currencies, code).toContain(code);
    }
  });

  it("has unique ids in each table, a base unit of factor 1, and expressions that parse", () => {
    for (const t of tables) {
      const ids = t.units.map((u) => u.id);
      expect(new Set(ids).size, t.key).toBe(ids.length);
      const base = t.units.find((u) => u.id === t.baseUnit);
      expect(base, `${t.key} base`).toBeDefined();
      const d = base?.definition;
      if (d?.kind === "linear") expect(evaluate(d.factor).equals(Rational.ONE), t.key).toBe(true);
      for (const u of t.units) {
        const def = u.definition;
        const expressions =
          def.kind === "linear" || def.kind === "reciprocal"
            ? [def.factor]
            : def.kind === "affine"
              ? [def.factor, def.offset]
              : def.kind === "logarithmic"
                ? [def.reference]
                : def.kind === "rate" && def.perBase !== null
                  ? [def.perBase]
                  : [];
        for (const e of expressions)
          expect(checkExpression(e), `${t.key}/${u.id}: ${e}`).toBe(true);
      }
    }
  });

  it("writes out each unit that tables on one base unit share once (in data/shared)", () => {
    const sources = import.meta.glob<string>("./data/**/*.ts", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const written = new Map<string, number>();
    for (const text of Object.values(sources)) {
      for (const [, id = ""] of text.matchAll(/^\s*id: "([a-z0-9-]+)",$/gm))
        written.set(id, (written.get(id) ?? 0) + 1);
    }
    const bases = new Map<string, Set<string>>();
    for (const t of tables) {
      for (const u of t.units) bases.set(u.id, (bases.get(u.id) ?? new Set()).add(t.baseUnit));
    }
    // A unit id on several bases is written once per base: typography's inch (against the
    // point) and the case style "pascal" (not the pressure unit) are their own definitions.
    for (const [id, onBases] of bases)
      expect(written.get(id) ?? 0, id).toBeLessThanOrEqual(onBases.size);
    expect(written.get("newton-meter")).toBe(1);
  });

  it("brings every unit back from the base unit exactly", () => {
    for (const t of tables) expect(roundTripProblems(t), t.key).toEqual([]);
  });
});

describe("defined factors (__fixtures__/exact-factors.tsv)", () => {
  const rows = exactFactorsTsv
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#") && !line.startsWith("quantity\t"))
    .map((line) => {
      const [quantity = "", unit = "", factor = "", base = ""] = line.split("\t");
      return { quantity, unit, factor, base };
    });
  const tsvExpression = (text: string) =>
    text.replace(/×/g, "*").replace(/(\d)π/g, "$1*pi").replace(/π/g, "pi");

  it("has the rows of the reference file", () => {
    expect(rows.length).toBeGreaterThanOrEqual(70);
  });

  for (const row of rows) {
    it(`1 ${row.unit} = ${row.factor} ${row.base} (${row.quantity})`, () => {
      const t = table(row.quantity);
      if (row.quantity === "frequency-wavelength") {
        // λ = c / f: for each wavelength unit, f × λ (in meters) = 299 792 458 m/s.
        const c = Rational.parse(row.factor);
        const wavelengths = t.units.filter((u) => u.definition.kind === "reciprocal");
        expect(wavelengths.length).toBeGreaterThan(0);
        for (const u of wavelengths) {
          const meters = convertExact(
            table("length"),
            Rational.ONE,
            u.id.replace(/^wavelength-/, ""),
            "meter",
          );
          for (const f of ["1", "100e6", "5.45e14"].map((s) => Rational.parse(s))) {
            const lambda = convertExact(t, f, t.baseUnit, u.id).mul(meters);
            expect(lambda.mul(f).equals(c), `${u.id} at ${f} Hz`).toBe(true);
          }
        }
        expect(run(row.quantity, "100", "megahertz", "wavelength-meter")).toBe("2.99792458");
        return;
      }
      expect(
        t.units.some((u) => u.id === row.unit),
        `${row.quantity} has ${row.unit}`,
      ).toBe(true);
      if (row.factor.includes("x")) {
        // A temperature formula of x: check it at several values, exactly.
        for (const x of ["-459.67", "-40", "0", "32", "98.6", "212", "1000.5"]) {
          const expected = evaluate(tsvExpression(row.factor).replace(/x/g, `(${x})`));
          expect(
            convertExact(t, Rational.parse(x), row.unit, row.base).equals(expected),
            `x = ${x}`,
          ).toBe(true);
        }
        return;
      }
      const actual = convertExact(t, Rational.ONE, row.unit, row.base);
      if (row.factor.includes("π")) {
        expect(sameDigits(actual, evaluate(tsvExpression(row.factor)), 30)).toBe(true);
      } else {
        expect(actual.toString()).toBe(Rational.parse(row.factor).toString());
      }
    });
  }
});

describe("the product's examples on the real catalogue", () => {
  it("converts them exactly", () => {
    expect(run("length", "1", "mile", "kilometer")).toBe("1.609344");
    expect(run("length", "1", "foot", "meter")).toBe("0.3048");
    expect(run("length", "1", "inch", "meter")).toBe("0.0254");
    expect(run("temperature", "212", "fahrenheit", "celsius")).toBe("100");
    expect(run("temperature", "100", "celsius", "fahrenheit")).toBe("212");
    expect(run("volume", "1", "us-gallon", "liter")).toBe("3.785411784");
    expect(run("weight", "1", "pound", "kilogram")).toBe("0.45359237");
    expect(run("angle", "1", "degree", "radian")).toBe("0.0174532925199433");
    expect(run("angle", "1", "radian", "degree")).toBe("57.2957795130823");
    expect(run("time", "1", "month", "second")).toBe("2629746");
    expect(run("time", "1", "year", "second")).toBe("31556952");
    expect(run("fuel-consumption", "10", "liter-100-kilometer", "mile-us-gallon")).toBe(
      "23.5214583333333",
    );
    expect(run("fuel-consumption", "32", "mile-us-gallon", "liter-100-kilometer")).toBe(
      "7.35045572916667",
    );
    expect(run("currency", "1", "rub", "usd")).toBe("Error: no current reference rate for RUB");
    expect(run("currency", "1", "eur", "usd")).toBe("1.1252");
    expect(run("numbers", "255", "decimal", "hexadecimal")).toBe("FF");
    expect(run("case", "hello world", "lowercase", "constant")).toBe("HELLO_WORLD");
  });

  it("says where currency rates come from", () => {
    expect(convert(table("currency"), "1", "usd", "eur")).toMatchObject({
      note: expect.stringContaining("2025-05-09"),
    });
  });
});

describe("energy consumption on the real catalogue", () => {
  const energy = (value: string, from: string, to: string) =>
    run("energy-consumption", value, from, to);

  it("is its own converter, listed right after fuel consumption", () => {
    const keys = converters.map((c) => c.key);
    expect(keys.indexOf("energy-consumption")).toBe(keys.indexOf("fuel-consumption") + 1);
    expect(getConverter("energy-consumption-converter")?.category).toBe(
      getConverter("fuel-consumption")?.category,
    );
    // Energy per distance is not volume per distance: no kWh in the fuel table.
    expect(table("fuel-consumption").units.some((u) => /wh/i.test(u.symbol))).toBe(false);
  });

  it("converts consumption linearly", () => {
    expect(energy("15", "kilowatt-hour-100-kilometer", "watt-hour-kilometer")).toBe("150");
    expect(energy("150", "watt-hour-kilometer", "kilowatt-hour-100-kilometer")).toBe("15");
    expect(energy("0.2", "kilowatt-hour-kilometer", "watt-hour-kilometer")).toBe("200");
    expect(energy("1", "kilowatt-hour-100-mile", "kilowatt-hour-100-kilometer")).toBe(
      "0.621371192237334",
    );
    expect(energy("250", "watt-hour-mile", "kilowatt-hour-100-mile")).toBe("25");
    expect(energy("1", "kilowatt-hour-mile", "watt-hour-mile")).toBe("1000");
    expect(energy("18", "megajoule-100-kilometer", "kilowatt-hour-100-kilometer")).toBe("5");
  });

  it("converts economy (distance per kWh) as the reciprocal of consumption", () => {
    expect(energy("4", "mile-kilowatt-hour", "kilowatt-hour-100-mile")).toBe("25");
    expect(energy("25", "kilowatt-hour-100-mile", "mile-kilowatt-hour")).toBe("4");
    expect(energy("5", "kilometer-kilowatt-hour", "kilowatt-hour-100-kilometer")).toBe("20");
    expect(energy("20", "kilowatt-hour-100-kilometer", "kilometer-kilowatt-hour")).toBe("5");
    expect(energy("16", "kilowatt-hour-100-kilometer", "kilometer-kilowatt-hour")).toBe("6.25");
    expect(energy("1", "mile-kilowatt-hour", "kilometer-kilowatt-hour")).toBe("1.609344");
    expect(energy("4", "mile-kilowatt-hour", "kilowatt-hour-100-kilometer")).toBe(
      "15.5342798059333",
    );
  });

  it("knows the units by what people type", () => {
    const cases: Array<[string, string]> = [
      ["kwh/100km", "kilowatt-hour-100-kilometer"],
      ["kWh per 100 km", "kilowatt-hour-100-kilometer"],
      ["kwh per 100km", "kilowatt-hour-100-kilometer"],
      ["kilowatt-hours per 100 kilometres", "kilowatt-hour-100-kilometer"],
      ["wh/km", "watt-hour-kilometer"],
      ["Wh per km", "watt-hour-kilometer"],
      ["kWh/100 miles", "kilowatt-hour-100-mile"],
      ["wh/mi", "watt-hour-mile"],
      ["mi/kwh", "mile-kilowatt-hour"],
      ["miles per kWh", "mile-kilowatt-hour"],
      ["km per kWh", "kilometer-kilowatt-hour"],
      ["km/kwh", "kilometer-kilowatt-hour"],
      ["MJ/100km", "megajoule-100-kilometer"],
    ];
    for (const [text, id] of cases) {
      const found = findUnit(text);
      expect(found?.table.key, text).toBe("energy-consumption");
      expect(found?.unit.id, text).toBe(id);
    }
  });

  it('answers free-text questions, a number after "per" being part of the unit', () => {
    const said = (text: string) => {
      const a = answerQuery(text);
      return a.status === "ok" ? `${a.question} = ${a.answer}` : a.status;
    };
    expect(said("15 kwh per 100 km to wh/km")).toBe("15 kWh/100 km = 150 Wh/km");
    expect(said("150 Wh/km in kWh per 100 km")).toBe("150 Wh/km = 15 kWh/100 km");
    expect(said("4 miles per kWh to kWh/100 mi")).toBe("4 mi/kWh = 25 kWh/100 mi");
    expect(said("6 liters per 100 km to mpg")).toMatch(/^6 L\/100 km = 39\.2024305555556 mpg/);
    // Energy per distance is not fuel per distance: no answer.
    expect(answerQuery("15 kWh/100 km to mpg").status).toBe("error");
  });

  it("is what the search finds first for kWh per 100 km and its neighbours", () => {
    const first = (q: string) => searchConverters(getSearchIndex(), q)[0]?.key;
    for (const q of [
      "kwh per 100 km",
      "kWh per 100km",
      "kwh/100km",
      "kwh/100 km",
      "wh/km",
      "mi/kwh",
      "miles per kwh",
      "km per kwh",
      "kwh per 100 miles",
      "ev energy consumption",
    ])
      expect(first(q), q).toBe("energy-consumption");
    expect(first("l per 100 km")).toBe("fuel-consumption");
  });
});

describe("free-text queries on the real catalogue", () => {
  const answer = (text: string) => {
    const a = answerQuery(text);
    return a.status === "ok"
      ? `${a.question} = ${a.answer}`
      : a.status === "error"
        ? `Error: ${a.message}`
        : "(empty)";
  };
  it("answers the examples", () => {
    expect(answer("5 ft 3 in to cm")).toMatch(/^5 ft 3 in = 160\.02 cm$/);
    expect(answer("100 km/h in mph")).toMatch(/= 62\.1371192237334 mph$/);
    expect(answer("212 F to C")).toBe("212 °F = 100 °C");
    expect(answer("3/8 inch to mm")).toMatch(/= 9\.525 mm$/);
    expect(answer("1e3 W to hp")).toMatch(/= 1\.34102208959503 hp/);
    expect(answer("32 mpg to L/100km")).toMatch(/= 7\.35045572916667 L\/100 ?km$/);
    expect(answer(`5'3" to cm`)).toMatch(/= 160\.02 cm$/);
    expect(answer("1 1/2 cups in ml")).toMatch(/= 354\.88235475 mL$/i);
  });
  it("explains what it could not understand", () => {
    expect(answer("5 blorp to m")).toBe(`Error: I don't know the unit "blorp"`);
    expect(answer("5 kg to m")).toBe(
      `Error: "kg" is a weight and "m" is a length: they can't be converted`,
    );
  });
  it("finds units by id, name and alias", () => {
    expect(findUnit("us-gallon")?.unit.id).toBe("us-gallon");
    expect(findUnit("gal")?.unit.id).toBe("us-gallon");
    expect(findUnit("psi")?.table.key).toBe("pressure");
  });
});

describe("search on the real catalogue", () => {
  const names = (q: string) => searchConverters(getSearchIndex(), q).map((i) => i.name);
  it("finds converters by unit", () => {
    expect(names("psi")[0]).toMatch(/^Pressure/);
    expect(names("psi")).toContain("Dynamic Viscosity Converter"); // through "psi·s", after Pressure
    expect(names("kelvin")[0]).toMatch(/^Temperature/);
    expect(names("")).toEqual([]);
  });
  it("puts names starting with the query first", () => {
    expect(names("temperature")[0]).toMatch(/^Temperature/);
    expect(names("length")[0]).toMatch(/^Length/);
  });
});

describe("compound presets on the real catalogue", () => {
  it("refer to existing units with a whole-number ratio", () => {
    for (const preset of COMPOUND_PRESETS) {
      const t = table(preset.table);
      const ids = preset.kind === "mixed" ? [preset.major, preset.minor] : [preset.unit];
      for (const id of ids)
        expect(
          t.units.some((u) => u.id === id),
          `${preset.id}: ${id}`,
        ).toBe(true);
      if (preset.kind === "mixed") expect(minorPerMajor(t, preset).isInteger()).toBe(true);
    }
    expect(result(convertCompound(table("length"), "1.75", "meter", "feet-inches"))).toBe(
      "5 ft 8.9 in",
    );
    expect(result(convertCompound(table("weight"), "1", "kilogram", "pounds-ounces"))).toBe(
      "2 lb 3.3 oz",
    );
  });
});
