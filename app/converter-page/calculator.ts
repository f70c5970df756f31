import { useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "~/utils/when-idle";
import type * as CalculationModule from "./calculation";

type Calculator = typeof CalculationModule;

let calculator: Calculator | null = null;
let loading: Promise<Calculator> | null = null;
const listeners = new Set<() => void>();

/**
 * The engine, in its own chunk: the page shows what the server worked out (decision 049) and
 * loads it once the browser is idle after hydration, or sooner when the visitor means to change
 * something (a pointer over or focus in the converter, a change, a swap). Loaded when idle, it
 * is also kept by the service worker, so the page converts offline. A failed load is tried again
 * at the next change.
 */
export function loadCalculator(): Promise<Calculator> {
  loading ??= import("./calculation").then(
    (module) => {
      calculator = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the engine without waiting for it (a load that fails is retried later). */
export function preloadCalculator(): void {
  loadCalculator().catch((error: unknown) => console.error("The converter could not load", error));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The loaded engine, or null: always null while hydrating, as on the server. A component showing
 * what the server worked out has no use for it yet (`needed` false): it reads null, so it does not
 * render again when the engine arrives (it loads once the page is idle). The converter page did,
 * whole, to show the same figures.
 */
export function useCalculator(needed: boolean): Calculator | null {
  return useSyncExternalStore(
    subscribe,
    () => (needed ? calculator : null),
    () => null,
  );
}

/** Loads the engine once the page is idle (whenIdle), so the first change finds it in place. */
export function usePreloadCalculatorWhenIdle(): void {
  useEffect(() => whenIdle(preloadCalculator), []);
}
