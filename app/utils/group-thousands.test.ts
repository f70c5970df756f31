import { describe, expect, it } from "vitest";
import { formatInteger, groupThousands } from "./group-thousands";

describe("groupThousands", () => {
  it("groups the digits by three from the right, as en-US does", () => {
    for (const n of [0, 7, 999, 1000, 1131, 65536, 1234567, 1000000000, 987654321012]) {
      expect(groupThousands(String(n))).toBe(n.toLocaleString("en-US"));
    }
  });
});

describe("formatInteger", () => {
  it("rounds, keeps the sign and groups", () => {
    expect(formatInteger(1130.6)).toBe("1,131");
    expect(formatInteger(-2500)).toBe("-2,500");
    expect(formatInteger(0)).toBe("0");
  });
});
