import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "~/pipeline/security-headers.server";
import { defaultSettings } from "~/settings/defaults";
import { adBlockRecoveryUrl, thirdPartyConfig, thirdPartyCspSources } from "./third-party";

const noAds = defaultSettings({ API_RATE_LIMIT_PER_SECOND: "1", API_RATE_LIMIT_PER_HOUR: "1" }).ads;
const ads = (publisherId: string, more: Partial<typeof noAds> = {}) => ({
  ...noAds,
  publisherId,
  ...more,
});

describe("third-party tags", () => {
  it("are off unless configured with well-formed ids", () => {
    expect(thirdPartyConfig({}, noAds)).toMatchObject({ gaMeasurementId: "", adsenseClientId: "" });
    expect(thirdPartyConfig({ GA_MEASUREMENT_ID: "" }, ads(""))).toMatchObject({
      gaMeasurementId: "",
      adsenseClientId: "",
    });
    expect(
      thirdPartyConfig({ GA_MEASUREMENT_ID: "G-ABC123" }, ads("ca-pub-1234567")),
    ).toMatchObject({ gaMeasurementId: "G-ABC123", adsenseClientId: "ca-pub-1234567" });
    expect(thirdPartyConfig({ GA_MEASUREMENT_ID: 'G-1"><script>' }, noAds).gaMeasurementId).toBe(
      "",
    );
    expect(thirdPartyConfig({}, ads('ca-pub-1"><script>')).adsenseClientId).toBe("");
  });

  it("carry the AdSense tab's advanced settings", () => {
    const config = thirdPartyConfig(
      {},
      ads("ca-pub-1234567", { autoAds: false, adBlockRecovery: true, consentMode: false }),
    );
    expect(config).toMatchObject({ autoAds: false, adBlockRecovery: true, consentMode: false });
  });

  it("widen the CSP only for what is configured", () => {
    const none = contentSecurityPolicy("n", {
      extra: thirdPartyCspSources(thirdPartyConfig({}, noAds)),
    });
    expect(none).not.toContain("google");
    expect(none).toContain("frame-src 'self';");

    const analytics = contentSecurityPolicy("n", {
      extra: thirdPartyCspSources(thirdPartyConfig({ GA_MEASUREMENT_ID: "G-ABC123" }, noAds)),
    });
    expect(analytics).toMatch(/connect-src[^;]*google-analytics\.com/);
    expect(analytics).not.toContain("doubleclick");

    const adsOnly = contentSecurityPolicy("n", {
      extra: thirdPartyCspSources(thirdPartyConfig({}, ads("ca-pub-1234567"))),
    });
    expect(adsOnly).toMatch(/frame-src[^;]*doubleclick/);
    expect(adsOnly).not.toContain("fundingchoices");

    const recovery = contentSecurityPolicy("n", {
      extra: thirdPartyCspSources(
        thirdPartyConfig({}, ads("ca-pub-1234567", { adBlockRecovery: true })),
      ),
    });
    expect(recovery).toMatch(/frame-src[^;]*fundingchoicesmessages\.google\.com/);
  });

  it("name the publisher's ad-block recovery message", () => {
    expect(adBlockRecoveryUrl("ca-pub-1234567")).toBe(
      "https://fundingchoicesmessages.google.com/i/pub-1234567?ers=1",
    );
  });
});
