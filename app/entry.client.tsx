import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markPageHydrated } from "~/utils/use-hydrated";

/**
 * Marks where hydration starts and where its first commit has run its effects, so a benchmark
 * can read how long hydrating a page takes from the page's own performance timeline
 * (`npm run bench:web`, scripts/page-timings.mjs reads these names).
 */
const HYDRATION_MARKS = { start: "unitwise:hydrate-start", end: "unitwise:hydrated" };

function MarkHydrated({ children }: { children: ReactNode }) {
  // A parent's effects run after its children's: this one runs when the whole page has hydrated,
  // and from then on event handlers take over what the browser did without JavaScript
  // (pageHydrated).
  useEffect(() => {
    markPageHydrated();
    performance.mark(HYDRATION_MARKS.end);
  }, []);
  return children;
}

performance.mark(HYDRATION_MARKS.start);
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <MarkHydrated>
        <HydratedRouter />
      </MarkHydrated>
    </StrictMode>,
  );
});
