import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { formatInteger } from "~/utils/group-thousands";

/**
 * The count-up runs over 60 steps of about 33.3 ms, once 10% of the figures show
 * (docs/product.md#display-constants).
 */
const COUNT_UP_STEPS = 60;
const COUNT_UP_STEP_MS = 1000 / 30;
const VISIBLE_THRESHOLD = 0.1;

export interface Stat {
  id: string;
  label: string;
  /** a number counts up; text (e.g. "Exact") is shown as it is */
  value: number | string;
  detail: string;
}

function shownValue(value: number | string, step: number, group: string): string {
  if (typeof value === "string") return value;
  // Ease out: fast at first, settling on the true figure at the last step.
  const progress = 1 - (1 - step / COUNT_UP_STEPS) ** 3;
  return formatInteger(value * progress).replaceAll(",", group);
}

/**
 * The site's figures. The server renders the final numbers, so crawlers and visitors without
 * JavaScript read the true figures, and assistive technology always reads them. After
 * hydration the figures drop to zero and count up once 10% of them are on screen, unless the
 * visitor prefers reduced motion.
 */
export function Stats({
  stats,
  group = ",",
}: {
  stats: Stat[];
  /** the page's language's thousands separator */
  group?: string;
}) {
  const ref = useRef<HTMLDListElement>(null);
  const [step, setStep] = useState(COUNT_UP_STEPS);

  useEffect(() => {
    const list = ref.current;
    if (!list || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let timer: number | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) {
          setStep(0);
          return;
        }
        observer.disconnect();
        let current = 0;
        // Zero is on screen before the first step, however busy the page is after hydration.
        flushSync(() => setStep(current));
        timer = window.setInterval(() => {
          current += 1;
          setStep(current);
          if (current >= COUNT_UP_STEPS) window.clearInterval(timer);
        }, COUNT_UP_STEP_MS);
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(list);
    return () => {
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, []);

  return (
    <dl ref={ref} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.id}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="order-2 mt-1 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
            {stat.label}
          </dt>
          <dd className="order-1 text-3xl font-bold tracking-tight text-brand-700 tabular-nums sm:text-4xl dark:text-brand-300">
            {/* The moving figure is for the eye; assistive technology reads the final one. */}
            <span aria-hidden="true" data-testid={`stat-${stat.id}`}>
              {shownValue(stat.value, step, group)}
            </span>
            <span className="sr-only">{shownValue(stat.value, COUNT_UP_STEPS, group)}</span>
          </dd>
          <dd className="order-3 mt-2 text-sm text-slate-600 dark:text-slate-400">{stat.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
