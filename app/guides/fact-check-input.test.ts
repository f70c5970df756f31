import { describe, expect, it } from "vitest";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { checkFacts, type FactCheckResult } from "./fact-check";
import { converterFacts } from "./facts";
import { writeLocalGuide } from "./local-writer";

// Every figure below was computed by the engine (answerQuery on the code's catalogue), not by hand.

const check = (markdown: string, converterKey?: string): FactCheckResult =>
  checkFacts(markdown, codeCatalogue, converterKey);

describe("checkFacts: any input", () => {
  it("never throws", () => {
    const odd = [
      "",
      " ",
      "|",
      "|||\n|---|\n| | |",
      "```",
      "~~~\n1 mile = 2 km",
      "1 = = 1",
      "= 1 ft",
      "1 ft =",
      "(((((1 ft = (((0.3048 m",
      "1 ft = 0.3048 m)))))",
      "1e99999 m = 1 km",
      "1e-99999 m = 0 km",
      "1/0 ft = 1 m",
      "0/0 ft = 1/0 m",
      "NaN ft = Infinity m",
      "1 ft = 1e1001 m",
      "𝟙 mile = 1.6 km",
      "\u0000\u0001\u2028\u2029",
      "1 ft = 0.3048 m ".repeat(500),
      "[".repeat(5000),
      "<!--".repeat(2000),
      "# ".repeat(3000) + "x",
      "1".repeat(5000) + " ft = 1 m",
      "a a a a a a a a a is a a a a",
      "There are in in in in a a a",
      "5'3\" = 160.02 cm",
      "½ cup = 118.29 ml",
      "1 cup = ½ pint",
      "255 in hex is FF",
      '"hello world" in snake_case is "hello_world"',
      "1 mile (1.609 km (exact)) = 5280 ft",
      "| 1 ft | | 0.3048 m |\n| --- |\n| x |",
    ];
    for (const text of odd) {
      expect(() => check(text), text.slice(0, 40)).not.toThrow();
      expect(() => check(text, "temperature-interval")).not.toThrow();
    }
  });

  it("never throws on random text made of the pieces of statements", () => {
    const pieces = [
      "1",
      "0",
      "-2.5",
      "1,000",
      "1/2",
      "1e3",
      "ft",
      "m",
      "°F",
      "°C",
      "km/h",
      "US",
      "gallon",
      "(",
      ")",
      "=",
      "≈",
      "is",
      "about",
      "in",
      "a",
      "|",
      "\n",
      "...",
      ",",
      ".",
      "**",
      "`",
      "×",
      "there are",
    ];
    let seed = 20_250_509;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 300; n++) {
      const words = Array.from(
        { length: 1 + Math.floor(random() * 30) },
        () => pieces[Math.floor(random() * pieces.length)] ?? "",
      );
      const text = words.join(random() < 0.5 ? " " : "");
      const result = check(text);
      expect(result.problems.length).toBeLessThanOrEqual(result.checked);
    }
  });
});

describe("checkFacts: whole guides", () => {
  it("checks a long written guide", () => {
    const section = [
      "## Feet and meters",
      "",
      "The foot is defined as exactly 0.3048 m, so 1 ft = 0.3048 m and 10 ft = 3.048 m. A meter is about 3.28084 feet, and a person who is 6 ft (1.83 m) tall is tall. Engineers, surveyors and carpenters still use feet every day, and many drawings show both units side by side, which is why a quick mental check helps.",
      "",
      "- 1 US survey foot = 0.3048006 m.",
      "- Writing 1 ft = 0.33 m instead of 0.3048 m is a common mistake.",
      "",
      "| Feet (ft) | Meters (m) |",
      "|---:|---:|",
      "| 1 | 0.3048 |",
      "| 5 | 1.524 |",
      "| 100 | 30.48 |",
      "",
      "Water boils at 212 °F (100 °C). There are 16 ounces in a pound. Converting by hand is easy: multiply the number of feet by 0.3048, keep every digit until the end and round only the final figure.",
      "",
    ].join("\n");
    const guide = Array.from({ length: 10 }, () => section).join("\n");
    expect(guide.split(/\s+/).length).toBeGreaterThan(1500);
    const result = check(guide, "length");
    expect(result.checked).toBe(10 * 11);
    expect(result.problems).toHaveLength(10);
    expect(result.problems[0]).toEqual({
      sentence: "Writing 1 ft = 0.33 m instead of 0.3048 m is a common mistake.",
      stated: "0.33 m",
      computed: "0.3048 m",
    });
  });

  it("finds no problem in the local writer's guides", () => {
    for (const converter of codeCatalogue.converters) {
      const facts = converterFacts(codeCatalogue, converter.key);
      if (!facts) continue;
      const { content } = writeLocalGuide(facts);
      expect(check(content, converter.key).problems, converter.key).toEqual([]);
    }
  });

  it("re-reads the local writer's worked examples", () => {
    const facts = converterFacts(codeCatalogue, "length");
    expect(facts?.examples.length).toBeGreaterThan(0);
    for (const example of facts?.examples ?? []) {
      expect(check(example.statement, "length"), example.statement).toEqual({
        checked: 1,
        problems: [],
      });
    }
  });
});
