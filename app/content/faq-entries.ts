import { converters } from "@unitwise/units";
import { pascal, type ContentWords } from "./content-words";
import type { FaqCategory, FaqEntry } from "./faq";
import type { ApiLimits } from "./legal/facts";

/**
 * The questions of /faq in a language: their words are messages of the `support` area
 * (`faq<Id>Question`, `faq<Id>Answer<n>` one per paragraph, `faq<Id>Link<n>`), their shape is
 * here.
 */

interface EntrySpec {
  id: string;
  category: FaqCategory;
  popular?: boolean;
  paragraphs: number;
  links?: string[];
}

const ENTRIES: EntrySpec[] = [
  { id: "what-is-unitwise", category: "General", popular: true, paragraphs: 2 },
  { id: "is-it-free", category: "General", popular: true, paragraphs: 2, links: ["/register"] },
  { id: "which-converters", category: "General", paragraphs: 2, links: ["/"] },
  { id: "accuracy", category: "General", popular: true, paragraphs: 2 },
  { id: "who-is-it-for", category: "General", paragraphs: 1 },
  { id: "suggest-converter", category: "General", paragraphs: 1, links: ["/contact"] },
  {
    id: "how-to-convert",
    category: "Using Converters",
    popular: true,
    paragraphs: 2,
    links: ["/length-converter"],
  },
  { id: "free-text", category: "Using Converters", paragraphs: 2 },
  {
    id: "time-zones-and-dates",
    category: "Using Converters",
    paragraphs: 2,
    links: ["/time-zone-converter", "/meeting-planner", "/date-calculator"],
  },
  { id: "precision", category: "Using Converters", paragraphs: 2 },
  {
    id: "currency-rates",
    category: "Using Converters",
    popular: true,
    paragraphs: 1,
    links: ["/currency-converter"],
  },
  {
    id: "temperature-difference",
    category: "Using Converters",
    paragraphs: 2,
    links: ["/temperature-converter", "/temperature-interval-converter"],
  },
  { id: "us-imperial", category: "Using Converters", paragraphs: 2 },
  { id: "dark-mode", category: "Using Converters", paragraphs: 1 },
  { id: "api", category: "Technical", paragraphs: 2, links: ["/api"] },
  { id: "exact-arithmetic", category: "Technical", paragraphs: 1 },
  { id: "sources", category: "Technical", paragraphs: 1 },
  { id: "offline", category: "Technical", paragraphs: 2, links: ["/help"] },
  { id: "browsers", category: "Technical", paragraphs: 1 },
  {
    id: "why-account",
    category: "Account & Privacy",
    paragraphs: 1,
    links: ["/register", "/login"],
  },
  { id: "cookies", category: "Account & Privacy", paragraphs: 2, links: ["/privacy"] },
  { id: "personal-data", category: "Account & Privacy", paragraphs: 1, links: ["/privacy"] },
  {
    id: "delete-account",
    category: "Account & Privacy",
    paragraphs: 1,
    links: ["/delete-account"],
  },
  { id: "empty-result", category: "Troubleshooting", paragraphs: 1, links: ["/number-format"] },
  { id: "different-result", category: "Troubleshooting", paragraphs: 2, links: ["/bug-report"] },
  { id: "ruble", category: "Troubleshooting", paragraphs: 1 },
  { id: "api-errors", category: "Troubleshooting", paragraphs: 1, links: ["/api"] },
  {
    id: "report-bug",
    category: "Troubleshooting",
    paragraphs: 1,
    links: ["/bug-report", "/contact"],
  },
];

/** The message key of a category's name: "Account & Privacy" → "faqCategoryAccountPrivacy". */
const faqCategoryKey = (category: FaqCategory) =>
  `faqCategory${pascal(category.toLowerCase().replace(/[^a-z]+/g, "-"))}`;

/** The questions, stating the API's `limits` (the request's settings, decision 046). */
export function faqs(limits: ApiLimits, words: ContentWords): FaqEntry[] {
  const { tag } = words;
  const t: ContentWords["t"] = (key, params) => words.t(key, params);
  // "Common, Engineering, … and Other" in English; the catalogue's own names elsewhere
  const categoryNames = new Intl.ListFormat(tag, { type: "conjunction" }).format(
    words.categories.map((category) =>
      words.shortCategoryNames ? category.name.replace(/ Converters$/, "") : category.name,
    ),
  );
  const params = {
    converters: converters.length,
    categories: words.categories.length,
    categoryNames,
    perSecond: limits.perSecond.toLocaleString(tag),
    perHour: limits.perHour.toLocaleString(tag),
    // JSON in a message would read as a placeholder
    errorExample: '{"error": "..."}',
  };
  const text = (key: string) => t(key, params);
  return ENTRIES.map((entry) => {
    const key = `faq${pascal(entry.id)}`;
    return {
      id: entry.id,
      category: entry.category,
      categoryName: t(faqCategoryKey(entry.category)),
      ...(entry.popular ? { popular: true } : {}),
      question: text(`${key}Question`),
      answer: Array.from({ length: entry.paragraphs }, (_, index) =>
        text(`${key}Answer${index + 1}`),
      ).join("\n\n"),
      ...(entry.links
        ? {
            links: entry.links.map((href, index) => ({
              href,
              label: text(`${key}Link${index + 1}`),
            })),
          }
        : {}),
    };
  });
}
