/**
 * Wall-clock times in words, for the time pages: "Sat 28 Nov 2026", "21:46", "9:46 PM",
 * "5 h 30 min ahead", in English (time-text.ts writes the other languages). No zone rules are
 * involved: a local time is written as if in UTC, with Intl for the short forms.
 */

import { onFirstUse } from "~/utils/on-first-use";

// Made at their first use, not with the module: a first Intl formatter loads ICU's data, which a
// new isolate would pay for before any answer (docs/decisions/085-cold-start.md).
const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }),
);
const twelveHourFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-US", {
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
    }),
);

/** "2026-11-28T21:46:00" read as a wall clock. */
const wallClock = (local: string) => new Date(`${local.slice(0, 19)}Z`);

/** "Sat 28 Nov 2026" */
export const dateText = (local: string) => dateFormat().format(wallClock(local)).replace(",", "");
/** "21:46" */
export const clockText = (local: string) => local.slice(11, 16);
/** "9:46 PM" */
export const twelveHourText = (local: string) => twelveHourFormat().format(wallClock(local));

/** "+05:30" → 330 */
export function offsetMinutes(offset: string): number {
  const [hours = "0", minutes = "0"] = offset.slice(1).split(":");
  return (offset.startsWith("-") ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** 330 → "5 h 30 min", 60 → "1 h", 45 → "45 min" */
export function durationText(minutes: number): string {
  const whole = Math.abs(minutes);
  const hours = Math.floor(whole / 60);
  return [hours ? `${hours} h` : "", whole % 60 ? `${whole % 60} min` : ""]
    .filter(Boolean)
    .join(" ");
}

/** How far one place's clocks are from another's: "5 h ahead", "3 h 30 min behind", "same time". */
export function differenceText(fromOffset: string, toOffset: string): string {
  const minutes = offsetMinutes(toOffset) - offsetMinutes(fromOffset);
  if (minutes === 0) return "same time";
  return `${durationText(minutes)} ${minutes > 0 ? "ahead" : "behind"}`;
}

/** "America/New_York" → "New York", "America/Argentina/Buenos_Aires" → "Buenos Aires" */
export function zoneCity(zone: string): string {
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ");
}
