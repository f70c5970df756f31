import type { Route } from "./+types/meeting-planner-ics";

// GET /meeting-planner/meeting.ics: a slot chosen on the meeting planner as an iCalendar file. Its
// work (Temporal, the places) is imported at the first request, not with the server build
// (docs/decisions/089-time-code-on-demand.md).
export async function loader({ request }: Route.LoaderArgs) {
  const { meetingIcsResponse } = await import("~/meeting-planner/meeting-ics.server");
  return meetingIcsResponse(new URL(request.url), Date.now());
}
