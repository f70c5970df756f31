import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control-class";
import { useT } from "~/i18n/localization";
import { DEFAULT_DURATION, DEFAULT_TITLE, MAX_PLACES, type PlannerFields } from "./planner-request";

const labelClass = "block text-sm font-medium text-slate-900 dark:text-slate-100";
const hintClass = "text-sm text-slate-600 dark:text-slate-400";

/** A text field as the site's forms draw them (the form primitives' look, without their code). */
function Input(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${controlClass} h-10`} {...props} />;
}

function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={`${controlClass} h-10`} {...props} />;
}

const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const HOURS = Array.from({ length: 25 }, (_, hour) => hour);

/**
 * The planner's form: a GET form whose URL is the plan, so it works without JavaScript and a
 * plan is a link. One field per place (the first is home) and an empty one to add another.
 */
export function PlannerForm({
  fields,
  dateChosen,
}: {
  fields: PlannerFields;
  dateChosen: boolean;
}) {
  const t = useT("time");
  const places = fields.places.length < MAX_PLACES ? [...fields.places, ""] : fields.places;
  return (
    <Form
      method="get"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <fieldset className="space-y-2">
        <legend className={labelClass}>{t("meetingPlaces")}</legend>
        <p id="planner-places-hint" className={hintClass}>
          {t("meetingPlacesHint")}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {places.map((place, index) => (
            <li key={`${index} ${place}`}>
              <label htmlFor={`planner-place-${index}`} className="sr-only">
                {index === 0
                  ? t("meetingPlaceHome")
                  : place
                    ? t("meetingPlaceN", { n: index + 1 })
                    : t("meetingAddPlace")}
              </label>
              <Input
                id={`planner-place-${index}`}
                name="place"
                defaultValue={place}
                placeholder={place ? undefined : t("meetingAddPlace")}
                maxLength={64}
                autoComplete="off"
                aria-describedby="planner-places-hint"
              />
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-1.5">
          <label htmlFor="planner-date" className={labelClass}>
            {t("meetingDate")}
          </label>
          <Input
            id="planner-date"
            name="date"
            type="date"
            min="1970-01-01"
            max="2100-12-31"
            defaultValue={fields.date}
            aria-describedby="planner-date-hint"
          />
          <p id="planner-date-hint" className={hintClass}>
            {t(dateChosen ? "meetingDateHint" : "meetingDateUtcHint")}
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="planner-view" className={labelClass}>
            {t("meetingShow")}
          </label>
          <Select id="planner-view" name="view" defaultValue={fields.view}>
            <option value="day">{t("meetingOneDay")}</option>
            <option value="week">{t("meetingWeek")}</option>
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="planner-start" className={labelClass}>
            {t("meetingHoursFrom")}
          </label>
          <Select
            id="planner-start"
            name="start"
            defaultValue={String(fields.start).padStart(2, "0")}
          >
            {HOURS.slice(0, 24).map((hour) => (
              <option key={hour} value={String(hour).padStart(2, "0")}>
                {clock(hour)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="planner-end" className={labelClass}>
            {t("meetingHoursUntil")}
          </label>
          <Select id="planner-end" name="end" defaultValue={String(fields.end).padStart(2, "0")}>
            {HOURS.slice(1).map((hour) => (
              <option key={hour} value={String(hour).padStart(2, "0")}>
                {clock(hour)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {fields.title !== DEFAULT_TITLE && <input type="hidden" name="title" value={fields.title} />}
      {fields.duration !== DEFAULT_DURATION && (
        <input type="hidden" name="duration" value={fields.duration} />
      )}
      <button type="submit" className={buttonClass("primary", "md")}>
        {t("meetingPlan")}
      </button>
    </Form>
  );
}
