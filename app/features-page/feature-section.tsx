import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import type { Example } from "~/content/features";

/** A feature explained in prose beside a card of examples the engine answered. */
export function FeatureSection({
  id,
  icon: Icon,
  title,
  examples,
  examplesLabel,
  joiner = "=",
  tinted = false,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  examples: Example[];
  examplesLabel: string;
  /** what stands between an example and its answer */
  joiner?: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={
        tinted
          ? "scroll-mt-16 border-y border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
          : "scroll-mt-16 py-16"
      }
    >
      <Container>
        <div className="mx-auto grid max-w-6xl items-start gap-10 lg:grid-cols-2">
          <div>
            <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-600 text-white">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <h2 id={headingId} className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-slate-700 dark:text-slate-300">
              {children}
            </div>
          </div>
          {examples.length > 0 && (
            <Card className="overflow-hidden">
              <h3 className="border-b border-slate-200 px-5 py-3 text-sm font-semibold text-slate-900 dark:border-slate-700 dark:text-white">
                {examplesLabel}
              </h3>
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {examples.map((example) => (
                  <li
                    key={example.question}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-5 py-3"
                  >
                    <span className="font-mono text-sm text-slate-700 dark:text-slate-300">
                      {example.question}
                    </span>{" "}
                    <span className="font-mono text-sm font-semibold text-slate-900 dark:text-white">
                      {joiner} {example.answer}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </Container>
    </section>
  );
}

/** Shorthand a visitor types, set in code within the prose. */
export function Kbd({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </code>
  );
}
