import { describe, expect, it } from "vitest";
import { bootstrapScript } from "./bootstrap-script";
import {
  ACCEPT_ALL,
  DEFAULT_CONSENT,
  parseConsent,
  REJECT_ALL,
  serializeConsent,
  toConsentMode,
  type ConsentPreferences,
} from "./consent";

describe("cookie consent", () => {
  it("defaults to necessary only", () => {
    expect(DEFAULT_CONSENT).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      personalization: false,
    });
    expect(REJECT_ALL).toEqual(DEFAULT_CONSENT);
    expect(Object.values(ACCEPT_ALL).every(Boolean)).toBe(true);
  });

  it("round-trips a stored choice and treats anything malformed as no choice", () => {
    const choice: ConsentPreferences = { ...DEFAULT_CONSENT, analytics: true };
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("")).toBeNull();
    expect(parseConsent("{not json")).toBeNull();
    expect(parseConsent("42")).toBeNull();
    expect(parseConsent(JSON.stringify({ analytics: "yes", marketing: false }))).toBeNull();
    // necessary can never be stored as off
    expect(
      parseConsent(
        JSON.stringify({
          necessary: false,
          analytics: false,
          marketing: false,
          personalization: true,
        }),
      )?.necessary,
    ).toBe(true);
  });

  it("maps analytics to analytics storage and marketing to the three ad signals", () => {
    expect(toConsentMode({ ...DEFAULT_CONSENT, analytics: true })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(toConsentMode({ ...DEFAULT_CONSENT, marketing: true })).toEqual({
      analytics_storage: "denied",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });
});

/**
 * Runs the inline bootstrap script against a fake document and storage; `attributes` are those
 * the server put on <html>, `prefersDark` the device's setting.
 */
function runBootstrap(
  storage: Record<string, string>,
  attributes: Record<string, string> = {},
  prefersDark = false,
  { lang = "en", cookie = "", languages = ["en-US"] as readonly string[] } = {},
) {
  const classes = new Set<string>();
  const documentElement = {
    lang,
    classList: {
      add: (name: string) => classes.add(name),
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
    },
    style: { colorScheme: "" },
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => (attributes[name] = value),
  };
  const listeners: Array<(event: { target: unknown }) => void> = [];
  let cookieReads = 0;
  const document = {
    documentElement,
    get cookie() {
      cookieReads += 1;
      return cookie;
    },
    addEventListener: (_type: string, listener: (event: { target: unknown }) => void) =>
      listeners.push(listener),
  };
  const navigator = { languages };
  const location = { pathname: "/length-converter", search: "?value=5", hash: "" };
  const window: { dataLayer?: IArguments[]; gtag?: unknown } = {};
  const localStorage = {
    getItem: (key: string) => storage[key] ?? null,
    setItem: (key: string, value: string) => (storage[key] = value),
  };
  const matchMedia = () => ({ matches: prefersDark });
  new Function(
    "window",
    "document",
    "localStorage",
    "matchMedia",
    "Element",
    "navigator",
    "location",
    bootstrapScript,
  )(window, document, localStorage, matchMedia, FakeElement, navigator, location);
  const commands = (window.dataLayer ?? []).map((entry) => Array.from(entry));
  const click = (target: unknown) => listeners.forEach((listener) => listener({ target }));
  return {
    classes,
    colorScheme: documentElement.style.colorScheme,
    commands,
    click,
    offer: attributes["data-offer"],
    cookieReads,
  };
}

/** A clicked element: `closest` finds the dismiss button or a language link when it is one. */
class FakeElement {
  href = "/language?set=de";
  constructor(
    private readonly isDismiss: boolean,
    private readonly isLanguageLink = false,
  ) {}
  closest(selector: string) {
    if (this.isDismiss && selector === "[data-dismiss-announcement]") return this;
    return this.isLanguageLink && selector === "a[data-language-link]" ? this : null;
  }
}

describe("the pre-paint bootstrap script", () => {
  it("leaves a first visit light, with every consent signal denied", () => {
    const { classes, commands } = runBootstrap({});
    expect(classes.has("dark")).toBe(false);
    expect(commands).toEqual([["consent", "default", toConsentMode(DEFAULT_CONSENT)]]);
  });

  it("applies the stored theme and the stored consent exactly as toConsentMode does", () => {
    for (const choice of [ACCEPT_ALL, REJECT_ALL, { ...DEFAULT_CONSENT, marketing: true }]) {
      const { classes, colorScheme, commands } = runBootstrap({
        theme: "dark",
        "cookie-consent": serializeConsent(choice),
      });
      expect(classes.has("dark")).toBe(true);
      expect(colorScheme).toBe("dark");
      expect(commands[1]).toEqual(["consent", "update", toConsentMode(choice)]);
    }
  });

  it("gives ad slots their space before paint only when marketing is allowed", () => {
    expect(runBootstrap({}).classes.has("ads-on")).toBe(false);
    for (const choice of [ACCEPT_ALL, { ...DEFAULT_CONSENT, marketing: true }]) {
      const stored = { "cookie-consent": serializeConsent(choice) };
      expect(runBootstrap(stored).classes.has("ads-on")).toBe(true);
    }
    for (const choice of [REJECT_ALL, { ...ACCEPT_ALL, marketing: false }]) {
      const stored = { "cookie-consent": serializeConsent(choice) };
      expect(runBootstrap(stored).classes.has("ads-on")).toBe(false);
    }
  });

  it("applies the site's default theme to a visitor who chose none, never over a choice", () => {
    expect(runBootstrap({}, { "data-default-theme": "dark" }).classes.has("dark")).toBe(true);
    expect(runBootstrap({}, { "data-default-theme": "system" }, true).classes.has("dark")).toBe(
      true,
    );
    expect(runBootstrap({}, { "data-default-theme": "system" }, false).classes.has("dark")).toBe(
      false,
    );
    const chosen = runBootstrap({ theme: "light" }, { "data-default-theme": "dark" });
    expect(chosen.classes.has("dark")).toBe(false);
    expect(chosen.classes.has("js")).toBe(true);
  });

  it("hides the announcement dismissed, remembers a dismissal, shows a new one", () => {
    const storage: Record<string, string> = {};
    const first = runBootstrap(storage, { "data-announcement": "abc" });
    expect(first.classes.has("announcement-dismissed")).toBe(false);
    first.click(new FakeElement(false));
    expect(first.classes.has("announcement-dismissed")).toBe(false);
    first.click(new FakeElement(true));
    expect(first.classes.has("announcement-dismissed")).toBe(true);
    expect(storage["announcement-dismissed"]).toBe("abc");
    const again = runBootstrap(storage, { "data-announcement": "abc" });
    expect(again.classes.has("announcement-dismissed")).toBe(true);
    const next = runBootstrap(storage, { "data-announcement": "xyz" });
    expect(next.classes.has("announcement-dismissed")).toBe(false);
  });

  it("ignores a corrupt stored consent instead of failing", () => {
    const { commands } = runBootstrap({ "cookie-consent": "{oops" });
    expect(commands).toHaveLength(1);
  });

  it("offers another language on English pages to those who chose it or whose browser asks first", () => {
    const offer = (options: Parameters<typeof runBootstrap>[3], attributes = {}) =>
      runBootstrap({}, attributes, false, options).offer;
    expect(offer({ languages: ["fr-FR", "en"] })).toBe("fr");
    expect(offer({ languages: ["pt-PT"] })).toBe("pt-br");
    expect(offer({ languages: ["nl", "ja"] })).toBe("ja");
    expect(offer({ languages: ["en-GB", "de"] })).toBeUndefined();
    expect(offer({ languages: ["nl"] })).toBeUndefined();
    // The switcher's cookie wins, and "en" means stay in English.
    expect(offer({ languages: ["fr"], cookie: "a=1; unitwise_language=de" })).toBe("de");
    expect(offer({ languages: ["fr"], cookie: "unitwise_language=en" })).toBeUndefined();
    // A signed-in visitor's chosen language, before the browser's.
    expect(offer({ languages: ["fr"] }, { "data-account-language": "es" })).toBe("es");
    // Never on a page already in another language, which does not even read the cookie.
    expect(offer({ lang: "de", languages: ["fr"] })).toBeUndefined();
    const german = runBootstrap({}, {}, false, { lang: "de", cookie: "unitwise_language=fr" });
    expect(german.offer).toBeUndefined();
    expect(german.cookieReads).toBe(0);
    expect(runBootstrap({}, {}, false, { cookie: "unitwise_language=fr" }).cookieReads).toBe(1);
  });

  it("adds the page the visitor is on to a language link they follow", () => {
    const { click } = runBootstrap({});
    const link = new FakeElement(false, true);
    click(link);
    expect(link.href).toBe(
      `/language?set=de&to=${encodeURIComponent("/length-converter?value=5")}`,
    );
    click(link);
    expect(link.href.match(/&to=/g)).toHaveLength(1);
  });
});
