import { useSentHtmlProps } from "~/components/server-html";
import type { SentHtml } from "~/utils/sent-html";

const selectClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/**
 * A unit dropdown; each option shows the unit's name and symbol (docs/product.md#converter-page).
 * Its options come as markup (unit-options-html.server.ts): React hydrates the list, not them.
 */
export function UnitSelect({
  id,
  name,
  label,
  options,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  options: SentHtml;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
        {...useSentHtmlProps(options)}
      />
    </div>
  );
}

export { selectClass };
