import {
  ADD_UNITS,
  type AddFields,
  type BetweenFields,
  type FactsFields,
  type StartingValues,
  type UnixFields,
} from "./calculator-view";
import type { Translate } from "~/i18n/localization";
import { HOLIDAY_YEARS } from "~/time/holiday-regions";
import { SelectField, SubmitButton, TextField } from "./form-parts";

/**
 * The date calculator's GET forms: each sends its section's question in the URL (`mode=` and the
 * fields the question reader's links use), so they work without JavaScript and every answer is a
 * link. A field the URL did not fill starts with today, now or the zone (`StartingValues`), and
 * says which, for the browser to put its own. Rendered to HTML on the server
 * (forms-html.server.tsx); ServerHtml hands a submission to the router.
 */

const formClass = "grid items-start gap-4";

interface FormProps<Fields> {
  fields: Fields;
  starting: StartingValues;
  invalid: string | null;
  t: Translate<"time">;
  /** the page in its language */
  action: string;
}

type Options = ReadonlyArray<{ value: string; label: string }>;

/** A field's value: the URL's, or the starting value it names. */
function valueOf(value: string | null, starting: StartingValues, key: keyof StartingValues) {
  return value === null ? { defaultValue: starting[key], starting: key } : { defaultValue: value };
}

const holidayHint = (t: Translate<"time">) =>
  t("dateHolidaysHint", { first: HOLIDAY_YEARS.first, last: HOLIDAY_YEARS.last });

export function AddForm({
  fields,
  starting,
  invalid,
  t,
  action,
  regions,
}: FormProps<AddFields> & { regions: Options }) {
  const wiring = { mode: "add", invalid } as const;
  return (
    <form method="get" action={action} className={`${formClass} sm:grid-cols-6`}>
      <input type="hidden" name="mode" value="add" />
      <TextField
        {...wiring}
        name="date"
        label={t("dateLabelDate")}
        hint={t("dateDateHint")}
        className="sm:col-span-3"
        {...valueOf(fields.date, starting, "date")}
        required
        maxLength={40}
      />
      <TextField
        {...wiring}
        name="zone"
        label={t("dateLabelZone")}
        hint={t("dateAddZoneHint")}
        className="sm:col-span-3"
        {...valueOf(fields.zone, starting, "zone")}
        maxLength={64}
      />
      <SelectField
        {...wiring}
        name="op"
        label={t("dateOp")}
        className="sm:col-span-2"
        defaultValue={fields.op}
        options={[
          { value: "add", label: t("dateOpAdd") },
          { value: "subtract", label: t("dateOpSubtract") },
        ]}
      />
      <TextField
        {...wiring}
        name="amount"
        label={t("dateAmount")}
        className="sm:col-span-2"
        defaultValue={fields.amount}
        inputMode="numeric"
        required
        maxLength={20}
      />
      <SelectField
        {...wiring}
        name="unit"
        label={t("dateUnit")}
        className="sm:col-span-2"
        defaultValue={fields.unit}
        options={ADD_UNITS.map((unit) => ({ value: unit.value, label: t(unit.label) }))}
      />
      <SelectField
        {...wiring}
        name="holidays"
        label={t("dateHolidays")}
        hint={holidayHint(t)}
        className="sm:col-span-3"
        defaultValue={fields.holidays}
        options={regions}
      />
      <SubmitButton>{t("dateAddSubmit")}</SubmitButton>
    </form>
  );
}

export function BetweenForm({
  fields,
  starting,
  invalid,
  t,
  action,
  regions,
}: FormProps<BetweenFields> & { regions: Options }) {
  const wiring = { mode: "between", invalid } as const;
  return (
    <form method="get" action={action} className={`${formClass} sm:grid-cols-3`}>
      <input type="hidden" name="mode" value="between" />
      <TextField
        {...wiring}
        name="start"
        label={t("dateLabelStart")}
        hint={t("dateDateHint")}
        {...valueOf(fields.start, starting, "date")}
        required
        maxLength={40}
      />
      <TextField
        {...wiring}
        name="end"
        label={t("dateLabelEnd")}
        hint={t("dateEndHint")}
        defaultValue={fields.end}
        placeholder="2026-12-25"
        required
        maxLength={40}
      />
      <TextField
        {...wiring}
        name="zone"
        label={t("dateLabelZone")}
        hint={t("dateZoneHint")}
        {...valueOf(fields.zone, starting, "zone")}
        maxLength={64}
      />
      <SelectField
        {...wiring}
        name="holidays"
        label={t("dateHolidays")}
        hint={holidayHint(t)}
        defaultValue={fields.holidays}
        options={regions}
      />
      <SubmitButton>{t("dateBetweenSubmit")}</SubmitButton>
    </form>
  );
}

export function FactsForm({ fields, starting, invalid, t, action }: FormProps<FactsFields>) {
  return (
    <form method="get" action={action} className={`${formClass} sm:grid-cols-2`}>
      <input type="hidden" name="mode" value="facts" />
      <TextField
        mode="facts"
        invalid={invalid}
        name="date"
        label={t("dateLabelDate")}
        hint={t("dateFactsHint")}
        {...valueOf(fields.date, starting, "date")}
        required
        maxLength={40}
      />
      <SubmitButton>{t("dateFactsSubmit")}</SubmitButton>
    </form>
  );
}

/** Two forms: a Unix time to a date and time, and a date and time to a Unix time. */
export function UnixForms({ fields, starting, invalid, t, action }: FormProps<UnixFields>) {
  const wiring = { mode: "unix", invalid } as const;
  const subheading = "text-base font-semibold text-slate-900 dark:text-white";
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form method="get" action={action} className={formClass} aria-labelledby="date-unix-to-date">
        <h3 id="date-unix-to-date" className={subheading}>
          {t("dateUnixToDate")}
        </h3>
        <input type="hidden" name="mode" value="unix" />
        <TextField
          {...wiring}
          name="unix"
          label={t("dateUnixLabel")}
          hint={t("dateUnixHint")}
          {...valueOf(fields.unix, starting, "unix")}
          inputMode="numeric"
          required
          maxLength={20}
        />
        <TextField
          {...wiring}
          name="zone"
          id="date-unix-unix-zone"
          invalidKey="unixZone"
          label={t("dateAlsoShowIn")}
          hint={t("dateZoneHint")}
          {...valueOf(fields.unixZone, starting, "zone")}
          maxLength={64}
        />
        <SubmitButton>{t("dateUnixSubmit")}</SubmitButton>
      </form>
      <form method="get" action={action} className={formClass} aria-labelledby="date-date-to-unix">
        <h3 id="date-date-to-unix" className={subheading}>
          {t("dateDateToUnix")}
        </h3>
        <input type="hidden" name="mode" value="unix" />
        <TextField
          {...wiring}
          name="date"
          label={t("dateLabelDateTime")}
          hint={t("dateDateHint")}
          {...valueOf(fields.date, starting, "dateTime")}
          required
          maxLength={40}
        />
        <TextField
          {...wiring}
          name="zone"
          id="date-unix-date-zone"
          invalidKey="dateZone"
          label={t("dateInZone")}
          hint={t("dateZoneHint")}
          {...valueOf(fields.dateZone, starting, "zone")}
          maxLength={64}
        />
        <SubmitButton>{t("dateToUnixSubmit")}</SubmitButton>
      </form>
    </div>
  );
}
