import { describe, expect, it } from "vitest";
import { codeCatalogue, getTable } from "./catalogue";
import { resolveUnitPair, unitsIn } from "./resolve-pair";

const table = (key: string) => {
  const found = getTable(key);
  if (!found) throw new Error(`no table ${key}`);
  return found;
};
const ids = (key: string, text: string) => unitsIn(table(key), text).map((unit) => unit.id);

describe("units inside one converter", () => {
  it("reads a temperature's name as the interval with its symbol", () => {
    expect(ids("temperature-interval", "fahrenheit")).toEqual(["fahrenheit-difference"]);
    expect(
      resolveUnitPair(codeCatalogue, "fahrenheit", "celsius", "temperature-interval"),
    ).toMatchObject({
      status: "ok",
      from: { id: "fahrenheit-difference" },
      to: { id: "celsius-difference" },
    });
  });

  it("never reads a unit of an unrelated converter as one sharing its symbol", () => {
    expect(ids("length", "milli")).toEqual([]);
    expect(ids("luminance", "liter")).toEqual([]);
    expect(ids("currency", "roentgen")).toEqual([]);
    expect(ids("radiation-absorbed-dose", "radian")).toEqual([]);
    expect(resolveUnitPair(codeCatalogue, "milli", "foot", "length")).toMatchObject({
      status: "error",
    });
  });
});
