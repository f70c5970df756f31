import { describe, expect, test } from "vitest";
import { contentPolicy } from "./content-policy";
import { DEFAULT_API_LIMITS, LEGAL_LAST_UPDATED, formatLegalDate } from "./facts";
import { parseInline } from "./inline";
import { FIRST_PARTY_COUNTS, privacyPolicy } from "./privacy";
import { KEPT_STORAGE_KEY } from "~/me/keys";
import { UNITS_COOKIE } from "~/me/remembered-units";
import { SYNCED_KEY } from "~/me/store";
import { termsOfService } from "./terms";
import type { LegalBlock, LegalDocument } from "./types";

const documents = [privacyPolicy, termsOfService(DEFAULT_API_LIMITS), contentPolicy];

function inlineTexts(block: LegalBlock): string[] {
  if (typeof block === "string") return [block];
  switch (block.type) {
    case "list":
      return block.items;
    case "note":
      return [block.text];
    case "table":
      return block.rows.flat();
    case "subheading":
      return [];
  }
}

function links(document: LegalDocument): string[] {
  const blocks = [...(document.intro ?? []), ...document.sections.flatMap((s) => s.body)];
  return blocks
    .flatMap(inlineTexts)
    .flatMap(parseInline)
    .flatMap((token) => (token.kind === "link" ? [token.href] : []));
}

const anchors = new Map(documents.map((d) => [d.path, new Set(d.sections.map((s) => s.id))]));

describe.each(documents.map((d) => [d.title, d] as const))("%s", (_, document) => {
  test("was last updated on November 28, 2026", () => {
    expect(document.lastUpdated).toBe(LEGAL_LAST_UPDATED);
    expect(formatLegalDate(document.lastUpdated)).toBe("November 28, 2026");
  });

  test("has a meta description of at most 160 characters", () => {
    expect(document.description.length).toBeLessThanOrEqual(160);
  });

  test("has unique section anchors made of lowercase words", () => {
    const ids = document.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("links only to anchors that exist", () => {
    for (const href of links(document)) {
      const [path, hash] = href.startsWith("#") ? [document.path, href.slice(1)] : href.split("#");
      if (hash && path && anchors.has(path)) {
        expect(anchors.get(path), `${href} in ${document.path}`).toContain(hash);
      }
      expect(href).toMatch(/^(\/|#|mailto:|https:\/\/)/);
    }
  });
});

test("the privacy policy covers docs/product.md#legal-pages and the cookie section", () => {
  expect(privacyPolicy.sections.map((s) => s.id)).toEqual([
    "introduction",
    "information-we-collect",
    "how-we-use-information",
    "cookies",
    "advertising-and-analytics",
    "sharing",
    "retention",
    "your-rights",
    "security",
    "children",
    "international-transfers",
    "contact",
    "changes",
  ]);
});

test("the terms have the twelve sections of docs/product.md#legal-pages, in order", () => {
  expect(termsOfService(DEFAULT_API_LIMITS).sections.map((s) => s.title)).toEqual([
    "Acceptance of Terms",
    "Description of Service",
    "User Accounts and Registration",
    "Acceptable Use Policy",
    "Intellectual Property Rights",
    "Advertising and Third-Party Services",
    "Privacy and Data Protection",
    "Disclaimers and Limitation of Liability",
    "Termination",
    "Governing Law and Dispute Resolution",
    "Changes to Terms",
    "Contact Information",
  ]);
});

test("the privacy policy says what UnitWise counts itself, and that it needs no consent", () => {
  const collected = privacyPolicy.sections.find((s) => s.id === "information-we-collect");
  const text = JSON.stringify(collected);
  expect(text).toContain(FIRST_PARTY_COUNTS.replaceAll('"', '\\"'));
  expect(FIRST_PARTY_COUNTS).toMatch(
    /page views, conversions, searches and API calls as daily totals/,
  );
  expect(FIRST_PARTY_COUNTS).toMatch(/no cookie, IP address, user id/);
  expect(text).toContain("so no consent is asked for it");
});

test("the terms state the API limits they are given", () => {
  const text = JSON.stringify(termsOfService({ perSecond: 5, perHour: 2500 }));
  expect(text).toContain("(2,500 requests per hour and 5 requests per second)");
  expect(text).not.toMatch(/1,000|\b10 requests per second/);
  expect(JSON.stringify(termsOfService(DEFAULT_API_LIMITS))).toContain(
    "(1,000 requests per hour and 10 requests per second)",
  );
});

test("the privacy policy names what the site keeps for visitors, and in which category", () => {
  const cookies = JSON.stringify(privacyPolicy.sections.find((s) => s.id === "cookies"));
  for (const name of [KEPT_STORAGE_KEY, UNITS_COOKIE, SYNCED_KEY]) {
    expect(cookies).toContain(`\`${name}\``);
  }
  // Personalization no longer claims to set nothing.
  expect(cookies).not.toContain("currently sets no cookie");
  expect(cookies).toMatch(
    /Personalization \(off unless you turn it on\)\.\*\* Covers .*unitwise_units/,
  );
});

test("the documents say how guides are published as the pipeline does (generate.server.ts): automatically once checked", () => {
  const text = JSON.stringify(documents);
  expect(text).not.toMatch(/reviewed by our administrators|guides are reviewed/);
  expect(JSON.stringify(contentPolicy)).toContain(
    "a guide where all match is published automatically, any other is held as a draft",
  );
  expect(JSON.stringify(termsOfService(DEFAULT_API_LIMITS))).toContain(
    "a guide is published automatically once every conversion it states matches",
  );
});

test("the privacy policy says UnitWise itself keeps addresses for its rate limits (client-address.server.ts)", () => {
  expect(JSON.stringify(privacyPolicy)).toContain(
    "UnitWise itself keeps your IP address (an IPv6 address by its /64 network) with a count of your requests",
  );
});
