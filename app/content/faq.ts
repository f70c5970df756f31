import { categories, converters } from "@unitwise/units";
import { filterByQuery } from "../utils/text-search";
import type { ApiLimits } from "./legal/facts";

/**
 * The questions of /faq (docs/product.md#faq). Answers are plain text: paragraphs separated by a
 * blank line, never HTML. Links ride alongside as data, so nothing here is ever injected as markup.
 */

export const FAQ_CATEGORIES = [
  "General",
  "Using Converters",
  "Technical",
  "Account & Privacy",
  "Troubleshooting",
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface ContentLink {
  /** a path on this site, e.g. "/contact" */
  href: string;
  label: string;
}

export interface FaqEntry {
  /** stable and unique: used for element ids and anchors */
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  popular?: boolean;
  links?: ContentLink[];
}

/** "Common, Engineering, … and Other" */
const categoryNames = new Intl.ListFormat("en", { type: "conjunction" }).format(
  categories.map((category) => category.name.replace(/ Converters$/, "")),
);

/** The questions, stating the API's `limits` (the request's settings, decision 046). */
export const faqs = (limits: ApiLimits): FaqEntry[] => [
  // General
  {
    id: "what-is-unitwise",
    category: "General",
    popular: true,
    question: "What is UnitWise?",
    answer: `UnitWise is a free unit-conversion website: ${converters.length} converters in ${categories.length} categories covering more than 1,100 units, from everyday length, weight, volume and temperature to engineering, heat, fluids, light, electricity, magnetism and radiology quantities.\n\nEvery conversion uses exact factors from the standards that define the units, so results are correct to every digit shown.`,
  },
  {
    id: "is-it-free",
    category: "General",
    popular: true,
    question: "Is UnitWise free? Do I need to sign up?",
    answer:
      "Yes, it is free, and no sign-up is needed. Every converter, the search and the public API work without an account.\n\nAn account is optional: it only saves your preferences so they follow you between devices.",
    links: [{ href: "/register", label: "Create an optional account" }],
  },
  {
    id: "which-converters",
    category: "General",
    question: "Which converters and units are available?",
    answer: `There are ${converters.length} converters in ${categories.length} categories: ${categoryNames}. Together they cover more than 1,100 units.\n\nBesides everyday quantities you will find pressure, energy, power, fuel consumption, number bases (binary, hexadecimal, Roman numerals), data storage, currency and text case, as well as specialist quantities such as viscosity, thermal conductivity, luminance, magnetic flux density and radiation dose.`,
    links: [{ href: "/", label: "Browse all converters" }],
  },
  {
    id: "accuracy",
    category: "General",
    popular: true,
    question: "How accurate are the conversions?",
    answer:
      "Exact. Conversion factors are stored as exact rational numbers taken from their definitions — the SI Brochure (2019), NIST Special Publication 811 and the 1959 international yard and pound agreement — and the arithmetic is done with exact fractions, not binary floating point. One inch is exactly 0.0254 m and one pound exactly 0.45359237 kg.\n\nConversions that involve π (such as degrees to radians) or logarithms (such as decibels) cannot be written as fractions; they are computed to far more digits than are shown, so every displayed digit is still correct.",
  },
  {
    id: "who-is-it-for",
    category: "General",
    question: "Who is UnitWise for?",
    answer:
      "Anyone who needs a number in another unit: students checking homework, engineers working across metric and US customary units, cooks scaling recipes, travellers and professionals. The everyday converters are on the home page; the specialist ones are one search away.",
  },
  {
    id: "suggest-converter",
    category: "General",
    question: "Can I suggest a converter or a unit?",
    answer:
      "Yes, please do. Send your suggestion through the contact form and tell us which unit you need and, if you know it, the standard that defines it.",
    links: [{ href: "/contact", label: "Contact us" }],
  },

  // Using Converters
  {
    id: "how-to-convert",
    category: "Using Converters",
    popular: true,
    question: "How do I convert a value?",
    answer:
      "Open a converter from the home page or the header, type a number, and choose the unit you have and the unit you want. The result updates as you type.\n\nThe swap button exchanges the two units, and the reset button puts the value back to 1. Fractions such as 3/8 or 1 1/2 and thousands separators such as 1,234.5 are understood.",
    links: [{ href: "/length-converter", label: "Try the Length Converter" }],
  },
  {
    id: "free-text",
    category: "Using Converters",
    question: 'Can I type a whole conversion, like "5 ft 3 in to cm"?',
    answer:
      'Yes. UnitWise understands free-text queries such as "5 ft 3 in to cm", "100 km/h in mph", "212 F to C" or "how many ml in a cup". Units may be written as symbols, names or plurals, and mixed values such as feet and inches are added up before converting. It calculates too, exactly: "3 kWh/100km to J/m", "60 mph * 2 h", "5 ft + 3 in to cm" (see the Calculator page).\n\nThe public API accepts the same queries, for example GET /api/convert?q=5 ft 3 in to cm.',
  },
  {
    id: "time-zones-and-dates",
    category: "Using Converters",
    question: "Can UnitWise convert time zones and work with dates?",
    answer:
      "Yes. The Time Zone Converter shows a date and time in any number of places at once, with each one's UTC offset, abbreviation and daylight saving, and it names the times that do not exist or happen twice when clocks change. The Meeting Planner lays several places side by side over a day, with working hours and the hours they share, and gives an invitation to download. The Date Calculator adds days, months or business days to a date, counts the days between two dates, and reads ISO weeks and Unix time.\n\nThe zone rules are the IANA tz database that the server's runtime carries, and each answer says which release.",
    links: [
      { href: "/time-zone-converter", label: "Time Zone Converter" },
      { href: "/meeting-planner", label: "Meeting Planner" },
      { href: "/date-calculator", label: "Date Calculator" },
    ],
  },
  {
    id: "precision",
    category: "Using Converters",
    question: "How many digits do results show? Can I change the precision?",
    answer:
      "Results show up to 15 significant digits by default, and you can choose a different precision. Very large and very small numbers are written in scientific notation, for example 9.4607304725808e15 m for one light-year.\n\nTrailing zeros are dropped, so a conversion that is exact, such as 1 ft = 0.3048 m, shows exactly its digits.",
  },
  {
    id: "currency-rates",
    category: "Using Converters",
    popular: true,
    question: "Are the currency exchange rates live?",
    answer:
      "No. The Currency Converter uses the European Central Bank's euro reference rates, fetched each working day after the ECB publishes them (around 16:00 CET). They are the rates of one stated day, not live prices, and the converter shows that date next to every result. Use them for estimates, not for payments or trading.",
    links: [{ href: "/currency-converter", label: "Open the Currency Converter" }],
  },
  {
    id: "temperature-difference",
    category: "Using Converters",
    question: "Why does a temperature difference convert differently from a temperature?",
    answer:
      "A temperature is a point on a scale with its own zero: 10 °C is 50 °F. A difference between two temperatures has no offset: a rise of 10 °C is a rise of 18 °F.\n\nUse the Temperature Converter for readings and the Temperature Interval Converter (in Heat Converters) for differences.",
    links: [
      { href: "/temperature-converter", label: "Temperature Converter" },
      { href: "/temperature-interval-converter", label: "Temperature Interval Converter" },
    ],
  },
  {
    id: "us-imperial",
    category: "Using Converters",
    question: "Why are there two kinds of gallon, pint, cup and ton?",
    answer:
      "The United States and the United Kingdom kept different definitions under the same names. A US gallon is exactly 3.785411784 litres, an imperial gallon exactly 4.54609 litres; a short ton is 2,000 pounds and a long ton 2,240 pounds.\n\nUnitWise lists each variant separately and labels it, so you always know which one you are using. The same goes for the different calories and British thermal units.",
  },
  {
    id: "dark-mode",
    category: "Using Converters",
    question: "How do I switch between light and dark mode?",
    answer:
      "Use the theme button in the header: a moon in light mode, a sun in dark mode. Your choice is remembered in this browser and applied before the page appears, so there is no flash of the wrong theme.",
  },

  // Technical
  {
    id: "api",
    category: "Technical",
    question: "Is there an API I can use?",
    answer: `Yes. UnitWise has a free public JSON API with no authentication: GET /api/categories, GET /api/converters, GET /api/converters/{id}, GET /api/units?q= to find unit ids, GET or POST /api/convert, and POST /api/convert/batch for up to 100 conversions at once. GET /api/openapi.json describes it for client generators.\n\nEach client may make ${limits.perHour.toLocaleString("en-US")} requests per hour and ${limits.perSecond.toLocaleString("en-US")} per second; the RateLimit headers of every answer say how many are left.`,
    links: [{ href: "/api", label: "API documentation" }],
  },
  {
    id: "exact-arithmetic",
    category: "Technical",
    question: "Why do I never see results like 0.30000000000000004?",
    answer:
      "Most calculators store numbers in binary floating point, which cannot represent values such as 0.1 exactly, so small errors creep into the last digits. UnitWise keeps values and factors as exact fractions and rounds only once, when the result is displayed.",
  },
  {
    id: "sources",
    category: "Technical",
    question: "Where do the conversion factors come from?",
    answer:
      "From the documents that define the units: the SI Brochure (9th edition, 2019) for the SI units and accepted non-SI units, NIST Special Publication 811 for US customary and other units, and the 1959 international yard and pound agreement for the foot, the inch and the pound. Where a unit is defined, the defined value is used, not a rounded one.",
  },
  {
    id: "offline",
    category: "Technical",
    question: "Can I install UnitWise or use it offline?",
    answer:
      "Yes. UnitWise is a progressive web app: your browser can install it to your home screen or desktop. A converter page you have opened once keeps converting without a connection; pages you have not opened yet need one.\n\nLook for Install or Add to Home Screen in your browser's menu.",
    links: [{ href: "/help", label: "Installation steps in the Help Center" }],
  },
  {
    id: "browsers",
    category: "Technical",
    question: "Which browsers and devices are supported?",
    answer:
      "UnitWise works in current versions of Chrome, Edge, Firefox and Safari, on phones, tablets and computers. The layout adapts to the size of your screen.",
  },

  // Account & Privacy
  {
    id: "why-account",
    category: "Account & Privacy",
    question: "What is an account for?",
    answer:
      "Only for saving your preferences. Everything else works without one. You can sign up at any time and sign in from any device.",
    links: [
      { href: "/register", label: "Sign up" },
      { href: "/login", label: "Sign in" },
    ],
  },
  {
    id: "cookies",
    category: "Account & Privacy",
    question: "Which cookies do you use, and how do I change my choice?",
    answer:
      "Only the cookies the site needs to work are used by default. Analytics and advertising are turned on only if you agree in the cookie banner.\n\nTo change your mind, choose Cookie Settings at the bottom of any page and make a new choice.",
    links: [{ href: "/privacy", label: "Privacy Policy" }],
  },
  {
    id: "personal-data",
    category: "Account & Privacy",
    question: "Do I have to give any personal information?",
    answer:
      "No. Converting, searching and using the API need no personal information at all. If you create an account, we keep only what is needed to run it; the Privacy Policy explains what is stored and why.",
    links: [{ href: "/privacy", label: "Privacy Policy" }],
  },
  {
    id: "delete-account",
    category: "Account & Privacy",
    question: "How do I delete my account?",
    answer:
      "Sign in, open the account menu and choose 'Delete account', then enter your password. The account and all its sessions are removed at once and you are signed out. Want a copy first? 'Download my data' in the same menu saves your account's data as a JSON file.",
    links: [{ href: "/delete-account", label: "Delete account" }],
  },

  // Troubleshooting
  {
    id: "empty-result",
    category: "Troubleshooting",
    question: "Why is the result empty?",
    answer:
      'The result stays empty until the value is a number and both units are chosen. Numbers are read the way your locale writes them: "1.5" and "1,5" are both one and a half, and "1,234.5" or "1.234,5" are read by their signs. Where a sign could mean either, as in "1,500", the converter says how it read it. Your browser\'s languages choose the locale, or choose one yourself under Number format.',
    links: [{ href: "/number-format", label: "Number format" }],
  },
  {
    id: "different-result",
    category: "Troubleshooting",
    question: "My result differs from another calculator. Which one is right?",
    answer:
      "Often the other tool uses a rounded factor, such as 0.453592 kg for a pound instead of the exact 0.45359237 kg, or binary floating point. Also check that both tools use the same variant of the unit: US or imperial gallon, short or long ton, thermochemical or International Table calorie.\n\nIf you still think UnitWise is wrong, please report it with the value and units you used.",
    links: [{ href: "/bug-report", label: "Report a bug" }],
  },
  {
    id: "ruble",
    category: "Troubleshooting",
    question: "Why can't I convert Russian rubles (RUB)?",
    answer:
      "The European Central Bank has published no reference rate for the Russian ruble since March 2022, and the Currency Converter uses only ECB reference rates. Conversions to or from RUB therefore have no result.",
  },
  {
    id: "api-errors",
    category: "Troubleshooting",
    question: "The API answers with an error. What should I check?",
    answer: `Errors come back as JSON of the form {"error": "..."} with a message that names the problem, such as an unknown unit or a missing value. Check the unit ids against GET /api/units?q= or GET /api/converters/{id}. A 429 means a limit (${limits.perHour.toLocaleString("en-US")} requests per hour, ${limits.perSecond.toLocaleString("en-US")} per second) was reached: wait the seconds its Retry-After header gives.`,
    links: [{ href: "/api", label: "API documentation" }],
  },
  {
    id: "report-bug",
    category: "Troubleshooting",
    question: "Something is broken. How do I report it?",
    answer:
      "Use the bug report form and tell us the page, what you did, what you expected and what happened instead. For anything else, use the contact form.",
    links: [
      { href: "/bug-report", label: "Report a bug" },
      { href: "/contact", label: "Contact us" },
    ],
  },
];

/**
 * The questions whose question or answer contains the query (docs/product.md#search-rules); all of
 * them for "".
 */
export function searchFaqs(query: string, entries: readonly FaqEntry[]): FaqEntry[] {
  return filterByQuery(entries, query, (entry) => [entry.question, entry.answer]);
}

/** The answer's paragraphs, as the page shows them. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** schema.org FAQPage structured data for search engines (rendered as application/ld+json). */
export function faqPageJsonLd(entries: ReadonlyArray<Pick<FaqEntry, "question" | "answer">>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: paragraphs(entry.answer).join(" ") },
    })),
  };
}
