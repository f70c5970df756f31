// @ts-check
/* global console -- it runs in Node */
// A project that installed the packed tarball and nothing else: src/packaging.test.ts copies this
// file there, runs it with Node and type-checks it (node16 and bundler resolution). It prints
// what it got as JSON, for the test to compare.
import { convert, converters, Rational } from "@unitwise/units";
import { answerQuery, getTable, tables } from "@unitwise/units/catalogue";
import length from "@unitwise/units/data/length";

/** @param {import("@unitwise/units").Conversion} conversion */
const resultOf = (conversion) =>
  conversion.status === "ok" ? conversion.result : conversion.status;

const foot = convert(getTable("length"), "1", "foot", "meter");
const height = answerQuery("5 ft 3 in to cm");
const calculation = answerQuery("3 kWh/100km to J/m");
const refusal = answerQuery("1 m to kg");

const facts = {
  foot: resultOf(foot),
  footExact: foot.status === "ok" ? String(foot.exact) : null,
  // One table alone, from its own entry, is the catalogue's table (the code is shared, not copied).
  footFromTable: resultOf(convert(length, "1", "foot", "meter")),
  sameTable: getTable("length") === length,
  sameRational: foot.status === "ok" && foot.exact instanceof Rational,
  height: height.status === "ok" ? `${height.question} = ${height.answer}` : height.status,
  calculation:
    calculation.status === "calculated"
      ? `${calculation.calculation.answer} exact=${calculation.calculation.exact}`
      : calculation.status,
  refusal: refusal.status === "error" ? refusal.message : refusal.status,
  tenthsSum: Rational.parse("0.1").add(Rational.parse("0.2")).toString(),
  converters: converters.length,
  tables: tables.length,
  lengthConverter: converters.find((c) => c.key === "length")?.name ?? null,
  lengthUnits: length.units.map((unit) => unit.id).slice(0, 3),
};
console.log(JSON.stringify(facts));
