/**
 * The date calculator's questions, shown on its page and given to search engines as FAQPage
 * data. Every answer says what the code does (app/time/date-math.ts, this folder).
 */
export const DATE_CALCULATOR_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: "How are months and years added?",
    answer:
      "By the calendar: the same day of the month, that many months on. When that month is shorter, the answer is its last day: 31 January + 1 month is 28 February (29 February in a leap year), and 29 February + 1 year is 28 February. Subtracting works the same way back: 31 March − 1 month is 28 or 29 February.",
  },
  {
    question: "What counts as a business day?",
    answer:
      "Monday to Friday, and no holidays unless you choose a region under Holidays: then its public holidays that fall on a weekday are skipped too, and the answer names them. Adding business days lands on that many business days after the date, so Friday + 1 is Monday, and so is Saturday + 1. Between two dates, the business days are those from the start up to the day before the end, as the days count the start and not the end.",
  },
  {
    question: "What is an ISO week number?",
    answer:
      "The week of the year as ISO 8601 counts it: weeks start on Monday, and week 1 is the week with the year's first Thursday. A year has 52 or 53 such weeks, and the first days of January can belong to the last week of the year before: Friday 1 January 2027 is in week 53 of 2026, written 2026-W53.",
  },
  {
    question: "What is Unix time?",
    answer:
      "The number of seconds since midnight UTC on 1 January 1970, leap seconds not counted: the same number everywhere on Earth at the same moment. 1700000000 was Tuesday 14 November 2023, 22:13:20 UTC; a moment before 1970 is negative. A number of twelve digits or more is read as milliseconds, as JavaScript's Date.now() gives them.",
  },
  {
    question: "Why does the page say today is taken in UTC?",
    answer:
      "The server cannot know your time zone; your browser does. The page is made with today's date in UTC, and once it has loaded, your browser fills in its own date and zone. Without JavaScript, type the date you mean, or your town in the time zone field.",
  },
];
