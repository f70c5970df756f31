import { lazy, Suspense, useRef, useState, useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribeToToasts } from "~/utils/toast";

// The toasts' code (swipe, timers, focus handling) loads with the first toast: most page views
// show none (decision 049).
const ToastList = lazy(() => import("./toast-list"));

/**
 * Where toasts appear (docs/product.md#toasts-and-notices): top on phones and bottom-right from
 * `sm`, at most 420 px wide from `md`. The region and its live region are always in the page, so
 * screen readers announce each toast as it is added; the toasts' own code (toast-list.tsx) loads
 * when the first one is pushed, and stays.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  const region = useRef<HTMLElement>(null);
  const [used, setUsed] = useState(false);
  // Adjusting state while rendering (React's pattern for state derived from a store).
  if (toasts.length > 0 && !used) setUsed(true);

  return (
    <section
      ref={region}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className="pointer-events-none fixed top-0 right-0 z-100 flex max-h-screen w-full flex-col p-4 focus-visible:-outline-offset-2 sm:top-auto sm:bottom-0 md:max-w-[420px]"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {used && (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} region={region} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
