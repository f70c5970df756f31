import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/middleware/security-headers.server";
import { thirdPartyConfig, thirdPartyCspSources } from "./third-party";

describe("third-party tags", () => {
  it("are off unless configured with well-formed ids", () => {
    expect(thirdPartyConfig({})).toEqual({ gaMeasurementId: "", adsenseClientId: "" });
    expect(thirdPartyConfig({ GA_MEASUREMENT_ID: "", ADSENSE_CLIENT_ID: "" })).toEqual({
      gaMeasurementId: "",
      adsenseClientId: "",
    });
    expect(
      thirdPartyConfig({ GA_MEASUREMENT_ID: "G-ABC123", ADSENSE_CLIENT_ID: "ca-pub-1234567" }),
    ).toEqual({ gaMeasurementId: "G-ABC123", adsenseClientId: "ca-pub-1234567" });
    expect(thirdPartyConfig({ GA_MEASUREMENT_ID: 'G-1"><script>' }).gaMeasurementId).toBe("");
  });

  it("widen the CSP only for what is configured", () => {
    const none = contentSecurityPolicy("n", {
      extra: thirdPartyCspSources(thirdPartyConfig({})),
    });
    expect(none).not.toContain("google");
    expect(none).toContain("frame-src 'none'");

    const analytics = contentSecurityPolicy("n", {
      extra: thirdPartyCspSources(thirdPartyConfig({ GA_MEASUREMENT_ID: "G-ABC123" })),
    });
    expect(analytics).toMatch(/connect-src[^;]*google-analytics\.com/);
    expect(analytics).not.toContain("doubleclick");
  });
});
