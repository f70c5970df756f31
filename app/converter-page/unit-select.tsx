import type { UnitDef } from "@unitwise/units";

const selectClass =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/**
 * A unit dropdown; each option shows the unit's name and symbol (docs/product.md#converter-page).
 */
export function UnitSelect({
  id,
  name,
  label,
  units,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  units: readonly UnitDef[];
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
      >
        {/* Each label one string, so one text node: as four (name, symbol and the brackets),
            a page's two lists made React hydrate about 300 more nodes, and the HTML carried a
            separator between each (docs/benchmarks.md). */}
        {units.map((unit) => (
          <option key={unit.id} value={unit.id}>
            {`${unit.name} (${unit.symbol})${unit.note ? `, ${unit.note}` : ""}`}
          </option>
        ))}
      </select>
    </div>
  );
}

export { selectClass };
