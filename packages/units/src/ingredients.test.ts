import { describe, expect, it } from "vitest";
import { getTable, validateCatalogue } from "./catalogue";
import { densityOf } from "./compiled";
import { convert, convertExact } from "./convert";
import { evaluate } from "./expression";
import { ingredients } from "./ingredient-list";
import { findIngredient, withIngredient } from "./ingredients";
import { Rational } from "./rational";
import type { UnitTable } from "./types";

const cooking = getTable("cooking") as UnitTable;
const r = (text: string) => Rational.parse(text);
/** The US cup in liters, exactly: 231 in³ ÷ 16. */
const CUP = r("0.2365882365");

function ingredient(id: string) {
  const found = ingredients.find((i) => i.id === id);
  if (!found) throw new Error(`no ingredient ${id}`);
  return found;
}

describe("the cooking converter's ingredients", () => {
  it("has at least 40, each with a unique id and a named source giving its figure", () => {
    expect(ingredients.length).toBeGreaterThanOrEqual(40);
    expect(new Set(ingredients.map((i) => i.id)).size).toBe(ingredients.length);
    for (const i of ingredients) {
      expect(i.source, i.id).toMatch(/^(USDA FoodData Central, SR Legacy \d{5} \(|King Arthur)/);
      // The source states the very figure the density is made from.
      expect(i.source, i.id).toContain(`= ${i.grams} g`);
    }
    expect(validateCatalogue()).toEqual([]);
  });

  it("keeps every density exact: the grams over the exact volume of the measure", () => {
    const units = new Map(cooking.units.map((u) => [u.id, u]));
    for (const i of ingredients) {
      const per = units.get(i.per)?.definition;
      expect(per?.kind, i.id).toBe("linear");
      const liters = evaluate((per as { factor: string }).factor);
      // kg per liter × liters = the grams the source gives, with nothing lost
      expect(densityOf(i, units).mul(liters).mul(Rational.of(1000)).equals(evaluate(i.grams))).toBe(
        true,
      );
    }
    expect(densityOf(ingredient("all-purpose-flour"), units).equals(r("0.125").div(CUP))).toBe(
      true,
    );
  });

  it("finds ingredients by id, name or alias, and only the table's own", () => {
    expect(findIngredient(cooking, "flour")?.id).toBe("all-purpose-flour");
    expect(findIngredient(cooking, "  Granulated Sugar ")?.id).toBe("granulated-sugar");
    expect(findIngredient(cooking, "butter")?.id).toBe("butter");
    expect(findIngredient(cooking, "unobtainium")).toBeUndefined();
    expect(findIngredient(getTable("length") as UnitTable, "flour")).toBeUndefined();
  });

  it("reads names as people type them: hyphens or spaces, curly apostrophes, a plural", () => {
    expect(findIngredient(cooking, "all purpose  flour")?.id).toBe("all-purpose-flour");
    expect(findIngredient(cooking, "confectioners’ sugar")?.id).toBe("powdered-sugar");
    expect(findIngredient(cooking, "almonds")?.id).toBe("almonds");
    expect(findIngredient(cooking, "black beans")?.id).toBe("black-beans");
    expect(findIngredient(cooking, "chickpeas")?.id).toBe("chickpeas");
    expect(findIngredient(cooking, "sugars")?.id).toBe("granulated-sugar");
    expect(findIngredient(cooking, "s")).toBeUndefined();
  });
});

describe("converting with an ingredient", () => {
  const flour = withIngredient(cooking, ingredient("all-purpose-flour"));

  it("turns volume into mass and back exactly", () => {
    expect(convert(flour, "1", "us-cup", "gram").status === "ok").toBe(true);
    expect(convertExact(flour, r("1"), "us-cup", "gram").equals(r("125"))).toBe(true);
    expect(convertExact(flour, r("125"), "gram", "us-cup").equals(r("1"))).toBe(true);
    expect(convertExact(flour, r("1"), "us-tablespoon", "gram").equals(r("7.8125"))).toBe(true);
    // a metric cup is 250 mL: 125 g × 250 / 236.5882365
    expect(convertExact(flour, r("1"), "metric-cup", "gram").equals(r("31.25").div(CUP))).toBe(
      true,
    );
    const butter = withIngredient(cooking, ingredient("butter"));
    expect(
      convertExact(butter, r("1"), "us-cup", "ounce").equals(r("227").div(r("28.349523125"))),
    ).toBe(true);
    const salt = withIngredient(cooking, ingredient("table-salt"));
    expect(convertExact(salt, r("1"), "us-teaspoon", "gram").equals(r("6"))).toBe(true);
    expect(convertExact(salt, r("1"), "us-tablespoon", "gram").equals(r("18"))).toBe(true);
  });

  it("comes back to the value it started with, for every ingredient and unit pair", () => {
    const samples = ["1", "7/3", "0.001", "123456.789"].map(r);
    for (const i of ingredients) {
      const table = withIngredient(cooking, i);
      for (const from of ["us-cup", "us-teaspoon", "milliliter"]) {
        for (const to of ["gram", "pound"]) {
          for (const x of samples) {
            const back = convertExact(table, convertExact(table, x, from, to), to, from);
            expect(back.equals(x), `${i.id} ${from}→${to}`).toBe(true);
          }
        }
      }
    }
  });

  it("says which ingredient and source a result used", () => {
    const result = convert(flour, "2", "us-cup", "gram");
    expect(result).toMatchObject({ status: "ok", result: "250" });
    expect(result.status === "ok" && result.note).toBe(
      "All-purpose flour: USDA FoodData Central, SR Legacy 20081 (Wheat flour, white, all-purpose, enriched, bleached): 1 cup = 125 g",
    );
  });

  it("keeps one table per ingredient and refuses another table's", () => {
    expect(withIngredient(cooking, ingredient("honey"))).toBe(
      withIngredient(cooking, ingredient("honey")),
    );
    expect(() => withIngredient(getTable("volume") as UnitTable, ingredient("honey"))).toThrow(
      RangeError,
    );
  });
});

describe("converting without an ingredient", () => {
  it("converts within volumes and within masses", () => {
    expect(convertExact(cooking, r("1"), "us-cup", "us-tablespoon").equals(r("16"))).toBe(true);
    expect(convertExact(cooking, r("1"), "metric-cup", "milliliter").equals(r("250"))).toBe(true);
    expect(convertExact(cooking, r("1"), "pound", "gram").equals(r("453.59237"))).toBe(true);
    expect(convertExact(cooking, r("16"), "ounce", "pound").equals(r("1"))).toBe(true);
  });

  it("says an ingredient is needed across volume and mass, both ways", () => {
    expect(convert(cooking, "1", "us-cup", "gram")).toEqual({
      status: "error",
      message: "An ingredient is required to convert volume to mass",
    });
    expect(convert(cooking, "1", "ounce", "milliliter")).toEqual({
      status: "error",
      message: "An ingredient is required to convert mass to volume",
    });
  });
});

describe("finding the cooking converter in search", () => {
  it("finds it by an ingredient, and by a volume-to-mass question", async () => {
    const { getSearchIndex } = await import("./catalogue");
    const { searchConverters } = await import("./search");
    const keys = (q: string) => searchConverters(getSearchIndex(), q).map((item) => item.key);
    expect(keys("butter")).toContain("cooking");
    expect(keys("flour")[0]).toBe("cooking");
    expect(keys("flour to grams")).toEqual(["cooking"]);
    expect(keys("cups to grams")).toEqual(["cooking"]);
    expect(keys("cups in grams")).toEqual(["cooking"]);
    // A pair of one quantity still finds its own converter first.
    expect(keys("feet to meters")[0]).toBe("length");
    expect(keys("flour to parsecs")).toEqual([]);
  });

  it("finds it for a whole question naming an amount and an ingredient", async () => {
    const { getSearchIndex } = await import("./catalogue");
    const { searchConverters } = await import("./search");
    const keys = (q: string) => searchConverters(getSearchIndex(), q).map((item) => item.key);
    expect(keys("1 cup flour in grams")).toEqual(["cooking"]);
    expect(keys("250 g butter to cups")).toEqual(["cooking"]);
    expect(keys("1,5 cups of brown sugar in g")).toEqual(["cooking"]);
    expect(keys("a cup of honey in grams")).toEqual(["cooking"]);
    expect(keys("1 cup moon dust in grams")).toEqual([]);
    expect(keys("5 feet to meters")[0]).toBe("length");
  });
});
