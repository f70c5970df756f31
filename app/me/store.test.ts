import { afterEach, expect, test, vi } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT,
  serializeConsent,
} from "~/shell/consent";
import { loadKept, personalizationAllowed } from "./store";
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
  expect(loadKept()).toEqual({ owner: null, preferences: [], history: [], favourites: [] });
  storage({ [KEPT_STORAGE_KEY]: JSON.stringify({ owner: 7, history: "x", favourites: [] }) });
  expect(loadKept()).toEqual({ owner: null, preferences: [], history: [], favourites: [] });
});
