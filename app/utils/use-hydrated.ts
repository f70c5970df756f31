import { startTransition, useEffect, useState } from "react";

/** Set once the first page has hydrated: components mounted later start hydrated. */
let hydratedOnce = false;

/**
 * The page's hydration has committed: called by the root of hydration (entry.client.tsx), whose
 * effect runs after every hydrated component's.
 */
export function markPageHydrated(): void {
  hydratedOnce = true;
}

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
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Whether the page has hydrated, read when it is called: for an event handler that lets the
 * browser do its default (submit, follow a link) until then, in a component that need not render
 * again when the page hydrates. It holds whether or not anything on the page uses useHydrated.
 */
export function pageHydrated(): boolean {
  return hydratedOnce;
}
