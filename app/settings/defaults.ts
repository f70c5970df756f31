import { PUBLISHER_ID } from "~/models/ad-slot";
import type { SiteSettings } from "./schemas";

/**
 * The settings while none is stored: the Worker's configuration (wrangler.toml [vars]) where it
 * has one, else the site as it was built. A stored group replaces its default as a whole.
 */

export interface SettingsVars {
  API_RATE_LIMIT_PER_SECOND?: string;
  API_RATE_LIMIT_PER_HOUR?: string;
  GUIDE_WRITER?: string;
  GUIDE_MODEL?: string;
  GUIDE_DAILY_BUDGET?: string;
  ADSENSE_CLIENT_ID?: string;
}

const DEFAULT_CONTACT = {
  general: "hello@unitwise.app",
  support: "support@unitwise.app",
  api: "api@unitwise.app",
} as const;

export function defaultSettings(vars: SettingsVars): SiteSettings {
  return {
    announcement: { enabled: false, text: "", link: null },
    contact: { ...DEFAULT_CONTACT },
    apiLimits: configuredApiLimits(vars),
    guides: {
      enabled: true,
      writer: vars.GUIDE_WRITER === "workers-ai" ? "workers-ai" : "local",
      model: vars.GUIDE_MODEL || "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      dailyBudget: Math.max(0, Number.parseInt(vars.GUIDE_DAILY_BUDGET ?? "", 10) || 0),
    },
    appearance: { defaultTheme: "light" },
    ads: {
      // A malformed id in the configuration means no ads, never an id injected into a URL.
      publisherId: PUBLISHER_ID.test(vars.ADSENSE_CLIENT_ID?.trim() ?? "")
        ? vars.ADSENSE_CLIENT_ID!.trim()
        : "",
      autoAds: true,
      adBlockRecovery: false,
      consentMode: true,
    },
  };
}

/** The API limits the Worker's configuration sets. A missing or malformed number is a deploy error. */
export function configuredApiLimits(vars: SettingsVars): { perSecond: number; perHour: number } {
  return {
    perSecond: quota(vars, "API_RATE_LIMIT_PER_SECOND"),
    perHour: quota(vars, "API_RATE_LIMIT_PER_HOUR"),
  };
}

function quota(
  vars: SettingsVars,
  name: "API_RATE_LIMIT_PER_SECOND" | "API_RATE_LIMIT_PER_HOUR",
): number {
  const text = vars[name];
  const value = Number(text);
  if (!text || !Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of requests above 0, not "${text ?? ""}"`);
  }
  return value;
}
