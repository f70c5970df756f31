import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { RESERVED_SLUGS, SLUG_PATTERN, slugFromName } from "./slugs";

describe("slugFromName", () => {
  it("lowercases, turns runs of other characters into one hyphen and trims them", () => {
    expect(slugFromName("Fuel Economy (US)")).toBe("fuel-economy-us");
    expect(slugFromName("  --Torque & Work--  ")).toBe("torque-work");
    expect(slugFromName("Ångström Converter")).toBe("angstrom-converter");
    expect(slugFromName("!!!")).toBe("");
  });

  it("always gives a slug the pattern accepts, or nothing", () => {
    for (const name of ["A", "a  b", "x".repeat(200), "1/2 inch", "é-é"]) {
      const slug = slugFromName(name);
      expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });
});

describe("reserved slugs", () => {
  it("cover every first path segment the site answers itself", () => {
    const segments = routes
      .map((route) => route.path?.split("/")[0] ?? "")
      // a slug has no dot: robots.txt and the like cannot collide
      .filter((segment) => SLUG_PATTERN.test(segment));
    expect(segments.length).toBeGreaterThan(10);
    for (const segment of segments) expect(RESERVED_SLUGS).toContain(segment);
  });
});
