import { describe, expect, it } from "vitest";
import {
  chooseReference,
  displayOf,
  LENGTH_REFERENCES,
  referenceHint,
  referencePhrase,
  temperaturePhrase,
  VOLUME_REFERENCES,
  WEIGHT_REFERENCES,
} from "./references";

const BAD = [NaN, Infinity, -Infinity];

describe("chooseReference", () => {
  it("picks the object closest in order of magnitude (meters)", () => {
    expect(chooseReference("length", 1.524)?.reference.label).toBe("door");
    expect(chooseReference("length", 0.09)?.reference.label).toBe("credit card");
    expect(chooseReference("length", 100)?.reference.label).toBe("football pitch");
    expect(chooseReference("length", 40_000)?.reference.label).toBe("marathon");
  });
  it("picks weights in kilograms and volumes in liters", () => {
    expect(chooseReference("weight", 0.0012)?.reference.label).toBe("paperclip");
    expect(chooseReference("weight", 2.26796185)?.reference.label).toBe("apple");
    expect(chooseReference("weight", 80)?.reference.label).toBe("person");
    expect(chooseReference("weight", 2000)?.reference.label).toBe("car");
    expect(chooseReference("volume", 0.005)?.reference.label).toBe("teaspoon");
    expect(chooseReference("volume", 0.473)?.reference.label).toBe("cup");
    expect(chooseReference("volume", 18.9)?.reference.label).toBe("bucket");
    expect(chooseReference("volume", 250)?.reference.label).toBe("bathtub");
  });
  it("gives the ratio of the quantity to the object, using the magnitude", () => {
    const match = chooseReference("length", -4);
    expect(match?.reference.label).toBe("door");
    expect(match?.ratio).toBe(2);
  });
  it("gives no hint when nothing is within a sensible factor, for zero or for non-numbers", () => {
    expect(chooseReference("length", 1e-9)).toBeNull();
    expect(chooseReference("length", 1e20)).toBeNull();
    expect(chooseReference("weight", 1e12)).toBeNull();
    expect(chooseReference("volume", 1e-12)).toBeNull();
    expect(chooseReference("length", 0)).toBeNull();
    expect(chooseReference("length", null)).toBeNull();
    for (const bad of BAD) expect(chooseReference("weight", bad)).toBeNull();
  });
  it("lists each kind's references from small to large", () => {
    for (const list of [LENGTH_REFERENCES, WEIGHT_REFERENCES, VOLUME_REFERENCES]) {
      const values = list.map((r) => r.value);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
    }
  });
});

describe("referencePhrase", () => {
  const door = LENGTH_REFERENCES.find((r) => r.label === "door")!;
  it("says 'about' near 1, 'times' above and a percentage below", () => {
    expect(referencePhrase({ reference: door, ratio: 0.762 })).toBe("about the height of a door");
    expect(referencePhrase({ reference: door, ratio: 1.3 })).toBe("about the height of a door");
    expect(referencePhrase({ reference: door, ratio: 3.52 })).toBe(
      "about 3.5 times the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 123.4 })).toBe(
      "about 120 times the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 0.4 })).toBe(
      "about 40% of the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 0.0123 })).toBe(
      "about 1.2% of the height of a door",
    );
  });
});

describe("referenceHint", () => {
  const apple = WEIGHT_REFERENCES.find((r) => r.label === "apple")!;
  it("writes the short canvas hint", () => {
    expect(referenceHint({ reference: apple, ratio: 1 })).toBe("≈ apple (200 g)");
    expect(referenceHint({ reference: apple, ratio: 11.34 })).toBe("≈ 11 × apple (200 g)");
    expect(referenceHint({ reference: apple, ratio: 0.5 })).toBe("≈ 50% of apple (200 g)");
  });
  it("writes the reference's size and the ratio in the locale", () => {
    const earth = LENGTH_REFERENCES.find((r) => r.label === "Earth")!;
    const marathon = LENGTH_REFERENCES.find((r) => r.label === "marathon")!;
    expect(displayOf(earth)).toBe("12,742 km");
    expect(displayOf(earth, "de-DE")).toBe("12.742 km");
    expect(displayOf(marathon, "de-DE")).toBe("42,195 km");
    expect(referenceHint({ reference: earth, ratio: 2.5 }, "de-DE")).toBe(
      "≈ 2,5 × Earth (12.742 km)",
    );
  });
});

describe("temperaturePhrase", () => {
  it("places the value against water, the body and absolute zero", () => {
    expect(temperaturePhrase(100)).toBe("about the boiling point of water");
    expect(temperaturePhrase(0.2)).toBe("about the freezing point of water");
    expect(temperaturePhrase(37)).toBe("about body temperature");
    expect(temperaturePhrase(-273.15)).toBe("about absolute zero");
    expect(temperaturePhrase(-300)).toMatch(/^colder than absolute zero/);
    expect(temperaturePhrase(-10)).toBe("below the freezing point of water");
    expect(temperaturePhrase(20)).toBe("between the freezing point of water and body temperature");
    expect(temperaturePhrase(60)).toBe("between body temperature and the boiling point of water");
    expect(temperaturePhrase(1e6)).toBe("above the boiling point of water");
  });
});
