import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control-class";
import { useT } from "~/i18n/localization";
import { CHOSEN_MEETING_ID } from "./planner-grid";
import { DEFAULT_TITLE, MAX_TITLE_LENGTH, type PlannerFields } from "./planner-request";
import type { PlannerSlot } from "./planner-view";

const LENGTHS = [15, 30, 45, 60, 90, 120, 180];

/**
 * The chosen hour in every place's local time, its title and length (a GET form, as the
 * planner's), and the calendar file to download.
 */
export function ChosenMeeting({ slot, fields }: { slot: PlannerSlot; fields: PlannerFields }) {
  const t = useT("time");
  const lengths = LENGTHS.includes(fields.duration) ? LENGTHS : [...LENGTHS, fields.duration];
  const lengthText = (minutes: number) =>
    minutes < 60
      ? t("meetingLengthMinutes", { count: minutes })
      : t("meetingLengthHours", { count: minutes / 60 });
  return (
    <section
      id={CHOSEN_MEETING_ID}
      aria-labelledby="chosen-meeting-heading"
      className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950"
    >
      <h2 id="chosen-meeting-heading" className="text-xl font-semibold">
        {t("meetingHeading", { slot: slot.heading })}
      </h2>
      {slot.note && <p className="text-sm">{slot.note}</p>}
      <ul className="space-y-1">
        {slot.times.map((time, index) => (
          <li key={`${index} ${time.label}`}>
            <strong className="font-medium">{time.label}:</strong> {time.text}
          </li>
        ))}
      </ul>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        {fields.places.map((place, index) => (
          <input key={`${index} ${place}`} type="hidden" name="place" value={place} />
        ))}
        <input type="hidden" name="date" value={fields.date} />
        {fields.view === "week" && <input type="hidden" name="view" value="week" />}
        <input type="hidden" name="start" value={String(fields.start).padStart(2, "0")} />
        <input type="hidden" name="end" value={String(fields.end).padStart(2, "0")} />
        <input type="hidden" name="slot" value={fields.slot} />
        <div className="min-w-48 flex-1 space-y-1.5">
          <label htmlFor="meeting-title" className="block text-sm font-medium">
            {t("meetingTitleLabel")}
          </label>
          <input
            id="meeting-title"
            name="title"
            defaultValue={fields.title === DEFAULT_TITLE ? t("meetingDefaultTitle") : fields.title}
            maxLength={MAX_TITLE_LENGTH}
            className={`${controlClass} h-10`}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor="meeting-length" className="block text-sm font-medium">
            {t("meetingLength")}
          </label>
          <select
            id="meeting-length"
            name="duration"
            defaultValue={String(fields.duration)}
            className={`${controlClass} h-10`}
          >
            {lengths.map((minutes) => (
              <option key={minutes} value={minutes}>
                {lengthText(minutes)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary", "md", "h-10")}>
          {t("meetingUpdate")}
        </button>
      </Form>
      <p>
        {/* A file to download: a document request, not a client-side navigation. */}
        <a href={slot.icsHref} download className={buttonClass("primary", "md")}>
          {t("meetingDownload")}
        </a>{" "}
        <span className="text-sm text-slate-700 dark:text-slate-300">{t("meetingIcsNote")}</span>
      </p>
    </section>
  );
}
