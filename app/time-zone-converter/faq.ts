/**
 * The time-zone converter's questions, shown on its page and its city pairs' pages and given to
 * search engines as FAQPage data. Every answer says what the code does (app/time/).
 */
export const TIME_ZONE_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: "What happens to a time that does not exist, like 02:30 when clocks go forward?",
    answer:
      "On a spring-forward night the clocks jump from 02:00 to 03:00, so 02:30 never happens. The converter says so, shows both readings, and answers with the reading after the change: 02:30 read with the old offset, which the clocks showed as 03:30. It never moves the time without telling you.",
  },
  {
    question: "And a time that happens twice, like 01:30 when clocks go back?",
    answer:
      "On a fall-back night the hour before the change is shown twice, once with the summer offset and once with the winter one. The converter names both and uses the earlier; one click switches to the later.",
  },
  {
    question: "Where do the time-zone rules come from?",
    answer:
      "From the IANA tz database as the server's runtime carries it, with every past and announced change of offset and daylight saving. The page says which release the rules are at least. Dates and times are worked out with Temporal, the JavaScript standard for dates, not hand-written calendar code.",
  },
  {
    question: "Which places can I type?",
    answer:
      'Any IANA time zone ("Europe/Berlin"), the city a zone is named after ("São Paulo"), one of 7,278 towns and cities ("Mumbai"), an old or local name ("Bombay", "München", "NYC"), an offset ("UTC+5:30") or an abbreviation ("PST", "CET"). An abbreviation is the fixed offset it names: PST is UTC−08:00 even in July. One that names several zones, such as IST or CST, is not guessed: the converter lists what it could mean. Where a town\'s name is shared, the most populous place is used unless you add the region or country: "Springfield, Illinois" or "Portland, Oregon".',
  },
  {
    question: "Why is my own time zone shown only after the page loads?",
    answer:
      "The server cannot know your time zone; your browser does. The page is made in UTC and says so, then your browser tells it your zone and it is shown from there. Without JavaScript, type your city in the From box.",
  },
];
