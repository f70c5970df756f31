import { describe, expect, it } from "vitest";
// Imported with the file, not inside a test: loading the whole catalogue takes seconds on a busy
// machine, and a test's time limit should not include it.
import { unitCount } from "@unitwise/units/catalogue";
import currency from "@unitwise/units/data/currency";
import { FAQ_CATEGORIES, faqPageJsonLd, paragraphs, searchFaqs } from "./faq";
import { faqs as faqsWithWords } from "./faq-entries";
import { categories } from "@unitwise/units";
import english from "~/i18n/messages/en/support.json";
import { translate } from "~/i18n/localization";
import type { ContentWords } from "./content-words";

/** The English words, as the server builds them for an English page. */
const ENGLISH: ContentWords = {
  t: translate({ support: english }, "support", "en"),
  tag: "en",
  categories,
  shortCategoryNames: true,
};

const faqsWith = (limits: Parameters<typeof faqsWithWords>[0]) => faqsWithWords(limits, ENGLISH);
import { DEFAULT_API_LIMITS } from "./legal/facts";
import { readLocaleNumber } from "@unitwise/units";

const faqs = faqsWith(DEFAULT_API_LIMITS);

describe("the FAQ content", () => {
  it("has unique ids and questions in all five categories, about five of them popular", () => {
    expect(new Set(faqs.map((entry) => entry.id)).size).toBe(faqs.length);
    for (const category of FAQ_CATEGORIES) {
      expect(faqs.filter((entry) => entry.category === category).length).toBeGreaterThan(2);
    }
    expect(faqs.filter((entry) => entry.popular)).toHaveLength(5);
  });

  it("is plain text with links to pages of this site only", () => {
    for (const entry of faqs) {
      expect(`${entry.question} ${entry.answer}`).not.toMatch(/<[a-z/]/i);
      for (const link of entry.links ?? []) expect(link.href).toMatch(/^\/(?!\/)/);
    }
  });
});

describe("searchFaqs", () => {
  it("matches question and answer text, ignoring case and surrounding spaces", () => {
    expect(searchFaqs("  RUBLE ", faqs).map((entry) => entry.id)).toEqual(["ruble"]);
    // only in an answer
    expect(searchFaqs("0.30000000000000004", faqs).map((entry) => entry.id)).toEqual([
      "exact-arithmetic",
    ]);
    expect(searchFaqs("NIST Special", faqs).map((entry) => entry.id)).toEqual([
      "accuracy",
      "sources",
    ]);
  });

  it("returns every question for an empty term and none for a term found nowhere", () => {
    expect(searchFaqs("", faqs)).toEqual(faqs);
    expect(searchFaqs("   ", faqs)).toEqual(faqs);
    expect(searchFaqs("blorpx", faqs)).toEqual([]);
  });
});

describe("faqPageJsonLd", () => {
  it("describes every question once as schema.org FAQPage data", () => {
    const data = faqPageJsonLd(faqs);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(faqs.length);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: faqs[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: paragraphs(faqs[0]!.answer).join(" ") },
    });
  });
});

describe("paragraphs", () => {
  it("splits on blank lines and drops empty paragraphs", () => {
    expect(paragraphs("One.\n\nTwo.\n  \nThree.\n\n")).toEqual(["One.", "Two.", "Three."]);
    expect(paragraphs("Single line\nwith a break")).toEqual(["Single line\nwith a break"]);
  });
});

describe("the figures the FAQ quotes rather than counts", () => {
  it("are true of the catalogue", () => {
    const text = faqs.map((entry) => entry.answer).join("\n");
    expect(text).toContain("more than 1,100 units");
    expect(unitCount).toBeGreaterThan(1100);
    // The rates move each working day (docs/decisions/025-daily-exchange-rates.md): no date is
    // quoted, the converter shows it.
    expect(text).toContain("euro reference rates, fetched each working day");
    expect(text).not.toMatch(/rates of \d{1,2} \w+ 20\d\d/);
    expect(currency.rates?.source).toBe("European Central Bank euro reference rates");
  });
});

describe("the API limits the FAQ states", () => {
  const limits = { perSecond: 5, perHour: 2500 };
  const text = (entries: readonly { question: string; answer: string }[]) =>
    entries.map((entry) => `${entry.question}\n${entry.answer}`).join("\n");

  it("are the ones it is given, in both answers that quote them", () => {
    const entries = faqsWith(limits);
    const answer = (id: string) => entries.find((entry) => entry.id === id)!.answer;
    expect(answer("api")).toContain("2,500 requests per hour and 5 per second");
    expect(answer("api-errors")).toContain("(2,500 requests per hour, 5 per second)");
    expect(text(entries)).not.toMatch(/1,000 requests|\b10 per second/);
    expect(text(faqs)).toContain("1,000 requests per hour and 10 per second");
  });

  it("are what the search and the structured data see", () => {
    const entries = faqsWith(limits);
    expect(searchFaqs("2,500 requests", entries).map((entry) => entry.id)).toEqual([
      "api",
      "api-errors",
    ]);
    expect(searchFaqs("1,000 requests", entries)).toEqual([]);
    expect(JSON.stringify(faqPageJsonLd(entries))).toContain("2,500 requests per hour");
  });
});

describe("what the FAQ says of its own behaviour", () => {
  const answer = (id: string) => faqs.find((entry) => entry.id === id)?.answer ?? "";

  it("reads typed numbers as the converter does (decision 053): a decimal comma is one", () => {
    expect(answer("empty-result")).toContain('"1.5" and "1,5" are both one and a half');
    expect(answer("empty-result")).not.toContain("not read at all");
    for (const locale of ["en-US", "de-DE"]) {
      expect(readLocaleNumber("1,5", locale).plain, locale).toBe("1.5");
    }
    expect(readLocaleNumber("1,500", "de-DE").note).toBeTruthy();
  });

  it("promises offline use only for pages opened once (public/sw.js keeps the pages it fetched)", () => {
    expect(answer("offline")).toContain("A converter page you have opened once keeps converting");
    expect(answer("offline")).not.toContain("it keeps working without a connection");
  });
});
