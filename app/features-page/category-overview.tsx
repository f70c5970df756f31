import { ArrowRight } from "lucide-react";
import type { Category } from "@unitwise/units";
import { Link } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { categoryCount, converterCount } from "~/content/catalogue-stats";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { linkClass } from "./link-class";

/** A category as the features loader sends it: named in the page's language. */
interface CategoryCard {
  key: string;
  icon: Category["icon"];
  name: string;
  description: string;
  /** how many converters it has */
  count: number;
  /** its first three converters */
  shown: ReadonlyArray<{ key: string; slug: string; name: string }>;
}

/** Every category with its first three converters; `units` is the rounded unit count. */
export function CategoryOverview({
  units,
  categories,
}: {
  units: string;
  categories: readonly CategoryCard[];
}) {
  const t = useT("support");
  const to = useLocalizedPath();
  return (
    <section
      aria-labelledby="categories-heading"
      className="border-t border-slate-200 py-16 dark:border-slate-800"
    >
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="categories-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("featuresCategoriesTitle", {
              categories: categoryCount,
              converters: converterCount,
            })}
          </h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
            {t("featuresCategoriesText", { units })}
          </p>
        </div>
        <ul className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => {
            const { shown } = category;
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
                        {t("featuresConverterCount", { count: category.count })}
                      </p>
                    </div>
                  </div>
                  <p className="mt-4 text-sm leading-6 text-slate-600 dark:text-slate-300">
                    {category.description}
                  </p>
                  <ul className="mt-4 space-y-1 text-sm">
                    {shown.map((converter) => (
                      <li key={converter.key}>
                        <Link to={to(`/${converter.slug}`)} className={linkClass}>
                          {converter.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  {category.count > shown.length && (
                    <p className="mt-auto pt-3 text-sm text-slate-600 dark:text-slate-300">
                      {t("featuresMore", { count: category.count - shown.length })}
                    </p>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Link to={`${to("/")}#categories`} className={buttonClass("outline")}>
            {t("featuresSeeAll")}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
