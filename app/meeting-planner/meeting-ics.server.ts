import type { z } from "zod";
import { isLanguage, localizedPath, type Language } from "~/i18n/languages";
import { timeText } from "~/time/time-text.server";
import type { TimeText } from "~/time/time-text";
import { timeInZone } from "~/time/zone-time";
import { meetingCalendar } from "./ics";
import { meetingTimeText, readSlot, resolvePlaces } from "./meeting";
import { DEFAULT_DURATION, DEFAULT_HOURS, DEFAULT_TITLE, plannerHref } from "./planner-request";
import { schemaProblem } from "./planner-page.server";
import { durationSchema, placesSchema, slotSchema, titleSchema } from "./planner-schemas";

/**
 * GET /meeting-planner/meeting.ics?slot=2026-12-01T09:00&place=New+York&place=London
 * &duration=60&title=Planning: the chosen slot as a calendar file. The slot is read in the first
 * place, as the planner's page reads it. A request that cannot be answered is a 400 that says why,
 * in plain text. `lang=` (the planner's page in another language adds it) says the meeting and the
 * refusals in that language, and links the plan's page in it.
 */

class BadRequest extends Error {}

function parsed<T>(schema: z.ZodType<T>, value: unknown, words: TimeText): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequest(schemaProblem(result.error, words));
  return result.data;
}

const badRequest = (message: string) =>
  new Response(`${message}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** A stable id for the same meeting, so a calendar updates the event it has instead of adding. */
async function meetingUid(key: string, host: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0"));
  return `meeting-${hex.join("").slice(0, 32)}@${host}`;
}

export async function meetingIcsResponse(url: URL, now: number): Promise<Response> {
  const search = url.searchParams;
  const asked = search.get("lang");
  const language: Language = isLanguage(asked) ? asked : "en";
  const words = await timeText(language);
  let request;
  try {
    const places = parsed(placesSchema(), search.getAll("place"), words);
    if (places.length === 0) throw new BadRequest(words.t("icsPlaceRequired"));
    const slot = search.get("slot");
    if (!slot) throw new BadRequest(words.t("icsSlotRequired"));
    request = {
      places,
      slot: parsed(slotSchema(), slot, words),
      duration: parsed(durationSchema(), search.get("duration") || String(DEFAULT_DURATION), words),
      title: parsed(titleSchema(), search.get("title") ?? "", words) || DEFAULT_TITLE,
    };
  } catch (error) {
    if (error instanceof BadRequest) return badRequest(error.message);
    throw error;
  }

  const { places, problems } = resolvePlaces(request.places, words);
  if (problems.length > 0) return badRequest(problems.join("\n"));
  const home = places[0]!;
  const reading = readSlot(request.slot, home, words);
  if (!reading) {
    return badRequest(words.t("plannerSlotNotTime", { slot: request.slot, place: home.label }));
  }

  const start = reading.start;
  const end = start + request.duration * 60_000;
  const description = [
    ...places.map(
      (place) => `${place.label}: ${meetingTimeText(place, start, request.duration, words)}`,
    ),
    ...(reading.note ? [reading.note] : []),
  ].join("\n");
  const local = timeInZone(start, home.zone).local;
  const page = plannerHref(
    { ...request, date: local.slice(0, 10), view: "day", ...DEFAULT_HOURS },
    localizedPath("/meeting-planner", language),
  );
  const calendar = meetingCalendar({
    uid: await meetingUid(
      [start, end, request.title, ...places.map((place) => place.zone)].join("|"),
      url.host,
    ),
    stamp: now,
    start,
    end,
    summary: request.title === DEFAULT_TITLE ? words.t("meetingDefaultTitle") : request.title,
    description,
    url: `${url.origin}${page}`,
  });
  const filename = `meeting-${local.slice(0, 10)}-${local.slice(11, 16).replace(":", "")}.ics`;
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
