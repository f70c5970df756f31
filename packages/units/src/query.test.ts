import { describe, expect, it } from "vitest";
import { answerQuery } from "./catalogue";
import * as t from "./__fixtures__/tables";
import { createQueryEngine, quantityPhrase, type QueryAnswer } from "./query";

const engine = createQueryEngine(t.allTables, t.converterList);
const ask = (text: string) => engine.answer(text);
const answer = (text: string) => {
  const a = ask(text);
  if (a.status === "calculated") return `${a.calculation.question} = ${a.calculation.answer}`;
  return a.status === "ok"
    ? `${a.question} = ${a.answer}`
    : a.status === "error"
      ? `Error: ${a.message}`
      : "(empty)";
};
const ok = (a: QueryAnswer) => {
  if (a.status !== "ok") throw new Error(`expected an answer, got ${JSON.stringify(a)}`);
  return a;
};

describe("free-text queries (fixture tables)", () => {
  it("answers the examples", () => {
    expect(answer("5 ft 3 in to cm")).toBe("5 ft 3 in = 160.02 cm");
    expect(answer("100 km/h in mph")).toBe("100 km/h = 62.1371192237334 mph");
    expect(answer("212 F to C")).toBe("212 °F = 100 °C");
    expect(answer("3/8 inch to mm")).toBe("3/8 in = 9.525 mm");
    expect(answer("1e3 W to hp")).toBe("1e3 W = 1.34102208959503 hp");
    expect(answer("32 mpg to L/100km")).toBe("32 mpg (US) = 7.35045572916667 L/100 km");
    expect(answer(`5'3" to cm`)).toBe("5 ft 3 in = 160.02 cm");
    expect(answer("5′3″ to cm")).toBe("5 ft 3 in = 160.02 cm");
    expect(answer("1 1/2 cups in ml")).toBe("1 1/2 cup (US) = 354.88235475 mL");
  });

  it("is case-insensitive and knows names, plurals, symbols and aliases", () => {
    expect(answer("2 FEET TO INCHES")).toBe("2 ft = 24 in");
    expect(answer("2 Kilometers to Miles")).toBe("2 km = 1.24274238447467 mi");
    expect(answer("3 kgs to lbs")).toBe("3 kg = 6.61386786554633 lb");
    expect(answer("convert 10 metres into feet?")).toBe("10 m = 32.8083989501312 ft");
    expect(answer("how many ml in a cup")).toBe("1 cup (US) = 236.5882365 mL");
    expect(answer("ft to cm")).toBe("1 ft = 30.48 cm");
    expect(answer("-40 C to F")).toBe("-40 °C = -40 °F");
    expect(answer("5 in to cm")).toBe("5 in = 12.7 cm");
    expect(answer("12 cm in in")).toBe("12 cm = 4.7244094488189 in");
  });

  it("prefers exact case for symbols that differ only in case", () => {
    expect(answer("1 Mm to km")).toBe("1 Mm = 1000 km");
    expect(answer("1 mm to km")).toBe("1 mm = 0.000001 km");
  });

  it("resolves ambiguous words by the documented preference or by the other unit", () => {
    expect(ok(ask("1 gal to L")).from).toBe("us-gallon");
    expect(ok(ask("1 cup to ml")).from).toBe("us-cup");
    expect(ok(ask("1 ton to kg")).from).toBe("short-ton");
    expect(ok(ask("1 hp to W")).from).toBe("horsepower");
    expect(ok(ask("1 F to uF")).table).toBe("electrostatic-capacitance");
    expect(ok(ask("1 F to C")).table).toBe("temperature");
    expect(ok(ask("1 C to abC")).table).toBe("charge");
    expect(ok(ask("2 L to bu")).table).toBe("volume-dry"); // only volume-dry has both
    expect(ok(ask("2 L to ml")).table).toBe("volume"); // both tables have liter: the earlier table wins
  });

  it("explains what it could not understand", () => {
    expect(answer("5 blorp to m")).toBe(`Error: I don't know the unit "blorp"`);
    expect(answer("5 m to blorp")).toBe(`Error: I don't know the unit "blorp"`);
    expect(answer("5 kg to m")).toBe(
      `Error: "kg" is a weight and "m" is a length: they can't be converted`,
    );
    expect(answer("5 ft 3 kg to m")).toBe(
      `Error: "ft" is a length and "kg" is a weight: they can't be added`,
    );
    // With no unit to convert to, the calculator shows the amount in its dimension's own unit.
    expect(answer("5 ft")).toBe("5 ft = 1.524 m");
    expect(answer("5 to cm")).toMatch(/^Error: Say which unit 5 is in/);
    expect(answer("0 mpg to L/100km")).toMatch(/^Error: 0 mpg \(US\) has no equivalent/);
    expect(answer("5 C 3 F to K")).toMatch(/^Error: "5 C" can't be added/);
    expect(answer("")).toBe("(empty)");
  });

  it("hands the converter page a value and units", () => {
    const a = ok(ask("5 ft 3 in to cm"));
    expect(a).toMatchObject({ table: "length", from: "inch", input: "63", to: "centimeter" });
    expect(a.conversion.formula).toBe("5 ft 3 in = 63 in; then multiply the value by 2.54");
    expect(a.conversion.value).toBe(160.02);
  });

  it("converts numerals and case styles too", () => {
    expect(answer("255 to hex")).toBe("255 = FF");
    expect(answer("ff hex to decimal")).toBe("ff = 255");
    expect(answer("0b1010 to decimal")).toBe("0b1010 = 10");
    expect(answer("1994 to roman")).toBe("1994 = MCMXCIV");
    expect(answer("mcmxciv to decimal")).toBe("mcmxciv = 1994");
    expect(answer("102 binary to decimal")).toMatch(/^Error: "2" is not a digit in base 2/);
    expect(answer("hello world to snake case")).toBe("hello world = hello_world");
    expect(answer("go to the shop to camel")).toBe("go to the shop = goToTheShop");
  });

  it("names quantities with an article", () => {
    expect(quantityPhrase("Weight and Mass Converter")).toBe("a weight");
    expect(quantityPhrase("Area Converter")).toBe("an area");
    expect(quantityPhrase("Electric Potential Converter")).toBe("an electric potential");
  });
});

describe("arithmetic between quantities (worked out by the calculator)", () => {
  it("subtracts amounts rather than add the amounts it separates", () => {
    expect(answer("5 ft - 3 in to cm")).toBe("5 ft - 3 in = 144.78 cm");
    expect(answer("10 kg - 2 lb to kg")).toBe("10 kg - 2 lb = 9.09281526 kg");
    expect(answer("5 ft − 3 in to cm")).toBe("5 ft - 3 in = 144.78 cm");
    expect(answer("5 ft- 3 in to cm")).toBe("5 ft - 3 in = 144.78 cm");
    expect(answer("5 ft -3 in to cm")).toBe("5 ft - 3 in = 144.78 cm");
    expect(answer("5 ft 3 in - 1 in to cm")).toBe("5 ft + 3 in - 1 in = 157.48 cm");
    expect(answer("how many cm in 5 ft - 3 in")).toBe("5 ft - 3 in = 144.78 cm");
  });

  it("works out the other operators between or before quantities", () => {
    expect(answer("5 ft + 3 in to cm")).toBe("5 ft + 3 in = 160.02 cm");
    expect(answer("5 ft +3 in to cm")).toBe("5 ft + 3 in = 160.02 cm");
    expect(answer("5 m *2 to cm")).toBe("5 m·2 = 1000 cm");
    expect(answer("1 m × 2 to cm")).toBe("1 m·2 = 200 cm");
    expect(answer("6 ft / 2 to cm")).toBe("6 ft/2 = 91.44 cm");
    expect(answer("1 m ÷ 2 to cm")).toBe("1 m/2 = 50 cm");
    expect(answer("2 * 3 m to cm")).toBe("2·3 m = 600 cm");
    expect(answer("2^3 m to cm")).toBe("2^3 m = 800 cm");
  });

  it("refuses arithmetic whose dimensions disagree, naming both", () => {
    expect(answer("3 m * 2 m to cm")).toBe(
      `Error: I can't convert a fuel-consumption (length²) to "cm" (a length)`,
    );
    expect(answer("1 m to cm - 1")).toBe("Error: I can't subtract a pure number from a length");
    // "mm * 2" is a length too: the answer is true, if odd.
    expect(answer("1 m to mm * 2")).toBe("1 m = 500 mm·2");
  });

  it("keeps mixed amounts, signs, exponents and units written with operators", () => {
    expect(answer("5 ft 3 in to cm")).toBe("5 ft 3 in = 160.02 cm");
    expect(answer("5 ft. 3 in. to cm")).toBe("5 ft 3 in = 160.02 cm");
    expect(answer("-40 C to F")).toBe("-40 °C = -40 °F");
    expect(answer("+5 ft to in")).toBe("+5 ft = 60 in");
    expect(answer("1e3 m to km")).toBe("1e3 m = 1 km");
    expect(answer("1e-3 km to m")).toBe("1e-3 km = 1 m");
    expect(answer("100 km/h to m/s")).toBe("100 km/h = 27.7777777777778 m/s");
    expect(answer("100 km / h to mph")).toBe("100 km/h = 62.1371192237334 mph");
    expect(answer("3/8 inch to mm")).toBe("3/8 in = 9.525 mm");
  });

  it("reads the sign of a mixed amount as the whole amount's", () => {
    expect(answer("-5 ft 3 in to in")).toBe("-5 ft 3 in = -63 in");
  });
});

describe("numbers beyond the engine's range", () => {
  const tooLarge = (number: string) =>
    `Error: "${number}" is too large or too small to convert: exponents go from -1000 to 1000`;

  it("refuses an exponent beyond ±1000 in a query with a message, in any notation", () => {
    expect(answer("1e999999 m to km")).toBe(tooLarge("1e999999"));
    expect(answer("1.5E+1001 m to km")).toBe(tooLarge("1.5E+1001"));
    expect(answer("1e-5000 km to m")).toBe(tooLarge("1e-5000"));
    expect(answer("5 ft 1e999999 in to cm")).toBe(tooLarge("1e999999"));
    expect(answer("1e999999 to hex")).toBe(tooLarge("1e999999"));
    expect(engine.answer("1,5e999999 m to km", { locale: "de-DE" })).toEqual({
      status: "error",
      message: `"1.5e999999" is too large or too small to convert: exponents go from -1000 to 1000`,
    });
    expect(answer("1e1000 m to km")).toMatch(/^1e1000 m = 1e\+?997 km$/);
  });
});

describe("aliases people type for units that share letters", () => {
  it("reads Mb as a megabit, Cal as a food kilocalorie and m as a wavelength next to MHz", () => {
    const answer = (text: string) => {
      const result = answerQuery(text);
      return result.status === "ok"
        ? `${result.from}→${result.to}=${result.conversion.result}`
        : result;
    };
    expect(answer("10 MB to Mb")).toBe("megabyte→megabit=80");
    expect(answer("250 Cal to kJ")).toBe("kilocalorie→kilojoule=1046");
    expect(answer("100 MHz to m")).toBe("megahertz→wavelength-meter=2.99792458");
  });
});

describe("questions naming an ingredient (decision 051)", () => {
  const said = (text: string, locale?: string) => {
    const result = answerQuery(text, locale ? { locale } : {});
    return result.status === "ok"
      ? `${result.question} = ${result.answer} (${result.ingredient?.id ?? "no ingredient"})`
      : result.status === "error"
        ? `Error: ${result.message}`
        : "(empty)";
  };

  it("converts across volume and mass with the ingredient's exact density", () => {
    // 125 g a cup (SR Legacy 20081); butter 227 g a cup; honey 339 g a cup, a tablespoon 1/16 cup.
    expect(said("1 cup flour in grams")).toBe(
      "1 cup (US) all-purpose flour = 125 g (all-purpose-flour)",
    );
    expect(said("250 g butter to cups")).toBe("250 g butter = 1.10132158590308 cup (US) (butter)");
    expect(said("2 tbsp honey in g")).toBe("2 tbsp (US) honey = 42.375 g (honey)");
  });

  it("reads the ingredient with or without 'of', after either unit, in any spelling it lists", () => {
    expect(said("a cup of brown sugar in g")).toBe(
      "1 cup (US) brown sugar (packed) = 220 g (brown-sugar)",
    );
    expect(said("how many grams in a cup of flour")).toBe(
      "1 cup (US) all-purpose flour = 125 g (all-purpose-flour)",
    );
    expect(said("250 g to cups of butter")).toBe(
      "250 g butter = 1.10132158590308 cup (US) (butter)",
    );
    expect(said("1 cup All Purpose Flour to g")).toBe(
      "1 cup (US) all-purpose flour = 125 g (all-purpose-flour)",
    );
    expect(said("2 cups almonds in g")).toBe("2 cup (US) almonds (whole) = 286 g (almonds)");
    expect(said("1 fl oz honey to g")).toBe("1 fl oz (US) honey = 42.375 g (honey)");
    // Mixed amounts take the ingredient for the whole: 18 tbsp of flour.
    expect(said("1 cup 2 tbsp flour in g")).toBe(
      "1 cup (US) 2 tbsp (US) all-purpose flour = 140.625 g (all-purpose-flour)",
    );
  });

  it("reads the number in the visitor's locale", () => {
    expect(said("1,5 cup flour in g", "de-DE")).toBe(
      "1.5 cup (US) all-purpose flour = 187.5 g (all-purpose-flour)",
    );
    expect(said("1.000 g Butter in cups", "de-DE")).toBe(
      "1000 g butter = 4.40528634361233 cup (US) (butter)",
    );
  });

  it("says which ingredient and source the answer used", () => {
    const answer = answerQuery("1 cup flour in grams");
    if (answer.status !== "ok") throw new Error(JSON.stringify(answer));
    expect(answer.table).toBe("cooking");
    expect(answer.conversion.note).toBe(
      "All-purpose flour: USDA FoodData Central, SR Legacy 20081 (Wheat flour, white, all-purpose, enriched, bleached): 1 cup = 125 g",
    );
  });

  it("refuses an unknown ingredient, two ingredients and units no ingredient is measured in", () => {
    expect(said("1 cup blorp in g")).toBe(
      `Error: I don't know the ingredient "blorp": the Cooking Converter lists the ones it knows (flour, sugar, butter, honey…)`,
    );
    expect(said("1 cup flour in g of sugar")).toBe(
      `Error: Name one ingredient: "flour" and "sugar" are two`,
    );
    expect(said("1 cup flour to ft")).toBe(
      `Error: An ingredient ("flour") is converted between the Cooking Converter's volumes and masses: "ft" is not one of them`,
    );
    expect(said("1 m flour to ft")).toBe(
      `Error: An ingredient ("flour") is converted between the Cooking Converter's volumes and masses: "m" is not one of them`,
    );
    // A word that is neither a unit nor after one stays an unknown unit.
    expect(said("1 blorp to m")).toBe(`Error: I don't know the unit "blorp"`);
  });

  it("asks for an ingredient across volume and mass, and needs none within one", () => {
    expect(said("1 cup in grams")).toBe(
      `Error: An ingredient is required to convert volume to mass: name it in the question, e.g. "1 cup flour to grams"`,
    );
    expect(said("1 cup to ml")).toBe("1 cup (US) = 236.5882365 mL (no ingredient)");
  });
});
