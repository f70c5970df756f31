import { describe, expect, it } from "vitest";
import type { UnitDef, UnitTable } from "./types";
import { sharedUnitProblems } from "./validate";

const unit = (id: string, factor: string, symbol = id): UnitDef => ({
  id,
  name: id,
  plural: `${id}s`,
  symbol,
  definition: { kind: "linear", factor },
});
const table = (key: string, baseUnit: string, units: UnitDef[]): UnitTable => ({
  key,
  baseUnit,
  units,
});

describe("units shared by several tables", () => {
  it("must stay one unit: same names, symbol and (on the same base) definition", () => {
    const torque = table("torque", "newton-meter", [
      unit("newton-meter", "1"),
      unit("kip-foot", "1355.8"),
    ]);
    const moment = table("moment", "newton-meter", [
      unit("newton-meter", "1"),
      unit("kip-foot", "1355.9"),
    ]);
    expect(sharedUnitProblems([torque, moment])).toEqual([
      'Unit "kip-foot" differs between the torque and moment tables (name, plural, symbol or definition)',
    ]);
    const renamed = table("moment", "newton-meter", [unit("newton-meter", "1", "Nm")]);
    expect(sharedUnitProblems([torque, renamed])).toHaveLength(1);
  });

  it("may define a shared unit against a different base unit", () => {
    const length = table("length", "meter", [unit("meter", "1"), unit("inch", "0.0254")]);
    const typography = table("typography", "point", [unit("point", "1"), unit("inch", "72")]);
    expect(sharedUnitProblems([length, typography])).toEqual([]);
  });
});
