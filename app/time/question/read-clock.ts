import { Temporal } from "temporal-polyfill";
import type { TimeText } from "../time-text";
import { quoted } from "../zone-names";

/** 3pm, 3:30 p.m., 15:00, 09:30:15, noon, midnight: [hour, minute, second] found in text. */
export const CLOCK =
  /(?<![\w:.-])(?:(\d{1,2})(?::(\d{2}))?(?::(\d{2}))? ?([ap])\.? ?m\.?(?![\w])|(\d{1,2}):(\d{2})(?::(\d{2}))?(?![\w:])|(noon|midday|midnight)(?![\w]))/i;

/** The time of day CLOCK found; a string says why it is not one ("25:00", "13pm"), in `words`. */
export function readClock(match: RegExpExecArray, words: TimeText): Temporal.PlainTime | string {
  const [, hour12, minute12, second12, half, hour24, minute24, second24, word] = match;
  if (word) return new Temporal.PlainTime(word.toLowerCase() === "midnight" ? 0 : 12);
  const hour = Number(hour12 ?? hour24);
  const minute = Number(minute12 ?? minute24 ?? 0);
  const second = Number(second12 ?? second24 ?? 0);
  if (half) {
    if (hour < 1 || hour > 12 || minute > 59 || second > 59) {
      return words.t("askNotATime12", { time: quoted(match[0]) });
    }
    const pm = half.toLowerCase() === "p";
    return new Temporal.PlainTime((hour % 12) + (pm ? 12 : 0), minute, second);
  }
  if (hour > 23 || minute > 59 || second > 59) {
    return words.t("askNotATime24", { time: quoted(match[0]) });
  }
  return new Temporal.PlainTime(hour, minute, second);
}
