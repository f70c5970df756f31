import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { categoriesWithConverters, categoryCount, converterCount } from "~/content/catalogue-stats";
import { linkClass } from "./link-class";

/** Every category with its first three converters; `units` is the rounded unit count. */
export function CategoryOverview({ units }: { units: string }) {
  return (
    <section
      aria-labelledby="categories-heading"
      className="border-t border-slate-200 py-16 dark:border-slate-800"
    >
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {categoryCount} categories, {converterCount} converters
          </h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
            From the kitchen to the laboratory: {units} units, each with its symbol, the other ways
            people write it and its exact definition.
          </p>
        </div>
        <ul className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categoriesWithConverters().map(({ category, converters }) => {
            const shown = converters.slice(0, 3);
            return (
              <li key={category.key}>
                <Card className="flex h-full flex-col p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                      <CategoryIcon name={category.icon} className="h-5 w-5" />
                    </span>
                    <div>
                      <h3 className="font-semibold">{category.name}</h3>
                      <p className="text-sm text-slate-600 dark:text-slate-300">
                        {converters.length} {converters.length === 1 ? "converter" : "converters"}
                      </p>
                    </div>
                  </div>
                  <p className="mt-4 text-sm leading-6 text-slate-600 dark:text-slate-300">
                    {category.description}
                  </p>
                  <ul className="mt-4 space-y-1 text-sm">
                    {shown.map((converter) => (
                      <li key={converter.key}>
                        <Link to={`/${converter.slug}`} className={linkClass}>
                          {converter.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  {converters.length > shown.length && (
                    <p className="mt-auto pt-3 text-sm text-slate-600 dark:text-slate-300">
                      and {converters.length - shown.length} more
                    </p>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/#categories" className={buttonClass("outline")}>
            See every converter
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
