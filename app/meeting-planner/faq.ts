/**
 * The meeting planner's questions, shown on its page and given to search engines as FAQPage
 * data. Every answer says what the code does (day-grid.ts, ics.ts).
 */
export const MEETING_PLANNER_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: "How is the overlap worked out?",
    answer:
      "The first place is home: its day is cut into hours, from its midnight to the next, and each hour is shown as every place's clocks show it. An hour is inside working hours in a place when the whole hour is, so with 09:00 to 17:00 an hour from 16:30 to 17:30 is not. The overlap is the hours inside working hours in every place. When there is none, the planner names the hour inside working hours in the most places, and of those the one that is night in the fewest.",
  },
  {
    question: "What about daylight saving and half-hour time zones?",
    answer:
      "Every column is a real hour, worked out with the tz database's rules for that date, so a day when home's clocks change has 23 or 25 hours, and a place whose clocks change that day shows the jump. Each place's abbreviation and offset are the ones of that day, both of them when they change. Places whose offset is not a whole number of hours, such as India (UTC+05:30) and Nepal (UTC+05:45), show their minutes: 18:30, 19:45.",
  },
  {
    question: "What is in the .ics file?",
    answer:
      "One event: its start and end in UTC, so every calendar shows it at the right time in its own time zone; the title you gave it; a description with the meeting's date and time in every place; and a link back to the plan. The same meeting downloaded again has the same event id, so a calendar updates it instead of adding a second.",
  },
  {
    question: "Which places can I use?",
    answer:
      'From two to eight: any IANA time zone ("Europe/Berlin"), one of 7,278 towns and cities ("Mumbai", "Springfield, Illinois"), an old or local name ("Bombay", "NYC"), an offset ("UTC+5:30") or an abbreviation ("PST", always UTC−08:00). The first is home: the columns are its hours and the chosen time is read there.',
  },
];
