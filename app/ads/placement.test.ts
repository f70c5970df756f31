import { describe, expect, it } from "vitest";
import { adSlots } from "~/db/schema";
import { AD_FORMATS, AD_PLACEMENTS, AD_SIZES } from "~/models/ad-slot";
import { pageTakesAds, reservedBox } from "./placement";

describe("ad placement", () => {
  it("keeps a fixed size's own box, and a responsive one the placement's width", () => {
    expect(reservedBox("728x90", "horizontal")).toEqual({ width: 728, height: 90, adFormat: null });
    expect(reservedBox("160x600", "auto")).toEqual({ width: 160, height: 600, adFormat: null });
    expect(reservedBox("responsive", "rectangle")).toEqual({
      width: null,
      height: 100,
      adFormat: null,
    });
  });

  it("sizes an 'auto' slot by its format, leaving the ad's size to AdSense", () => {
    expect(reservedBox("auto", "vertical")).toEqual({
      width: null,
      height: 600,
      adFormat: "vertical",
    });
    expect(reservedBox("auto", "rectangle").height).toBe(250);
    expect(reservedBox("auto", "horizontal").height).toBe(90);
    expect(reservedBox("auto", "auto").height).toBe(100);
  });

  it("keeps every size and format a box of at least 50 px", () => {
    for (const size of AD_SIZES) {
      for (const format of AD_FORMATS) {
        expect(reservedBox(size, format).height).toBeGreaterThanOrEqual(50);
      }
    }
  });

  it("shows ads on content pages, not on forms, accounts or the dashboard", () => {
    for (const path of ["/", "/length-converter", "/blog", "/blog/a-post", "/faq", "/api"]) {
      expect(pageTakesAds(path), path).toBe(true);
    }
    for (const path of ["/admin", "/admin/adsense", "/login", "/register", "/delete-account"]) {
      expect(pageTakesAds(path), path).toBe(false);
    }
    expect(pageTakesAds("/administration-guide")).toBe(true);
  });

  it("lists the same formats, sizes and placements as the table", () => {
    expect(adSlots.format.enumValues).toEqual([...AD_FORMATS]);
    expect(adSlots.size.enumValues).toEqual([...AD_SIZES]);
    expect(adSlots.placement.enumValues).toEqual([...AD_PLACEMENTS]);
  });
});
