import type { IconComponent } from "~/components/icons";
import { ArrowRight, Beaker, Ruler, Thermometer, Weight } from "~/home/icons";
import { Link } from "react-router";
import { CategoryIcon } from "~/components/category-icon";
import {
  CategorySection,
  categoryHeadingId,
  EXPAND_PARAM,
  unitsLabel,
} from "~/home/category-section";
import { FeatureCards } from "~/home/feature-cards";
import { CATEGORIES_ANCHOR, Hero } from "~/home/hero";
import { PopularConverters, type PopularEntry } from "~/home/popular-converters";
import { Stats, type Stat } from "~/home/stats";
import { Container } from "~/components/ui/container";
import { KeptOnHome } from "~/me/kept-on-home";
import { getCatalogue } from "~/catalogue/catalogue.server";
import { measuredPopularity } from "~/analytics/popularity.server";
import { getDatabase } from "~/server-context";
import { toConverter, unitCountLabel } from "~/catalogue/effective";
import type { Category, Converter } from "~/units/types";
import { formatInteger } from "~/utils/group-thousands";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/home";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

/** Quick-access links: the four converters of the main navigation. */
const QUICK_ACCESS: Array<{ key: string; label: string; icon: IconComponent }> = [
  { key: "length", label: "Length", icon: Ruler },
  { key: "weight", label: "Weight", icon: Weight },
  { key: "temperature", label: "Temperature", icon: Thermometer },
  { key: "volume", label: "Volume", icon: Beaker },
];

/**
 * Relative popularity (docs/product.md#home); an editorial ranking, labelled as such, shown until
 * enough conversions are counted (docs/decisions/047-first-party-analytics.md).
 */
const POPULARITY: Array<{ key: string; score: number }> = [
  { key: "length", score: 95 },
  { key: "weight", score: 88 },
  { key: "temperature", score: 82 },
  { key: "volume", score: 75 },
  { key: "speed", score: 68 },
  { key: "time", score: 62 },
];

/** The entries whose converter visitors can reach, each with its converter. */
function withConverters<T extends { key: string }>(
  list: T[],
  converters: readonly Converter[],
): Array<T & { converter: Converter }> {
  return list.flatMap((item) => {
    const converter = converters.find((c) => c.key === item.key);
    return converter ? [{ ...item, converter }] : [];
  });
}

const ctaButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The catalogue visitors see (with the operators' changes), without its unit tables: what
  // cards say of the units is worked out here ("25+" where an operator wrote it, else counted).
  const catalogue = getCatalogue(context);
  const categories: Category[] = catalogue.categories.map(({ key, name, description, icon }) => ({
    key,
    name,
    description,
    icon,
  }));
  const converters: Converter[] = catalogue.converters.map(toConverter);
  const unitCounts: Record<string, string> = Object.fromEntries(
    catalogue.converters.map((converter) => [converter.key, unitCountLabel(converter)]),
  );
  // Without JavaScript, 'View All' links here with the category to show in full.
  const expand = new URL(request.url).searchParams.get(EXPAND_PARAM);
  const expanded = categories.some((category) => category.key === expand) ? expand : null;
  // Shares of the conversions counted, once there are enough; else the editorial ranking.
  const measured = await measuredPopularity(getDatabase(context), catalogue);
  const popularity = measured
    ? { measured: true, entries: measured.map(({ key, share }) => ({ key, score: share })) }
    : { measured: false, entries: POPULARITY };
  return {
    categories,
    converters,
    unitCount: catalogue.unitCount,
    unitCounts,
    expanded,
    popularity,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, converters, unitCount, unitCounts, expanded, popularity } = loaderData;

  const stats: Stat[] = [
    {
      id: "converters",
      label: "Converters",
      value: converters.length,
      detail: "every one with real, working units",
    },
    {
      id: "units",
      label: "Units",
      value: unitCount,
      detail: "distinct units, counted from the catalogue",
    },
    {
      id: "categories",
      label: "Categories",
      value: categories.length,
      detail: "from everyday measures to radiology",
    },
    {
      id: "accuracy",
      label: "Accuracy",
      value: "Exact",
      detail: "defined factors reproduced digit for digit, checked by our test suite",
    },
  ];

  const quickAccess = withConverters(QUICK_ACCESS, converters);
  const names = Object.fromEntries(converters.map((converter) => [converter.slug, converter.name]));
  const popular: PopularEntry[] = withConverters(popularity.entries, converters);

  return (
    <>
      <Hero converterCount={converters.length} categoryCount={categories.length} />
      <KeptOnHome names={names} />

      <section aria-labelledby="stats-heading" className="py-14 sm:py-16">
        <Container>
          <h2 id="stats-heading" className="sr-only">
            UnitWise in numbers
          </h2>
          <Stats stats={stats} />
        </Container>
      </section>

      <section aria-labelledby="quick-heading" className="pb-14 sm:pb-20">
        <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="quick-heading" className="text-3xl font-bold tracking-tight">
              One catalogue, every unit in its place
            </h2>
            <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
              Students, engineers, cooks and anyone with a recipe or a spec sheet: pick a converter,
              type a number and read the answer. US and imperial gallons, the two calories and the
              survey foot are kept apart and labelled, so you always know which one you are using.
            </p>
            <ul className="mt-8 grid grid-cols-2 gap-3">
              {quickAccess.map(({ converter, label, icon: Icon }) => (
                <li key={converter.key}>
                  <Link
                    to={`/${converter.slug}`}
                    className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
                  >
                    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                      <Icon aria-hidden="true" className="h-5 w-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                        {label}
                      </span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">
                        {unitsLabel(unitCounts[converter.key])}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <PopularConverters entries={popular} measured={popularity.measured} />
        </Container>
      </section>

      <section
        aria-labelledby="features-heading"
        className="border-y border-slate-200 bg-slate-50 py-14 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
              Why UnitWise
            </h2>
            <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
              A converter you can cite: exact numbers, plain answers and nothing in the way.
            </p>
          </div>
          <div className="mt-10">
            <FeatureCards />
          </div>
        </Container>
      </section>

      <section
        id={CATEGORIES_ANCHOR}
        tabIndex={-1}
        aria-labelledby="categories-heading"
        className="scroll-mt-16 py-14 outline-none sm:py-20"
      >
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="categories-heading" className="text-3xl font-bold tracking-tight">
              Browse by category
            </h2>
            <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
              {converters.length} converters in {categories.length} categories.
            </p>
          </div>
          <nav aria-label="Categories" className="mt-8">
            <ul className="flex flex-wrap justify-center gap-2">
              {categories.map((category) => (
                <li key={category.key}>
                  <a
                    href={`#${categoryHeadingId(category.key)}`}
                    className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-brand-300 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-600 dark:hover:text-brand-300"
                  >
                    <CategoryIcon name={category.icon} className="h-4 w-4" />
                    {category.name.replace(/ Converters$/, "")}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-10 space-y-8">
            {categories.map((category) => (
              <CategorySection
                key={category.key}
                category={category}
                converters={converters.filter((converter) => converter.category === category.key)}
                unitCounts={unitCounts}
                initiallyExpanded={category.key === expanded}
              />
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="cta-heading" className="pb-20">
        <Container>
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
            <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
              Ready when you are
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">
              Free for everyone, no account needed. Start with the most-used converter, or build
              conversions into your own app with the API.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link
                to="/length-converter"
                className={`${ctaButton} bg-white text-brand-800 hover:bg-brand-50`}
              >
                Open the Length Converter
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
              <Link
                to="/api"
                className={`${ctaButton} border border-white/60 text-white hover:bg-white/10`}
              >
                Read the API documentation
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = originFrom(matches);
  const description = loaderData
    ? `${loaderData.converters.length} free unit converters in ${loaderData.categories.length} categories and ${formatInteger(loaderData.unitCount)} units, with exact factors from the standards. No sign-up.`
    : "Free unit converters with exact factors from the standards. No sign-up.";
  return [
    ...pageMeta({
      title: "UnitWise: free, exact unit converters",
      description,
      path: "/",
      origin,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebApplication",
        name: "UnitWise",
        url: `${origin}/`,
        applicationCategory: "UtilitiesApplication",
        operatingSystem: "Any",
        browserRequirements: "Requires a modern web browser",
        offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
      },
    },
  ];
};
