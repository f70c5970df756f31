import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { categories, converters } from "~/units/converters";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "UnitWise: free, exact unit converters" },
  {
    name: "description",
    content: `${converters.length} free unit converters in ${categories.length} categories, with exact factors and no sign-up.`,
  },
];

export default function Home() {
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white py-20 dark:border-slate-800 dark:from-brand-950 dark:to-slate-950">
        <Container className="text-center">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
            Convert any unit, <span className="text-brand-700 dark:text-brand-300">exactly</span>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            {converters.length} free converters in {categories.length} categories, with exact
            factors from the standards that define them. No sign-up, no noise.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href="#categories" className={buttonClass("primary", "lg")}>
              Explore Converters
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
            <a href="#categories" className={buttonClass("outline", "lg")}>
              View All Categories
            </a>
          </div>
        </Container>
      </section>
      <Container id="categories" className="scroll-mt-20 py-12">
        <h2 className="text-2xl font-bold tracking-tight">All converters</h2>
        {categories.map((category) => {
          const members = converters.filter((c) => c.category === category.key);
          return (
            <section
              key={category.key}
              aria-labelledby={`category-${category.key}`}
              className="mt-10"
            >
              <h3 id={`category-${category.key}`} className="text-xl font-semibold">
                {category.name}
              </h3>
              <p className="mt-1 text-slate-600 dark:text-slate-300">
                {category.description} · {members.length} tools
              </p>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {members.map((converter) => (
                  <li key={converter.key}>
                    <Card className="h-full p-4 transition-shadow hover:shadow-md">
                      <Link
                        to={`/${converter.slug}`}
                        className="font-medium text-slate-900 hover:text-brand-700 dark:text-white dark:hover:text-brand-300"
                      >
                        {converter.name}
                      </Link>
                      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                        {converter.description}
                      </p>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Container>
    </>
  );
}
