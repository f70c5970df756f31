import { describe, expect, it } from "vitest";
import { RefreshSlot } from "./refresh-slot";

describe("RefreshSlot", () => {
  it("lets one refresh run at a time, and another once it is released", () => {
    const slot = new RefreshSlot(1000);
    expect(slot.claim(0)).toBe(true);
    expect(slot.claim(10)).toBe(false);
    slot.release();
    expect(slot.claim(20)).toBe(true);
  });

  it("takes a claim back when it was never released (its request was cut short)", () => {
    const slot = new RefreshSlot(1000);
    expect(slot.claim(0)).toBe(true);
    expect(slot.claim(999)).toBe(false);
    expect(slot.claim(1000)).toBe(true);
  });
});
