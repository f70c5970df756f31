import { useEffect, useRef } from "react";
import { countEvent, trackEvent } from "~/utils/analytics";
import type { ConverterState } from "./page";

/** How long an input must stay unchanged to count as a conversion, not a keystroke. */
const CONVERSION_SETTLE_MS = 1000;

/**
 * Reports a conversion (UnitWise's counters; GA's converter_use if configured and consented)
 * once per settled input: unchanged for a second, with a result, and not the value and units
 * last reported. The state the page was loaded with is not reported: the server counted it when
 * its link carried a value (docs/decisions/047-first-party-analytics.md).
 */
export function useConversionReport(
  slug: string,
  initial: ConverterState,
  state: ConverterState,
  converted: boolean,
): void {
  const reported = useRef(`${initial.value}\n${initial.from}\n${initial.to}`);
  const current = `${state.value}\n${state.from}\n${state.to}`;
  useEffect(() => {
    if (!converted || current === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = current;
      countEvent({ type: "conversion", converter: slug });
      trackEvent("converter_use", slug);
    }, CONVERSION_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [slug, current, converted]);
}
