import { useEffect, useRef } from "react";
import { loadStore } from "./load-store";
import type { RememberedUnits } from "./remembered-units";

/** How long the converter's state must stay unchanged to be remembered (as analytics counts it). */
const SETTLE_MS = 1000;

/**
 * Remembers a converter page's settled state (docs/decisions/052-what-visitors-keep.md): changed
 * units or precision become the converter's, a new conversion joins Recent. The state the page
 * opened with is not recorded. The store loads only when there is something to record.
 */
export function useRememberConversion(
  converter: string,
  initial: RememberedUnits & { value: string },
  state: RememberedUnits & { value: string },
  converted: boolean,
  userId: string | null,
): void {
  const last = useRef(initial);
  useEffect(() => {
    const before = last.current;
    const units =
      state.from !== before.from || state.to !== before.to || state.precision !== before.precision;
    const conversion = converted && (units || state.value !== before.value);
    if (!units && !conversion) return;
    const timer = setTimeout(() => {
      last.current = state;
      void loadStore().then((store) =>
        store.rememberConversion(converter, state, userId, { units, conversion }),
      );
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [converter, state, converted, userId]);
}
