import type { InputHTMLAttributes } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control-class";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { converterHref, type ConverterFields } from "./converter-request";

const linkClass =
  "text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300";

const labelClass = "block text-sm font-medium text-slate-900 dark:text-slate-100";

/** A text field as the site's forms draw them (the form primitives' look, without their code). */
function Input(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${controlClass} h-10`} {...props} />;
}

/**
 * The converter's form: a GET form whose URL is the conversion, so it works without JavaScript
 * and every answer is a link. One field per place shown, and an empty one to add another.
 */
export function ConverterForm({
  fields,
  atValue,
  suggestions,
}: {
  fields: ConverterFields;
  atValue: string;
  suggestions: string[];
}) {
  const t = useT("time");
  const to = useLocalizedPath();
  const from = fields.from || "UTC";
  const [first, ...rest] = fields.to;
  return (
    <Form
      method="get"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor="tz-at" className={labelClass}>
            {t("tzDateTime")}
          </label>
          <Input
            id="tz-at"
            name="at"
            type="datetime-local"
            defaultValue={atValue}
            aria-describedby="tz-at-hint"
          />
          <p id="tz-at-hint" className="text-sm text-slate-600 dark:text-slate-400">
            {t("tzAtHint")}{" "}
            <Link to={to(converterHref({ ...fields, at: "" }))} className={linkClass}>
              {t("tzNow")}
            </Link>
          </p>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="tz-from" className={labelClass}>
            {t("tzFrom")}
          </label>
          <Input
            id="tz-from"
            name="from"
            defaultValue={from}
            list="tz-places"
            required
            maxLength={64}
            autoComplete="off"
            aria-describedby="tz-from-hint"
          />
          <p id="tz-from-hint" className="text-sm text-slate-600 dark:text-slate-400">
            {t("tzFromHint")}{" "}
            {first && (
              <Link
                to={to(converterHref({ ...fields, from: first, to: [from, ...rest] }))}
                className={linkClass}
              >
                {t("tzSwap", { place: first })}
              </Link>
            )}
          </p>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className={labelClass}>{t("tzTo")}</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {fields.to.map((place, index) => (
            <li key={`${index} ${place}`} className="flex items-center gap-2">
              <label htmlFor={`tz-to-${index}`} className="sr-only">
                {t("tzPlaceN", { n: index + 1 })}
              </label>
              <Input
                id={`tz-to-${index}`}
                name="to"
                defaultValue={place}
                list="tz-places"
                maxLength={64}
                autoComplete="off"
              />
              <Link
                to={to(converterHref({ ...fields, to: fields.to.filter((_, i) => i !== index) }))}
                className={linkClass}
                aria-label={t("tzRemovePlace", { place })}
              >
                {t("tzRemove")}
              </Link>
            </li>
          ))}
          <li className="flex items-center gap-2">
            <label htmlFor="tz-to-new" className="sr-only">
              {t("tzAddPlace")}
            </label>
            <Input
              id="tz-to-new"
              name="to"
              placeholder={t("tzAddPlace")}
              list="tz-places"
              maxLength={64}
              autoComplete="off"
            />
          </li>
        </ul>
      </fieldset>
      <datalist id="tz-places">
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {fields.overlap === "later" && <input type="hidden" name="overlap" value="later" />}
      <button type="submit" className={buttonClass("primary", "md")}>
        {t("tzConvert")}
      </button>
    </Form>
  );
}
