import { describe, expect, it } from "vitest";
import { runCli } from "./cli";

describe("the command", () => {
  it("answers a query given as one argument or as words, = when exact and ≈ when rounded", () => {
    expect(runCli(["5 ft 3 in to cm"])).toEqual({
      stdout: "5 ft 3 in = 160.02 cm\n",
      stderr: "",
      exitCode: 0,
    });
    expect(runCli(["1", "m", "to", "ft"]).stdout).toBe("1 m ≈ 3.28083989501312 ft\n");
    expect(runCli(["255 to hex"]).stdout).toBe("255 = FF\n");
    expect(runCli(["3 kWh/100km to J/m"]).stdout).toBe("3 kWh/100 km = 108 J/m\n");
    expect(runCli(["1 m / 3 s to m/s"]).stdout).toBe("1 m/(3 s) ≈ 0.333333333333333 m/s\n");
  });

  it("reads a negative number as a query, not an option", () => {
    expect(runCli(["-40 C to F"]).stdout).toBe("-40 °C = -40 °F\n");
  });

  it("gives as many digits as asked", () => {
    expect(runCli(["--precision", "30", "1 m to ft"]).stdout).toBe(
      "1 m ≈ 3.28083989501312335958005249344 ft\n",
    );
    expect(runCli(["-p", "3", "1 m to ft"]).stdout).toBe("1 m ≈ 3.28 ft\n");
    expect(runCli(["-p", "31", "1 m to ft"])).toMatchObject({ stdout: "", exitCode: 2 });
  });

  it("refuses what it can't answer with the reason and exit code 1", () => {
    expect(runCli(["1 m to kg"])).toEqual({
      stdout: "",
      stderr: `unitwise-units: "m" is a length and "kg" is a weight: they can't be converted\n`,
      exitCode: 1,
    });
    expect(runCli([])).toMatchObject({ exitCode: 1, stdout: expect.stringContaining("Usage:") });
    expect(runCli(["--frobnicate"])).toMatchObject({ exitCode: 2, stdout: "" });
  });

  it("prints its help and lists converters and units", () => {
    expect(runCli(["--help"])).toMatchObject({ exitCode: 0, stderr: "" });
    expect(runCli(["-h"]).stdout).toContain("--units <converter>");
    const list = runCli(["--converters"]).stdout.split("\n");
    expect(list).toContain("length\tLength Converter");
    expect(list).toHaveLength(82); // 81 converters and the final newline
    expect(runCli(["--units", "length"]).stdout).toContain("foot\tft\tfoot\n");
    expect(runCli(["--units", "lenght"])).toMatchObject({ exitCode: 1, stdout: "" });
    expect(runCli(["--units"])).toMatchObject({ exitCode: 2 });
  });
});
