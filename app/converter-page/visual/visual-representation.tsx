import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/utils/cn";
import { readTheme, subscribeToTheme, type Theme } from "~/utils/theme";
import type { VisualModel } from "./model";
import { PALETTES } from "./palette";
import { usePageNumberSymbols } from "../use-number-locale";

// The drawing code loads after hydration, the first time a panel paints. It is in the
// calculation's chunk, which the page loads once it is idle anyway (decision 101).
const loadPainter = () => import("./paint");

export interface VisualRepresentationProps {
  /** what to draw and its caption: buildVisualModel's answer (model.ts), worked out with the
   * page's other figures (calculation.ts), so the panel itself carries no number formatting */
  model: VisualModel;
  /** level of the panel's 'Visual Representation' heading (default 3) */
  headingLevel?: 2 | 3;
  className?: string;
}

const serverTheme = (): Theme => "light";

/**
 * A 256 px canvas drawing the conversion (rulers, thermometer, balance, beaker or an arrow),
 * with a sentence saying the same thing as its accessible name and as a visible caption. The
 * server renders the caption; the canvas draws once it nears the screen, then once per frame at
 * most when the values, the theme or the panel's size change.
 */
export function VisualRepresentation({
  model,
  headingLevel = 3,
  className,
}: VisualRepresentationProps) {
  const theme = useSyncExternalStore(subscribeToTheme, readTheme, serverTheme);
  const pageSymbols = usePageNumberSymbols();
  const headingId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Whether the canvas has come near the screen once; from then on it redraws at every change.
  const seenRef = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const palette = PALETTES[theme];
    let frame = 0;
    let cancelled = false;
    const schedule = () => {
      if (!seenRef.current || frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        loadPainter().then(
          ({ paint }) => {
            if (!cancelled) paint(canvas, model, palette, pageSymbols);
          },
          // Offline before the painter was ever fetched: the caption still says it all.
          () => undefined,
        );
      });
    };
    // The panel sits below the fold: it loads and draws when it comes near the screen, not
    // during hydration.
    const sight =
      seenRef.current || typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              seenRef.current = true;
              sight?.disconnect();
              schedule();
            },
            { rootMargin: "200px" },
          );
    if (sight) sight.observe(canvas);
    else seenRef.current = true;
    schedule();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(schedule);
    observer?.observe(canvas);
    // Zooming or moving to another screen changes devicePixelRatio without resizing the canvas.
    window.addEventListener("resize", schedule);
    return () => {
      cancelled = true;
      sight?.disconnect();
      observer?.disconnect();
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [model, theme, pageSymbols]);

  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className={cn("p-4 sm:p-6", className)}>
      <section aria-labelledby={headingId}>
        <Heading
          id={headingId}
          className="text-lg font-semibold text-slate-900 dark:text-slate-100"
        >
          Visual Representation
        </Heading>
        <figure className="mt-4">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={model.caption}
            className="block h-64 w-full rounded-lg bg-slate-50 dark:bg-slate-800/60"
          />
          <figcaption className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            {model.caption}
          </figcaption>
        </figure>
      </section>
    </Card>
  );
}
