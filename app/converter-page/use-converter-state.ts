import { useEffect, useMemo, useState } from "react";
import { convert, convertExact, type Conversion } from "~/units/convert";
import { isTextTable, isWholeNumberTable } from "~/units/converter-defaults";
import { DEFAULT_PRECISION } from "~/units/format";
import { formatForLocale, readLocaleNumber } from "~/units/locale-number";
import { parseNumberInput } from "~/units/number-input";
import type { UnitTable } from "~/units/types";

export interface ConverterState {
  value: string;
  from: string;
  to: string;
  precision: number;
}

/** The URL of a converter state; the default precision is left out to keep links short. */
export function converterSearch(state: ConverterState): string {
  const params = new URLSearchParams({ value: state.value, from: state.from, to: state.to });
  if (state.precision !== DEFAULT_PRECISION) params.set("precision", String(state.precision));
  return `?${params}`;
}

/**
 * The converter's state (docs/product.md#converter-state) and its result, recomputed in the browser
 * on every change. The URL follows the state (replaceState, so no server round trip and no history
 * spam) and the page stays shareable. A page whose path already says the state (a unit pair's page,
 * /length-converter/mile-to-kilometer) passes it as `pathState`: while the state is that one, the
 * URL is the path alone.
 */
export function useConverterState(
  table: UnitTable,
  initial: ConverterState,
  pathState?: ConverterState,
  /** the locale the value is read in (decision 053) */
  locale?: string,
) {
  const [state, setState] = useState(initial);

  const conversion: Conversion = useMemo(
    () => convert(table, state.value, state.from, state.to, { precision: state.precision, locale }),
    [table, state, locale],
  );

  /** The value in the table's base unit, for drawings to scale; null when it has none. */
  const baseValue = useMemo(() => {
    if (conversion.status !== "ok" || conversion.value === null) return null;
    try {
      const value = parseNumberInput(
        locale ? readLocaleNumber(state.value, locale).plain : state.value,
      );
      return value ? convertExact(table, value, state.from, table.baseUnit).toNumber() : null;
    } catch {
      return null; // numerals, text and currencies without a rate have no base quantity
    }
  }, [conversion, table, state.value, state.from, locale]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const own = pathState && sameState(state, pathState) ? "" : converterSearch(state);
      const search = withKeptParams(own, window.location.search);
      if (window.location.search !== search) {
        window.history.replaceState(window.history.state, "", search || window.location.pathname);
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [state, pathState]);

  function update(next: Partial<ConverterState>) {
    setState((current) => ({ ...current, ...next }));
  }

  /** Swap exchanges the units and, if the result is a number, moves it into the value. */
  function swap() {
    setState((current) => {
      const result = convert(table, current.value, current.from, current.to, {
        precision: current.precision,
        locale,
      });
      // The result as the value field shows numbers: in the page's locale.
      const value =
        result.status === "ok" && !isTextTable(table)
          ? locale && !isWholeNumberTable(table)
            ? formatForLocale(result.result, locale)
            : result.result
          : current.value;
      return { ...current, value, from: current.to, to: current.from };
    });
  }

  return { state, conversion, baseValue, update, swap };
}

function sameState(a: ConverterState, b: ConverterState): boolean {
  return a.value === b.value && a.from === b.from && a.to === b.to && a.precision === b.precision;
}

/** Parameters of the page's URL that are not the converter's state and stay as they are. */
const KEPT_PARAMS = ["ingredient"];

/** `search` (the state's query, or "") with the kept parameters of `current` added. */
function withKeptParams(search: string, current: string): string {
  const kept = new URLSearchParams(current);
  const next = new URLSearchParams(search);
  for (const name of KEPT_PARAMS) {
    const value = kept.get(name);
    if (value !== null) next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}
