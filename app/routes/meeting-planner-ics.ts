import { meetingIcsResponse } from "~/meeting-planner/meeting-ics.server";
import type { Route } from "./+types/meeting-planner-ics";

// GET /meeting-planner/meeting.ics: a slot chosen on the meeting planner as an iCalendar file.
export function loader({ request }: Route.LoaderArgs) {
  return meetingIcsResponse(new URL(request.url), Date.now());
}
