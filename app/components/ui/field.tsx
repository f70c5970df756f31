import { CircleAlert, CircleCheck, Eye, EyeOff } from "lucide-react";
import {
  createContext,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "~/utils/cn";
import { controlClass } from "./control-class";
import { HONEYPOT_NAME } from "~/utils/honeypot";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * Form primitives: `Label`, `Input`, `Select`, `Textarea`, `FieldHint`, `FieldError`, and the wired-up
 * `TextField` / `TextareaField` that connect them (label ↔ control, `aria-invalid`,
 * `aria-describedby` → hint and error). Plus `FormAlert` and `FormSuccess` for form-wide
 * outcomes, `useFocusFirstInvalid`, and `Honeypot`.
 */

/** What the fields say themselves; English unless a page gives its words (`FieldWords`). */
export interface FieldWordsValue {
  optional: string;
  showPassword: string;
  hidePassword: string;
  honeypot: string;
}

/** A page's words for its fields: `<FieldWords value={…}>` around its forms. */
export const FieldWords = createContext<FieldWordsValue>({
  optional: "(optional)",
  showPassword: "Show password",
  hidePassword: "Hide password",
  honeypot: "Leave this field empty",
});

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return (
    <label
      className={cn("block text-sm font-medium text-slate-900 dark:text-slate-100", className)}
      {...props}
    />
  );
}

export function Input({
  className,
  type = "text",
  ...props
}: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={cn(controlClass, "h-10", className)} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(controlClass, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(controlClass, "min-h-32 py-2", className)} {...props} />;
}

function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-slate-600 dark:text-slate-300">
      {children}
    </p>
  );
}

/** The message under a field that failed validation; the control points at it. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-red-700 dark:text-red-300">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

interface FieldWiring {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** classes of the wrapper around label, control and messages */
  className?: string;
}

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
function useFieldWiring(
  id: string | undefined,
  hint: ReactNode,
  error: string | undefined,
  describedBy: string | undefined,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedByIds = [describedBy, hint ? hintId : null, error ? errorId : null].filter(
    Boolean,
  );
  return {
    controlId,
    hintId,
    errorId,
    controlProps: {
      id: controlId,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedByIds.length > 0 ? describedByIds.join(" ") : undefined,
    },
  };
}

function FieldFrame({
  label,
  hint,
  error,
  className,
  required,
  controlId,
  hintId,
  errorId,
  children,
}: FieldWiring & {
  required?: boolean;
  controlId: string;
  hintId: string;
  errorId: string;
  children: ReactNode;
}) {
  const words = use(FieldWords);
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={controlId}>
        {label}
        {!required && (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-300">
            {words.optional}
          </span>
        )}
      </Label>
      {children}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

type TextFieldProps = FieldWiring & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** A labelled input with its hint and error. Fields that are not `required` say "(optional)". */
export function TextField({ id, label, hint, error, className, ...props }: TextFieldProps) {
  const wiring = useFieldWiring(id, hint, error, props["aria-describedby"]);
  return (
    <FieldFrame
      {...wiring}
      label={label}
      hint={hint}
      error={error}
      className={className}
      required={props.required}
    >
      <Input {...props} {...wiring.controlProps} />
    </FieldFrame>
  );
}

type PasswordFieldProps = FieldWiring & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">;

/**
 * A labelled password input with a show/hide toggle. The toggle needs JavaScript, so it appears
 * only once the page is hydrated; without it the field is a plain password input.
 */
export function PasswordField({ id, label, hint, error, className, ...props }: PasswordFieldProps) {
  const wiring = useFieldWiring(id, hint, error, props["aria-describedby"]);
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const words = use(FieldWords);
  return (
    <FieldFrame
      {...wiring}
      label={label}
      hint={hint}
      error={error}
      className={className}
      required={props.required}
    >
      <div className="relative">
        <Input
          {...props}
          {...wiring.controlProps}
          type={visible ? "text" : "password"}
          className={hydrated ? "pr-11" : undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        {hydrated && (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? words.hidePassword : words.showPassword}
            aria-pressed={visible}
            aria-controls={wiring.controlId}
            disabled={props.disabled}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:opacity-60 dark:text-slate-300 dark:hover:text-white"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Eye aria-hidden="true" className="h-4 w-4" />
            )}
          </button>
        )}
      </div>
    </FieldFrame>
  );
}

type TextareaFieldProps = FieldWiring & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">;

/** A labelled textarea with its hint and error. */
export function TextareaField({ id, label, hint, error, className, ...props }: TextareaFieldProps) {
  const wiring = useFieldWiring(id, hint, error, props["aria-describedby"]);
  return (
    <FieldFrame
      {...wiring}
      label={label}
      hint={hint}
      error={error}
      className={className}
      required={props.required}
    >
      <Textarea {...props} {...wiring.controlProps} />
    </FieldFrame>
  );
}

/** A message about the whole form (too many attempts, a server problem), announced when shown. */
export function FormAlert({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800",
        "dark:border-red-900 dark:bg-red-950 dark:text-red-200",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1">{children}</div>}
      </div>
    </div>
  );
}

/** What replaces a form once it has been sent; takes focus so the outcome is announced. */
export function FormSuccess({ title, children }: { title: string; children?: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div
      role="status"
      className="rounded-lg border border-green-200 bg-green-50 p-6 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100"
    >
      <div className="flex items-start gap-3">
        <CircleCheck
          aria-hidden="true"
          className="mt-0.5 h-6 w-6 shrink-0 text-green-700 dark:text-green-300"
        />
        <div>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-28 text-lg font-semibold focus:outline-none"
          >
            {title}
          </h2>
          {children && <div className="mt-2 space-y-3 text-sm">{children}</div>}
        </div>
      </div>
    </div>
  );
}

/**
 * After a submission comes back with field errors, moves focus to the first invalid control so
 * keyboard and screen-reader users land on what needs fixing. `result` is the action data.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, result: unknown) {
  useEffect(() => {
    if (!result) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, result]);
}

/**
 * A field people never see or reach but form-filling bots do: a submission with it filled is
 * spam. Hidden from sight and from assistive tech, out of the tab order, never autofilled.
 */
export function Honeypot() {
  const words = use(FieldWords);
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={`${HONEYPOT_NAME}-field`}>{words.honeypot}</label>
      <input
        id={`${HONEYPOT_NAME}-field`}
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
