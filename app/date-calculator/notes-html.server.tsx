import { renderToStaticMarkup } from "react-dom/server";
import { CalendarNotes } from "./calendar-notes";

let markup: string | null = null;

/** The calendar rules and the questions as HTML: the same for every request, made once. */
export function calendarNotesMarkup(): string {
  markup ??= renderToStaticMarkup(<CalendarNotes />);
  return markup;
}
