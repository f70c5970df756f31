import { afterEach, expect, test, vi } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT,
  serializeConsent,
} from "~/shell/consent";
import { loadKept, personalizationAllowed, rememberCalculation } from "./store";
import { KEPT_STORAGE_KEY } from "./keys";

function storage(items: Record<string, string>) {
  vi.stubGlobal("localStorage", { getItem: (key: string) => items[key] ?? null });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test("the store reads the consent choice as the banner stores it", () => {
  storage({ [CONSENT_STORAGE_KEY]: serializeConsent(ACCEPT_ALL) });
  expect(personalizationAllowed()).toBe(true);
  storage({ [CONSENT_STORAGE_KEY]: serializeConsent({ ...ACCEPT_ALL, personalization: false }) });
  expect(personalizationAllowed()).toBe(false);
  storage({ [CONSENT_STORAGE_KEY]: serializeConsent(DEFAULT_CONSENT) });
  expect(personalizationAllowed()).toBe(false);
  storage({});
  expect(personalizationAllowed()).toBe(false);
});

test("an unreadable copy counts as nothing kept", () => {
  storage({ [KEPT_STORAGE_KEY]: "{not json" });
  const nothing = { owner: null, preferences: [], history: [], calculations: [], favourites: [] };
  expect(loadKept()).toEqual(nothing);
  storage({ [KEPT_STORAGE_KEY]: JSON.stringify({ owner: 7, history: "x", favourites: [] }) });
  expect(loadKept()).toEqual(nothing);
});

test("a calculation is kept only with personalization, once, and sent to its owner's account", () => {
  const items: Record<string, string> = {};
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items[key] ?? null,
    setItem: (key: string, value: string) => (items[key] = value),
    removeItem: (key: string) => delete items[key],
  });
  vi.stubGlobal("window", { dispatchEvent: () => true });
  const fetch = vi.fn(() => Promise.resolve(new Response("{}")));
  vi.stubGlobal("fetch", fetch);
  const calculations = () =>
    (JSON.parse(items[KEPT_STORAGE_KEY] ?? "{}") as { calculations?: unknown[] }).calculations;

  rememberCalculation("60 mph * 2 h", null);
  expect(items[KEPT_STORAGE_KEY]).toBeUndefined();

  items[CONSENT_STORAGE_KEY] = serializeConsent(ACCEPT_ALL);
  rememberCalculation("60 mph * 2 h", null);
  rememberCalculation(" 60  mph * 2 h ", null);
  expect(calculations()).toEqual([{ query: "60 mph * 2 h", at: expect.any(Number) }]);
  expect(fetch).not.toHaveBeenCalled();

  // The copy belongs to this account: the calculation goes to it too.
  items[KEPT_STORAGE_KEY] = JSON.stringify({
    ...JSON.parse(items[KEPT_STORAGE_KEY]!),
    owner: "u1",
  });
  rememberCalculation("c to mph", "u1");
  expect(calculations()).toHaveLength(2);
  expect(fetch).toHaveBeenCalledWith(
    "/api/me/calculations",
    expect.objectContaining({ method: "POST", body: expect.stringContaining('"c to mph"') }),
  );
});
