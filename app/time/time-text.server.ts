import type { Language } from "~/i18n/languages";
import type { Messages } from "~/i18n/messages";
import { messagesFor } from "~/i18n/messages.server";
import { timeTextOf, type TimeText } from "./time-text";

/** The time pages' words in `language` (time-text.ts), its messages loaded. */
export async function timeText(language: Language): Promise<TimeText> {
  return timeTextOf(language, await messagesFor(language, ["time"]));
}

/**
 * The `time` messages a page's hydrated components use, for its loader to send: only the keys
 * with these prefixes ("tz", "planner"), so a page carries its own words and not the area's.
 */
export async function timeMessages(
  language: Language,
  prefixes: readonly string[],
): Promise<Pick<Messages, "time">> {
  const { time } = await messagesFor(language, ["time"]);
  const picked = Object.fromEntries(
    Object.entries(time).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))),
  );
  return { time: picked as Messages["time"] };
}
