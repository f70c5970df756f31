import {
  ADD_UNITS,
  type AddFields,
  type BetweenFields,
  type FactsFields,
  type StartingValues,
  type UnixFields,
} from "./calculator-view";
import { HOLIDAY_REGIONS, HOLIDAY_YEARS } from "~/time/holidays";
import { SelectField, SubmitButton, TextField } from "./form-parts";

/**
 * The date calculator's GET forms: each sends its section's question in the URL (`mode=` and the
 * fields the question reader's links use), so they work without JavaScript and every answer is a
 * link. A field the URL did not fill starts with today, now or the zone (`StartingValues`), and
 * says which, for the browser to put its own. Rendered to HTML on the server
 * (forms-html.server.tsx); ServerHtml hands a submission to the router.
 */

const DATE_HINT = "2026-11-28, or 2026-11-28T09:30 with a time";
const ZONE_HINT = "UTC, a zone such as Europe/Berlin, or a city";
const formClass = "grid items-start gap-4";

interface FormProps<Fields> {
  fields: Fields;
  starting: StartingValues;
  invalid: string | null;
}

/** A field's value: the URL's, or the starting value it names. */
function valueOf(value: string | null, starting: StartingValues, key: keyof StartingValues) {
  return value === null ? { defaultValue: starting[key], starting: key } : { defaultValue: value };
}

const ACTION = "/date-calculator";

const HOLIDAY_OPTIONS = [
  { value: "", label: "None: Monday to Friday" },
  ...HOLIDAY_REGIONS.map((region) => ({ value: region.code, label: region.name })),
];
const HOLIDAY_HINT = `For business days: a region's public holidays, ${HOLIDAY_YEARS.first} to ${HOLIDAY_YEARS.last}`;

export function AddForm({ fields, starting, invalid }: FormProps<AddFields>) {
  const wiring = { mode: "add", invalid } as const;
  return (
    <form method="get" action={ACTION} className={`${formClass} sm:grid-cols-6`}>
      <input type="hidden" name="mode" value="add" />
      <TextField
        {...wiring}
        name="date"
        label="Date"
        hint={DATE_HINT}
        className="sm:col-span-3"
        {...valueOf(fields.date, starting, "date")}
        required
        maxLength={40}
      />
      <TextField
        {...wiring}
        name="zone"
        label="Time zone"
        hint="For times and hours: UTC, a zone or a city"
        className="sm:col-span-3"
        {...valueOf(fields.zone, starting, "zone")}
        maxLength={64}
      />
      <SelectField
        {...wiring}
        name="op"
        label="Add or subtract"
        className="sm:col-span-2"
        defaultValue={fields.op}
        options={[
          { value: "add", label: "Add" },
          { value: "subtract", label: "Subtract" },
        ]}
      />
      <TextField
        {...wiring}
        name="amount"
        label="Amount"
        className="sm:col-span-2"
        defaultValue={fields.amount}
        inputMode="numeric"
        required
        maxLength={20}
      />
      <SelectField
        {...wiring}
        name="unit"
        label="Unit"
        className="sm:col-span-2"
        defaultValue={fields.unit}
        options={ADD_UNITS}
      />
      <SelectField
        {...wiring}
        name="holidays"
        label="Holidays"
        hint={HOLIDAY_HINT}
        className="sm:col-span-3"
        defaultValue={fields.holidays}
        options={HOLIDAY_OPTIONS}
      />
      <SubmitButton>Calculate the date</SubmitButton>
    </form>
  );
}

export function BetweenForm({ fields, starting, invalid }: FormProps<BetweenFields>) {
  const wiring = { mode: "between", invalid } as const;
  return (
    <form method="get" action={ACTION} className={`${formClass} sm:grid-cols-3`}>
      <input type="hidden" name="mode" value="between" />
      <TextField
        {...wiring}
        name="start"
        label="Start"
        hint={DATE_HINT}
        {...valueOf(fields.start, starting, "date")}
        required
        maxLength={40}
      />
      <TextField
        {...wiring}
        name="end"
        label="End"
        hint="Counted up to, not including"
        defaultValue={fields.end}
        placeholder="2026-12-25"
        required
        maxLength={40}
      />
      <TextField
        {...wiring}
        name="zone"
        label="Time zone"
        hint={ZONE_HINT}
        {...valueOf(fields.zone, starting, "zone")}
        maxLength={64}
      />
      <SelectField
        {...wiring}
        name="holidays"
        label="Holidays"
        hint={HOLIDAY_HINT}
        defaultValue={fields.holidays}
        options={HOLIDAY_OPTIONS}
      />
      <SubmitButton>Count the time between</SubmitButton>
    </form>
  );
}

export function FactsForm({ fields, starting, invalid }: FormProps<FactsFields>) {
  return (
    <form method="get" action={ACTION} className={`${formClass} sm:grid-cols-2`}>
      <input type="hidden" name="mode" value="facts" />
      <TextField
        mode="facts"
        invalid={invalid}
        name="date"
        label="Date"
        hint="Such as 2026-12-25"
        {...valueOf(fields.date, starting, "date")}
        required
        maxLength={40}
      />
      <SubmitButton>Show the date&apos;s facts</SubmitButton>
    </form>
  );
}

/** Two forms: a Unix time to a date and time, and a date and time to a Unix time. */
export function UnixForms({ fields, starting, invalid }: FormProps<UnixFields>) {
  const wiring = { mode: "unix", invalid } as const;
  const subheading = "text-base font-semibold text-slate-900 dark:text-white";
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form method="get" action={ACTION} className={formClass} aria-labelledby="date-unix-to-date">
        <h3 id="date-unix-to-date" className={subheading}>
          Unix time to a date
        </h3>
        <input type="hidden" name="mode" value="unix" />
        <TextField
          {...wiring}
          name="unix"
          label="Unix time"
          hint="Seconds since 1970-01-01 UTC; 12 digits or more are milliseconds"
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
          label="Also show it in"
          hint={ZONE_HINT}
          {...valueOf(fields.unixZone, starting, "zone")}
          maxLength={64}
        />
        <SubmitButton>Convert to a date</SubmitButton>
      </form>
      <form method="get" action={ACTION} className={formClass} aria-labelledby="date-date-to-unix">
        <h3 id="date-date-to-unix" className={subheading}>
          A date to Unix time
        </h3>
        <input type="hidden" name="mode" value="unix" />
        <TextField
          {...wiring}
          name="date"
          label="Date and time"
          hint={DATE_HINT}
          {...valueOf(fields.date, starting, "dateTime")}
          required
          maxLength={40}
        />
        <TextField
          {...wiring}
          name="zone"
          id="date-unix-date-zone"
          invalidKey="dateZone"
          label="In the time zone"
          hint={ZONE_HINT}
          {...valueOf(fields.dateZone, starting, "zone")}
          maxLength={64}
        />
        <SubmitButton>Convert to Unix time</SubmitButton>
      </form>
    </div>
  );
}
