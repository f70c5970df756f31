import { describe, expect, it } from "vitest";
import { codeCatalogue } from "@unitwise/units/catalogue";
import { checkFacts, type FactCheckResult } from "./fact-check";

// Every figure below was computed by the engine (answerQuery on the code's catalogue), not by hand.

const check = (markdown: string, converterKey?: string): FactCheckResult =>
  checkFacts(markdown, codeCatalogue, converterKey);

describe("checkFacts: tables", () => {
  it("checks rows whose cells are quantities", () => {
    const table = [
      "| Length | In feet | In meters |",
      "|---|---|---|",
      "| Marathon | 138,435 ft | 42,195 m |",
      "| Mile | 5,280 ft | 1,609.344 m |",
      "| Gallon | 1 US gallon | 4.54609 L |",
    ].join("\n");
    expect(check(table)).toEqual({
      checked: 3,
      problems: [
        {
          sentence: "| Gallon | 1 US gallon | 4.54609 L |",
          stated: "4.54609 L",
          computed: "3.785411784 L",
        },
      ],
    });
  });

  it("checks rows of bare figures under headers that name units", () => {
    const table = [
      "| Feet (ft) | Meters (m) |",
      "|---:|---:|",
      "| 1 | 0.3048 |",
      "| 5 | 1.524 |",
      "| 100 | 30.5 |",
      "| 1000 | 305 |",
      "| 10 | 3.2 |",
    ].join("\n");
    expect(check(table)).toEqual({
      checked: 5,
      problems: [{ sentence: "| 10 | 3.2 |", stated: "3.2 m", computed: "3.048 m" }],
    });
  });

  it("reads temperature, speed and data tables", () => {
    const tables = [
      "| °C | °F | Kelvin (K) |",
      "| --- | --- | --- |",
      "| 0 | 32 | 273.15 |",
      "| 100 | 212 | 373.15 |",
      "| -40 | -40 | 233.15 |",
      "",
      "| Kilometers per hour (km/h) | Miles per hour (mph) |",
      "| --- | --- |",
      "| 100 | 62.14 |",
      "",
      "| 1 KiB | 1024 B |",
      "| 1 kB | 1000 B |",
    ].join("\n");
    expect(check(tables)).toEqual({ checked: 9, problems: [] });
  });

  it("compares wide rows column by column of the same topic", () => {
    // 148 mm = 5.82677165354331 in, 210 mm = 8.26771653543307 in, 297 mm = 11.6929133858268 in
    const table = [
      "| Paper | Width (mm) | Height (mm) | Width (in) | Height (in) |",
      "| --- | ---: | ---: | ---: | ---: |",
      "| A4 | 210 | 297 | 8.27 | 11.69 |",
      "| A5 | 148 | 210 | 6.83 | 8.27 |",
    ].join("\n");
    expect(check(table)).toEqual({
      checked: 4,
      problems: [
        {
          sentence: "| A5 | 148 | 210 | 6.83 | 8.27 |",
          stated: "6.83 in",
          computed: "5.82677165354331 in",
        },
      ],
    });
  });

  it("leaves tables that are not conversions alone", () => {
    const tables = [
      "| Year | Days |",
      "| --- | --- |",
      "| 2024 | 366 |",
      "",
      "| Before (°C) | After (°C) |",
      "| --- | --- |",
      "| 20 | 25 |",
      "",
      "| Speed (km/h) | Braking distance (m) |",
      "| --- | --- |",
      "| 50 | 25 |",
      "",
      "| Unit | Symbol | Factor |",
      "| --- | --- | --- |",
      "| Foot | ft | 0.3048 |",
    ].join("\n");
    expect(check(tables)).toEqual({ checked: 0, problems: [] });
  });

  it("reads a statement inside a cell", () => {
    const table = ["| Example | Statement |", "| --- | --- |", "| Height | 6 ft = 1.9 m |"].join(
      "\n",
    );
    expect(check(table).problems).toEqual([
      { sentence: "6 ft = 1.9 m", stated: "1.9 m", computed: "1.8288 m" },
    ]);
  });
});
