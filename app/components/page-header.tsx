import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/** The title band at the top of content pages (About, FAQ, Help, legal pages, …). */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white py-12 dark:border-slate-800 dark:from-brand-950 dark:to-slate-950">
      <Container className="text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle && (
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {subtitle}
          </p>
        )}
        {children && <div className="mt-6">{children}</div>}
      </Container>
    </section>
  );
}
