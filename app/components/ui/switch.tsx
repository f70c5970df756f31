import type { InputHTMLAttributes } from "react";
import { cn } from "~/utils/cn";

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  label: string;
  description?: string;
}

/** An on/off toggle: a real checkbox (so forms and assistive tech understand it) styled as a switch. */
export function Switch({ label, description, id, className, ...props }: SwitchProps) {
  const descriptionId = description && id ? `${id}-description` : undefined;
  return (
    <div className={cn("flex items-start justify-between gap-4", className)}>
      <div>
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-slate-100">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-600 dark:text-slate-300">
            {description}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={descriptionId}
        className={cn(
          "relative mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors",
          "before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform",
          "checked:bg-brand-600 checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-60",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-slate-600",
        )}
        {...props}
      />
    </div>
  );
}
