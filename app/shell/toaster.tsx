import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribeToToasts } from "~/utils/toast";
import type ToastListComponent from "./toast-list";

type ToastList = typeof ToastListComponent;

/**
 * Where toasts appear (docs/product.md#toasts-and-notices): top on phones and bottom-right from
 * `sm`, at most 420 px wide from `md`. The region and its live region are always in the page, so
 * screen readers announce each toast as it is added; the toasts' own code (toast-list.tsx: swipe,
 * timers, focus handling) loads with the first toast, and stays: most page views show none
 * (decision 049). It is imported by hand, not through React.lazy: a Suspense boundary reveals
 * late content on a timer, and a toast must show as soon as its code is there.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  const region = useRef<HTMLElement>(null);
  const [list, setList] = useState<{ Component: ToastList } | null>(null);
  const wanted = toasts.length > 0;

  useEffect(() => {
    if (!wanted || list) return;
    let current = true;
    import("./toast-list").then(
      (module) => current && setList({ Component: module.default }),
      // Offline or replaced by a new deploy: the toast is not shown, and the page carries on.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [wanted, list]);

  return (
    <section
      ref={region}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      className="pointer-events-none fixed top-0 right-0 z-100 flex max-h-screen w-full flex-col p-4 focus-visible:-outline-offset-2 sm:top-auto sm:bottom-0 md:max-w-[420px]"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {list && <list.Component toasts={toasts} region={region} />}
      </div>
    </section>
  );
}
