import type { Category, Converter, SearchItem } from "@unitwise/units";

/**
 * The site's tools that are not unit tables: the time pages (issue 29). They sit among the
 * Common category's converters on the home page, next to the converter they belong with, and
 * the search finds them by name and by the words people use for them.
 */

export interface SiteTool extends Converter {
  /** what its card says in place of a unit count */
  detail: string;
  /** the converter it is shown after; at the category's end when that one is hidden */
  after: string;
  /** lower-case words it is found by, besides its name and description */
  keywords: string[];
}

const tool = (fields: Omit<SiteTool, "key" | "category">): SiteTool => ({
  ...fields,
  key: fields.slug,
  category: "common",
});

export const SITE_TOOLS: readonly SiteTool[] = [
  tool({
    slug: "time-zone-converter",
    name: "Time Zone Converter",
    description:
      "A date and time in one place, in any number of others: offsets, abbreviations and daylight saving, right through the changes.",
    popular: true,
    detail: "every time zone, 7,278 places",
    after: "temperature",
    keywords: [
      "time zone",
      "time zones",
      "timezone",
      "tz",
      "utc",
      "gmt",
      "world clock",
      "daylight saving",
      "dst",
    ],
  }),
  tool({
    slug: "meeting-planner",
    name: "Meeting Planner",
    description:
      "Several places side by side over a day: working hours shaded, the hours they share highlighted, and an invitation to download.",
    popular: false,
    detail: "working hours across time zones",
    after: "time",
    keywords: ["meeting", "time zone", "timezone", "working hours", "schedule", "ics", "calendar"],
  }),
  tool({
    slug: "date-calculator",
    name: "Date Calculator",
    description:
      "Add days, weeks, months or business days to a date, count the days between two dates, and read ISO weeks and Unix time.",
    popular: false,
    detail: "days, business days, weeks, Unix time",
    after: "time",
    keywords: [
      "date",
      "dates",
      "days between",
      "business days",
      "working days",
      "week number",
      "iso week",
      "day of year",
      "unix time",
      "timestamp",
      "epoch",
      "calendar",
    ],
  }),
];

/** The tools in the search index, after the converters. */
export function toolSearchItems(categories: readonly Category[]): SearchItem[] {
  return SITE_TOOLS.map((item) => ({
    key: item.key,
    slug: item.slug,
    name: item.name,
    description: item.description,
    category: categories.find((category) => category.key === item.category)?.name ?? item.category,
    popular: item.popular,
    keywords: item.keywords.join("|"),
  }));
}

/** A category's cards in order: its converters, each tool after the converter it follows. */
export function withTools<T extends Pick<Converter, "key" | "category">>(
  category: string,
  converters: readonly T[],
): Array<T | SiteTool> {
  const cards: Array<T | SiteTool> = [...converters];
  for (const item of SITE_TOOLS) {
    if (item.category !== category) continue;
    const anchor = cards.findIndex((card) => card.key === item.after);
    // After the anchor and any tool already placed after it.
    let at = anchor === -1 ? cards.length : anchor + 1;
    while (at < cards.length && SITE_TOOLS.includes(cards[at] as SiteTool)) at += 1;
    cards.splice(at, 0, item);
  }
  return cards;
}
