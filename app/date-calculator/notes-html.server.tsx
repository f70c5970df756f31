import type { Language } from "~/i18n/languages";
import type { TimeText } from "~/time/time-text";
import { CalendarNotes } from "./calendar-notes";
import { dateCalculatorFaq } from "./faq";
import { renderStaticMarkup } from "~/utils/static-markup.server";

const markup = new Map<Language, string>();

/** The calendar rules and the questions as HTML: the same for every request of a language. */
export async function calendarNotesMarkup(words: TimeText): Promise<string> {
  let html = markup.get(words.language);
  if (html === undefined) {
    html = await renderStaticMarkup(<CalendarNotes t={words.t} faq={dateCalculatorFaq(words.t)} />);
    markup.set(words.language, html);
  }
  return html;
}
