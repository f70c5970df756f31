import { describe, expect, it } from "vitest";
import { CONSTANTS } from "./constants";
import { checkExpression, evaluate, ExpressionError } from "./expression";
import { Rational } from "./rational";

const value = (expression: string) => evaluate(expression).toString();

describe("evaluate", () => {
  it("evaluates numbers and operators exactly", () => {
    expect(value("0.3048")).toBe("381/1250");
    expect(value("231 * 0.0254^3 * 1000")).toBe(Rational.parse("3.785411784").toString());
    expect(value("1 + 2 * 3")).toBe("7");
    expect(value("(1 + 2) * 3")).toBe("9");
    expect(value("2^3^2")).toBe("512"); // right-associative
    expect(value("-2^2")).toBe("-4"); // unary minus binds looser than ^
    expect(value("2^-2")).toBe("1/4");
    expect(value("10/4 - 1/4")).toBe("9/4");
    expect(value("6 ÷ 4 × 2")).toBe("3");
    expect(value("1e-10")).toBe("1/10000000000");
  });

  it("knows the named constants", () => {
    expect(value("lb*g0/in^2")).toBe(
      Rational.parse("0.45359237")
        .mul(Rational.parse("9.80665"))
        .div(Rational.parse("0.0254").pow(2))
        .toString(),
    );
    expect(value("galUS*1000")).toBe(Rational.parse("3.785411784").toString());
    expect(evaluate("pi").equals(Rational.parse(CONSTANTS.pi ?? ""))).toBe(true);
    expect(evaluate("π/180").equals(evaluate("pi/180"))).toBe(true);
    expect(value("mi/h")).toBe(Rational.parse("0.44704").toString());
  });

  it("gives clear errors", () => {
    expect(() => evaluate("2 +")).toThrow(
      /Invalid expression "2 \+": expected a number, a name or "\(" but found the end/,
    );
    expect(() => evaluate("blorp * 2")).toThrow(/unknown name "blorp"/);
    expect(() => evaluate("(1 + 2")).toThrow(/expected "\)"/);
    expect(() => evaluate("2 $ 3")).toThrow(/unexpected "\$" at position 3/);
    expect(() => evaluate("2^0.5")).toThrow(/exponent must be a whole number/);
    expect(() => evaluate("1/0")).toThrow(/division by zero/);
    expect(() => evaluate("1 2")).toThrow(ExpressionError);
    expect(checkExpression("3/8")).toBe(true);
    expect(checkExpression("3/")).toMatch(/Invalid expression/);
  });

  it("caches: the same string gives the same object", () => {
    expect(evaluate("1200/3937")).toBe(evaluate("1200/3937"));
  });
});
