import { describe, expect, it } from "vitest";
import { formatMessage } from "~/i18n/format";
import english from "~/i18n/messages/en/converter.json";
import {
  chooseReference,
  displayOf,
  LENGTH_REFERENCES,
  referenceHint,
  referencePhrase,
  temperaturePhrase,
  VOLUME_REFERENCES,
  WEIGHT_REFERENCES,
  type VisualWords,
} from "./references";

const t: VisualWords = (key, params) => formatMessage(english[key], params);
const nameOf = (match: ReturnType<typeof chooseReference>) => match && t(match.reference.label);

const BAD = [NaN, Infinity, -Infinity];

describe("chooseReference", () => {
  it("picks the object closest in order of magnitude (meters)", () => {
    expect(nameOf(chooseReference("length", 1.524))).toBe("door");
    expect(nameOf(chooseReference("length", 0.09))).toBe("credit card");
    expect(nameOf(chooseReference("length", 100))).toBe("football pitch");
    expect(nameOf(chooseReference("length", 40_000))).toBe("marathon");
  });
  it("picks weights in kilograms and volumes in liters", () => {
    expect(nameOf(chooseReference("weight", 0.0012))).toBe("paperclip");
    expect(nameOf(chooseReference("weight", 2.26796185))).toBe("apple");
    expect(nameOf(chooseReference("weight", 80))).toBe("person");
    expect(nameOf(chooseReference("weight", 2000))).toBe("car");
    expect(nameOf(chooseReference("volume", 0.005))).toBe("teaspoon");
    expect(nameOf(chooseReference("volume", 0.473))).toBe("cup");
    expect(nameOf(chooseReference("volume", 18.9))).toBe("bucket");
    expect(nameOf(chooseReference("volume", 250))).toBe("bathtub");
  });
  it("gives the ratio of the quantity to the object, using the magnitude", () => {
    const match = chooseReference("length", -4);
    expect(match?.reference.label).toBe("refDoor");
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
  const door = LENGTH_REFERENCES.find((r) => r.label === "refDoor")!;
  it("says 'about' near 1, 'times' above and a percentage below", () => {
    expect(referencePhrase({ reference: door, ratio: 0.762 }, t)).toBe(
      "about the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 1.3 }, t)).toBe("about the height of a door");
    expect(referencePhrase({ reference: door, ratio: 3.52 }, t)).toBe(
      "about 3.5 times the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 123.4 }, t)).toBe(
      "about 120 times the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 0.4 }, t)).toBe(
      "about 40% of the height of a door",
    );
    expect(referencePhrase({ reference: door, ratio: 0.0123 }, t)).toBe(
      "about 1.2% of the height of a door",
    );
  });
});

describe("referenceHint", () => {
  const apple = WEIGHT_REFERENCES.find((r) => r.label === "refApple")!;
  it("writes the short canvas hint", () => {
    expect(referenceHint({ reference: apple, ratio: 1 }, t)).toBe("≈ apple (200 g)");
    expect(referenceHint({ reference: apple, ratio: 11.34 }, t)).toBe("≈ 11 × apple (200 g)");
    expect(referenceHint({ reference: apple, ratio: 0.5 }, t)).toBe("≈ 50% of apple (200 g)");
  });
  it("writes the reference's size and the ratio in the locale", () => {
    const earth = LENGTH_REFERENCES.find((r) => r.label === "refEarth")!;
    const marathon = LENGTH_REFERENCES.find((r) => r.label === "refMarathon")!;
    expect(displayOf(earth)).toBe("12,742 km");
    expect(displayOf(earth, "de-DE")).toBe("12.742 km");
    expect(displayOf(marathon, "de-DE")).toBe("42,195 km");
    expect(referenceHint({ reference: earth, ratio: 2.5 }, t, "de-DE")).toBe(
      "≈ 2,5 × Earth (12.742 km)",
    );
  });
});

describe("temperaturePhrase", () => {
  it("places the value against water, the body and absolute zero", () => {
    expect(temperaturePhrase(100, t)).toBe("about the boiling point of water");
    expect(temperaturePhrase(0.2, t)).toBe("about the freezing point of water");
    expect(temperaturePhrase(37, t)).toBe("about body temperature");
    expect(temperaturePhrase(-273.15, t)).toBe("about absolute zero");
    expect(temperaturePhrase(-300, t)).toMatch(/^colder than absolute zero/);
    expect(temperaturePhrase(-10, t)).toBe("below the freezing point of water");
    expect(temperaturePhrase(20, t)).toBe(
      "between the freezing point of water and body temperature",
    );
    expect(temperaturePhrase(60, t)).toBe(
      "between body temperature and the boiling point of water",
    );
    expect(temperaturePhrase(1e6, t)).toBe("above the boiling point of water");
  });
});
