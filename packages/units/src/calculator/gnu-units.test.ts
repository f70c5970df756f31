import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { converters, tables } from "../catalogue";
import { quantityPhrase } from "../query";
import { Rational } from "../rational";
import { createCalculator } from "./calculator";
import { CalculationError } from "./limits";
import { TABLE_DIMENSIONS } from "./table-dimensions";

/**
 * Conformance with GNU units 2.22 (issue 28): __fixtures__/gnu-units-expressions.tsv holds GNU's
 * answers to expressions across every table the calculator reads, written by
 * scripts/gnu-units-oracle.mjs (npm run oracle:gnu), so this test never needs GNU units.
 * docs/calculator-gnu-units.md explains the rows, the bound and each known difference.
 */
const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const fixture = read("../__fixtures__/gnu-units-expressions.tsv");
const docs = read("../../../../docs/calculator-gnu-units.md");

/**
 * How far GNU's answer may be from our exact one, relatively. GNU works in IEEE doubles: each
 * operation rounds to within u = 2^-53 ≈ 1.1e-16, and an answer goes through a few of them (the
 * number, each unit's chain of definitions, the division by the target: a Btu is a cal_IT lb
 * degF/(g K), a psi a lbf/in^2) and then is printed to 17 digits (≤ 5e-17 more). 1e-15 is
 * about nine roundings; the largest difference in the fixture is 4.5e-16. The expressions do not
 * subtract nearly equal amounts, which would multiply GNU's error by the terms' ratio to the
 * result. A difference of definition (1e-12 for the parsec, 1e-9 for CODATA 2018 against 2022)
 * is far above it.
 */
const BOUND = Rational.parse("1e-15");

interface Row {
  table: string;
  expression: string;
  target: string;
  gnuExpression: string;
  gnuTarget: string;
  /** GNU's answer as printed (%.17g), or "error: " and GNU's message */
  gnu: string;
  /** "": ours agrees; "refused: …": both refuse; "differs: …": a known difference */
  note: string;
}

const rows: Row[] = fixture
  .split("\n")
  .filter((line) => line.trim() !== "" && !line.startsWith("#") && !line.startsWith("table\t"))
  .map((line) => {
    const [table = "", expression = "", target = "", gnuExpression = "", ...rest] =
      line.split("\t");
    const [gnuTarget = "", gnu = "", note = ""] = rest;
    return { table, expression, target, gnuExpression, gnuTarget, gnu, note };
  });
const agreeing = rows.filter((row) => row.note === "");
const refused = rows.filter((row) => row.note.startsWith("refused: "));
const differing = rows.filter((row) => row.note.startsWith("differs: "));

const names = new Map(converters.map((c) => [c.key, c.name]));
const calculator = createCalculator(tables, {
  quantity: (table) => quantityPhrase(names.get(table.key) ?? table.key),
});

/** Our exact answer in the row's target, or the message of our refusal. */
function ours(row: Row): Rational | string {
  try {
    return calculator.calculate(row.expression, row.target, { precision: 30 }).exactValue;
  } catch (error) {
    if (error instanceof CalculationError) return error.message;
    throw error;
  }
}

/** GNU's answer as a rational, or null when GNU refused. */
function gnu(row: Row): Rational | null {
  return row.gnu.startsWith("error") ? null : Rational.parse(row.gnu);
}

/** |ours - GNU's| / |ours| (or |GNU's| when ours is 0). */
function relativeDifference(exact: Rational, double: Rational): Rational {
  const difference = exact.sub(double).abs();
  return exact.isZero() ? difference : difference.div(exact.abs());
}

const title = (row: Row) =>
  `${row.expression} → ${row.target} (GNU: ${row.gnuExpression} → ${row.gnuTarget})`;

describe("the fixture (__fixtures__/gnu-units-expressions.tsv)", () => {
  it("was written by GNU units 2.22", () => {
    expect(fixture).toMatch(/^# Expressions worked out by GNU Units version 2\.22 /);
  });

  it("holds at least 300 agreeing expressions, some in every table the calculator reads", () => {
    expect(agreeing.length).toBeGreaterThanOrEqual(300);
    const labels = new Set([...Object.keys(TABLE_DIMENSIONS), "constant"]);
    expect(rows.filter((row) => !labels.has(row.table)).map(title)).toEqual([]);
    const untested = Object.keys(TABLE_DIMENSIONS).filter(
      (key) => !agreeing.some((row) => row.table === key),
    );
    expect(untested).toEqual([]);
  });

  it("lists every known difference in docs/calculator-gnu-units.md", () => {
    const missing = differing.filter(
      (row) => !docs.includes(`\`${row.expression}\` → \`${row.target}\``),
    );
    expect(missing.map(title)).toEqual([]);
  });
});

describe(`ours equals GNU's answer to ${BOUND.toNumber()} (relative)`, () => {
  it.each(agreeing.map((row) => [title(row), row] as const))("%s", (_, row) => {
    const expected = gnu(row);
    expect(expected, `GNU refused: ${row.gnu}`).not.toBeNull();
    const answer = ours(row);
    if (typeof answer === "string") expect.fail(`ours refused: ${answer}`);
    const relative = relativeDifference(answer, expected ?? Rational.ZERO);
    expect(
      relative.compare(BOUND) <= 0,
      `ours ${answer.toNumber()}, GNU ${row.gnu}: ${relative.toNumber()} apart`,
    ).toBe(true);
  });
});

describe("both refuse", () => {
  it.each(refused.map((row) => [title(row), row] as const))("%s", (_, row) => {
    expect(gnu(row), "GNU answered").toBeNull();
    expect(typeof ours(row), "ours answered").toBe("string");
  });
});

describe("known differences still differ (so their notes stay true)", () => {
  it.each(differing.map((row) => [title(row), row] as const))("%s", (_, row) => {
    const answer = ours(row);
    const expected = gnu(row);
    if (typeof answer === "string" || expected === null) {
      // one side refuses: the other must answer
      expect(typeof answer === "string" && expected === null, "both refuse").toBe(false);
      return;
    }
    const relative = relativeDifference(answer, expected);
    expect(
      relative.compare(BOUND) > 0,
      `ours ${answer.toNumber()} equals GNU's ${row.gnu}: the note "${row.note}" is out of date`,
    ).toBe(true);
  });
});
