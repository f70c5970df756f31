import { describe, expect, it } from "vitest";
import { PALETTES } from "./palette";

describe("PALETTES", () => {
  it("defines the same colours for light and dark", () => {
    expect(Object.keys(PALETTES.dark).sort()).toEqual(Object.keys(PALETTES.light).sort());
    expect(PALETTES.dark.text).not.toBe(PALETTES.light.text);
  });
});
