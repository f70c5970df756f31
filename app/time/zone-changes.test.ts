import { describe, expect, it } from "vitest";
import { nextOffsetChange } from "./zone-changes";

const at = (iso: string) => Date.parse(iso);

describe("nextOffsetChange", () => {
  it("finds New York's spring-forward: 02:00 EST becomes 03:00 EDT", () => {
    expect(nextOffsetChange(at("2026-11-28T20:00:00Z"), "America/New_York")).toEqual({
      zone: "America/New_York",
      instant: "2027-03-14T07:00:00Z",
      localBefore: "2027-03-14T02:00:00",
      localAfter: "2027-03-14T03:00:00",
      offsetBefore: "-05:00",
      offsetAfter: "-04:00",
    });
  });

  it("finds a fall-back in the southern hemisphere: Sydney's 03:00 AEDT becomes 02:00 AEST", () => {
    expect(nextOffsetChange(at("2026-11-28T20:00:00Z"), "Australia/Sydney")).toMatchObject({
      instant: "2027-04-03T16:00:00Z",
      localBefore: "2027-04-04T03:00:00",
      localAfter: "2027-04-04T02:00:00",
      offsetBefore: "+11:00",
      offsetAfter: "+10:00",
    });
  });

  it("is null for a zone that keeps its offset", () => {
    expect(nextOffsetChange(at("2026-11-28T20:00:00Z"), "Asia/Tokyo")).toBeNull();
    expect(nextOffsetChange(at("2026-11-28T20:00:00Z"), "UTC")).toBeNull();
  });
});
