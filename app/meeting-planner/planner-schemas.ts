import { z } from "zod";
import { MAX_PLACE_LENGTH, MAX_PLACES, MAX_TITLE_LENGTH } from "./planner-request";
import { onFirstUse } from "~/utils/on-first-use";

/**
 * The planner's URL fields, each read on its own so one bad field is named while the others
 * still work (the page and the .ics route read the same fields; planner-request.ts). A refusal's
 * message is the key of its `time` message, said in the page's language with `PROBLEM_PARAMS`.
 * Built at their first use: every isolate loads this module, only the planner reads them
 * (docs/decisions/085-cold-start.md).
 */

/** The values the refusals' messages name, by message key. */
export const PROBLEM_PARAMS: Readonly<Record<string, Record<string, number>>> = {
  plannerTooManyPlaces: { max: MAX_PLACES },
  plannerStartRange: { min: 0, max: 23 },
  plannerEndRange: { min: 1, max: 24 },
  plannerTitleLength: { max: MAX_TITLE_LENGTH },
};

/** The places typed, empty fields left out; a longer text is cut, and then names no place. */
export const placesSchema = onFirstUse(() =>
  z
    .array(z.string())
    .transform((places) =>
      places.map((place) => place.trim().slice(0, MAX_PLACE_LENGTH)).filter(Boolean),
    )
    .pipe(
      z.array(z.string()).max(MAX_PLACES, {
        error: "plannerTooManyPlaces",
      }),
    ),
);

export const dateSchema = onFirstUse(() =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "plannerDateFormat" }),
);

const hour = (name: "Start" | "End", min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}(:00)?$/, { error: `planner${name}Format` })
    .transform((text) => Number(text.slice(0, 2).replace(":", "")))
    .pipe(
      z
        .number()
        .min(min, { error: `planner${name}Range` })
        .max(max, { error: `planner${name}Range` }),
    );

export const startHourSchema = onFirstUse(() => hour("Start", 0, 23));
export const endHourSchema = onFirstUse(() => hour("End", 1, 24));

/** A slot: home's wall-clock time, with an offset when the clocks show it twice. */
export const slotSchema = onFirstUse(() =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}([+-]\d{2}:\d{2})?$/, {
      error: "plannerSlotFormat",
    }),
);

export const durationSchema = onFirstUse(() =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { error: "plannerDurationFormat" })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(5, { error: "plannerDurationRange" })
        .max(24 * 60, { error: "plannerDurationRange" }),
    ),
);

export const titleSchema = onFirstUse(() =>
  z
    .string()
    .trim()
    .max(MAX_TITLE_LENGTH, { error: "plannerTitleLength" })
    // Control characters have no place in a calendar's text.
    .transform((title) => title.replace(/\p{Cc}/gu, " ")),
);
