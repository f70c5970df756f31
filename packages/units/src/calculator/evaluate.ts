import { Rational } from "../rational";
import type { Node } from "./parse";
import {
  add,
  divide,
  multiply,
  negate,
  power,
  pureNumber,
  type DimensionPhrase,
  type Quantity,
} from "./quantity";
import type { Reading } from "./unit-reader";

/** The value of a parsed expression, with every unit it read (for the answer's steps). */
export function evaluateNode(
  node: Node,
  phrase: DimensionPhrase,
): { quantity: Quantity; units: Array<{ reading: Reading; alternatives: Reading[] }> } {
  const units: Array<{ reading: Reading; alternatives: Reading[] }> = [];
  const visit = (n: Node): Quantity => {
    switch (n.type) {
      case "number":
        return pureNumber(n.value);
      case "unit":
        units.push({ reading: n.reading, alternatives: n.alternatives });
        return {
          value: n.reading.size,
          pi: n.reading.pi,
          dimension: n.reading.dimension,
          approximate: n.reading.approximate,
        };
      case "neg":
        return negate(visit(n.operand));
      case "add":
        return add(visit(n.left), visit(n.right), phrase);
      case "sub":
        return add(visit(n.left), visit(n.right), phrase, true);
      case "mul":
        return multiply(visit(n.left), visit(n.right));
      case "div":
        return divide(visit(n.left), visit(n.right));
      case "pow":
        return power(visit(n.base), n.exponent, phrase);
      case "sqrt":
        return power(visit(n.operand), Rational.of(1n, 2n), phrase);
    }
  };
  return { quantity: visit(node), units };
}

const PRECEDENCE: Record<Node["type"], number> = {
  add: 1,
  sub: 1,
  mul: 2,
  div: 2,
  neg: 3,
  pow: 4,
  sqrt: 5,
  number: 5,
  unit: 5,
};

/** The expression as it was read: "3 kWh/(100 km)", "60 mph·2 h", "5 ft + 3 in". */
export function writeNode(node: Node): string {
  const wrap = (child: Node, min: number) => {
    const text = writeNode(child);
    const mixedNumber =
      child.type === "add" && child.left.type === "number" && child.right.type === "number";
    return PRECEDENCE[child.type] < min && !mixedNumber ? `(${text})` : text;
  };
  switch (node.type) {
    case "number":
      return node.value.isInteger() || !node.text.includes("/")
        ? node.text.replaceAll(",", "")
        : node.text;
    case "unit":
      return node.reading.symbol;
    case "neg":
      return `-${wrap(node.operand, 3)}`;
    case "add":
      // "1 1/2": a whole number and a fraction, as typed
      if (node.left.type === "number" && node.right.type === "number") {
        return `${writeNode(node.left)} ${writeNode(node.right)}`;
      }
      return `${writeNode(node.left)} + ${wrap(node.right, 2)}`;
    case "sub":
      return `${writeNode(node.left)} - ${wrap(node.right, 2)}`;
    case "mul":
      return `${wrap(node.left, 2)}${node.implicit ? " " : "·"}${wrap(node.right, node.implicit ? 3 : 2)}`;
    case "div": {
      // "kWh/100 km" was read as kWh/(100 km): the parentheses say so.
      const right = node.right;
      const needs = PRECEDENCE[right.type] <= 2;
      return `${wrap(node.left, 2)}/${needs ? `(${writeNode(right)})` : writeNode(right)}`;
    }
    case "pow":
      return `${wrap(node.base, 5)}^${node.exponent.isInteger() ? node.exponent.toString() : `(${node.exponent.toString()})`}`;
    case "sqrt":
      return `sqrt(${writeNode(node.operand)})`;
  }
}
