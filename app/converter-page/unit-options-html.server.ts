import { MAX_PRECISION, MIN_PRECISION, type UnitDef, type UnitTable } from "@unitwise/units";
import { escapeXml } from "~/utils/xml";
import type { ConverterOptionsHtml } from "./page";

/**
 * The converter's three lists' options as markup (the units it converts from and to, and the
 * significant digits), each with the state's choice marked `selected`. The <select>s insert it as
 * it is, so React hydrates each list and none of its options: on the length converter they are
 * 90 options, a third of the elements the page hydrated (docs/benchmarks.md). The options never
 * change while a page shows; React's `value` picks among them (it sets the options' `selected`
 * property, whoever wrote them), and the marked choice is what a page without JavaScript, or not
 * hydrated yet, shows.
 */
export function converterOptionsHtml(
  table: UnitTable,
  state: { from: string; to: string; precision: number },
): ConverterOptionsHtml {
  const units = table.units.map((unit) => ({ value: unit.id, label: unitOptionLabel(unit) }));
  return {
    from: optionsHtml(units, state.from),
    to: optionsHtml(units, state.to),
    precision: optionsHtml(PRECISIONS, String(state.precision)),
  };
}

/**
 * A unit as a list of units names it: its name and symbol, and its note where it has one, which
 * tells it from a unit one could take it for ("gal (Gal), the CGS unit of acceleration, not the
 * gallon"). The converter page's lists and the embedded converter's say the same.
 */
export function unitOptionLabel(unit: UnitDef): string {
  return `${unit.name} (${unit.symbol})${unit.note ? `, ${unit.note}` : ""}`;
}

const PRECISIONS = Array.from({ length: MAX_PRECISION - MIN_PRECISION + 1 }, (_, i) => {
  const digits = String(i + MIN_PRECISION);
  return { value: digits, label: digits };
});

function optionsHtml(
  options: ReadonlyArray<{ value: string; label: string }>,
  selected: string,
): string {
  return options
    .map(
      ({ value, label }) =>
        `<option value="${escapeXml(value)}"${value === selected ? ' selected=""' : ""}>${escapeXml(label)}</option>`,
    )
    .join("");
}
