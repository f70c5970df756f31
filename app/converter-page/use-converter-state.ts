import { useEffect, useMemo, useState } from "react";
import { DEFAULT_PRECISION, type UnitTable } from "@unitwise/units";
import type { Calculation } from "./calculation";
import {
  loadCalculator,
  preloadCalculator,
  usePreloadCalculatorWhenIdle,
  useCalculator,
} from "./calculator";
import type { ConverterState } from "./page";
import { useT } from "~/i18n/localization";

/** The URL of a converter state; the default precision is left out to keep links short. */
function converterSearch(state: ConverterState): string {
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
  /** what the server worked out for `initial` (calculation.ts) */
  initialCalculation: Calculation,
  pathState?: ConverterState,
  /** the locale the value is read in (decision 053) */
  locale = "en-US",
) {
  const [state, setState] = useState(initial);
  // The engine's sentences in the page's language (calculation.ts).
  const t = useT("converter");
  const served = sameState(state, initial);
  const calculator = useCalculator(!served);
  usePreloadCalculatorWhenIdle();

  // The server's answer for the state it rendered; the engine's for any other, once loaded.
  const fresh = useMemo(
    () => (served ? initialCalculation : (calculator?.calculate(table, state, locale, t) ?? null)),
    [served, calculator, table, state, initialCalculation, locale, t],
  );
  // While the engine loads (a few milliseconds after the first change), the last answer stays.
  const [last, setLast] = useState(initialCalculation);
  if (fresh && fresh !== last) setLast(fresh);
  const calculation = fresh ?? last;

  useEffect(() => {
    const path = window.location.pathname;
    const timer = setTimeout(() => {
      // A navigation away may have changed the URL before this page is gone: leave it alone.
      if (window.location.pathname !== path) return;
      const own = pathState && sameState(state, pathState) ? "" : converterSearch(state);
      const search = withKeptParams(own, window.location.search);
      if (window.location.search !== search) {
        window.history.replaceState(window.history.state, "", search || window.location.pathname);
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [state, pathState]);

  function update(next: Partial<ConverterState>) {
    preloadCalculator();
    setState((current) => ({ ...current, ...next }));
  }

  /** Swap exchanges the units and, if the result is a number, moves it into the value. */
  function swap() {
    loadCalculator().then(
      (loaded) => setState((current) => loaded.swapped(table, current, locale)),
      (error: unknown) => console.error("The converter could not load", error),
    );
  }

  return { state, calculation, pending: fresh === null, update, swap, prepare: preloadCalculator };
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
