import { z } from "zod";
import { MAX_PLACE_LENGTH, MAX_PLACES, MAX_TITLE_LENGTH } from "./planner-request";

/**
 * The planner's URL fields, each read on its own so one bad field is named while the others
 * still work (the page and the .ics route read the same fields; planner-request.ts).
 */

/** The places typed, empty fields left out; a longer text is cut, and then names no place. */
export const PlacesSchema = z
  .array(z.string())
  .transform((places) =>
    places.map((place) => place.trim().slice(0, MAX_PLACE_LENGTH)).filter(Boolean),
  )
  .pipe(
    z.array(z.string()).max(MAX_PLACES, {
      error: `At most ${MAX_PLACES} places can be compared`,
    }),
  );

export const DateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Write the date as 2026-12-01" });

const hour = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}(:00)?$/, { error: `The ${name} of working hours is a whole hour, as 09` })
    .transform((text) => Number(text.slice(0, 2).replace(":", "")))
    .pipe(
      z
        .number()
        .min(min, { error: `The ${name} of working hours is from ${min} to ${max}` })
        .max(max, { error: `The ${name} of working hours is from ${min} to ${max}` }),
    );

export const StartHourSchema = hour("start", 0, 23);
export const EndHourSchema = hour("end", 1, 24);

/** A slot: home's wall-clock time, with an offset when the clocks show it twice. */
export const SlotSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}([+-]\d{2}:\d{2})?$/, {
    error: "Write the meeting's time as 2026-12-01T14:00",
  });

export const DurationSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, { error: "The length of the meeting is a number of minutes" })
  .transform(Number)
  .pipe(
    z
      .number()
      .min(5, { error: "A meeting is 5 minutes to 24 hours long" })
      .max(24 * 60, { error: "A meeting is 5 minutes to 24 hours long" }),
  );

export const TitleSchema = z
  .string()
  .trim()
  .max(MAX_TITLE_LENGTH, { error: `The title is at most ${MAX_TITLE_LENGTH} characters` })
  // Control characters have no place in a calendar's text.
  .transform((title) => title.replace(/\p{Cc}/gu, " "));
