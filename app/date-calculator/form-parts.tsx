import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { buttonClass } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control-class";
import { refusalId, type Mode, type StartingValues } from "./calculator-view";

/**
 * The pieces the date calculator's forms are made of: labelled fields drawn as the site's forms
 * draw them. Rendered to HTML on the server (forms-html.server.tsx), so their code never ships.
 */

const labelClass = "block text-sm font-medium text-slate-900 dark:text-slate-100";

interface FieldWiring {
  mode: Mode;
  /** the field's name in the URL, and in the section's `invalid` */
  name: string;
  /** its id, when the section has two fields of the name */
  id?: string;
  label: string;
  hint?: ReactNode;
  invalid: string | null;
  className?: string;
}

function wiring({ mode, name, id, hint, invalid }: FieldWiring, key: string) {
  const controlId = id ?? `date-${mode}-${name}`;
  const isInvalid = invalid === key;
  const describedBy = [hint ? `${controlId}-hint` : null, isInvalid ? refusalId(mode) : null]
    .filter(Boolean)
    .join(" ");
  return {
    id: controlId,
    name,
    "aria-invalid": isInvalid || undefined,
    "aria-describedby": describedBy || undefined,
  };
}

function Field({
  field,
  controlId,
  children,
}: {
  field: FieldWiring;
  controlId: string;
  children: ReactNode;
}) {
  return (
    <div className={`space-y-1.5 ${field.className ?? ""}`}>
      <label htmlFor={controlId} className={labelClass}>
        {field.label}
      </label>
      {children}
      {field.hint && (
        <p id={`${controlId}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {field.hint}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = FieldWiring & {
  /** the name `invalid` uses for the field, when not its own */
  invalidKey?: string;
  /** which starting value the field shows, when the URL did not fill it: the browser puts its own */
  starting?: keyof StartingValues;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "className">;

export function TextField({
  mode,
  name,
  id,
  label,
  hint,
  invalid,
  className,
  invalidKey,
  starting,
  ...input
}: TextFieldProps) {
  const field = { mode, name, id, label, hint, invalid, className };
  const wired = wiring(field, invalidKey ?? name);
  return (
    <Field field={field} controlId={wired.id}>
      <input
        type="text"
        autoComplete="off"
        className={`${controlClass} h-10`}
        data-starting={starting}
        {...input}
        {...wired}
      />
    </Field>
  );
}

type SelectFieldProps = FieldWiring & {
  options: ReadonlyArray<{ value: string; label: string }>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "className">;

export function SelectField({
  mode,
  name,
  id,
  label,
  hint,
  invalid,
  className,
  options,
  ...select
}: SelectFieldProps) {
  const field = { mode, name, id, label, hint, invalid, className };
  const wired = wiring(field, name);
  return (
    <Field field={field} controlId={wired.id}>
      <select className={`${controlClass} h-10`} {...select} {...wired}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className={buttonClass("primary", "md", "self-end")}>
      {children}
    </button>
  );
}
