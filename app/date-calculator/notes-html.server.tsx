import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "~/i18n/languages";
import type { TimeText } from "~/time/time-text";
import { CalendarNotes } from "./calendar-notes";
import { dateCalculatorFaq } from "./faq";

const markup = new Map<Language, string>();

/** The calendar rules and the questions as HTML: the same for every request of a language. */
export function calendarNotesMarkup(words: TimeText): string {
  let html = markup.get(words.language);
  if (html === undefined) {
    html = renderToStaticMarkup(<CalendarNotes t={words.t} faq={dateCalculatorFaq(words.t)} />);
    markup.set(words.language, html);
  }
  return html;
}
