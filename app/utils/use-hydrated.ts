import { startTransition, useEffect, useState } from "react";

/** Set once the first page has hydrated: components mounted later start hydrated. */
let hydratedOnce = false;

/**
 * False during server rendering and hydration, true afterwards: for controls that need JS.
 *
 * The switch is a transition, not useSyncExternalStore: a store that differs from its server
 * snapshot re-renders every consumer synchronously right after hydration, one long task on a
 * slow phone; a transition renders them in slices that yield to input.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
