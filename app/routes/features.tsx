import { ArrowRight, MessageSquareText, Ruler, Target } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { atLeastLabel, categoryCount, converterCount } from "~/content/catalogue-stats";
import { answered, compounds, EXACT_QUERIES, FREE_TEXT_QUERIES } from "~/content/features";
import { CategoryOverview } from "~/features-page/category-overview";
import { EverydayFeatures } from "~/features-page/everyday-features";
import { FeatureSection, Kbd } from "~/features-page/feature-section";
import { unitCount } from "@unitwise/units/catalogue";
import { DEFAULT_PRECISION } from "@unitwise/units";
import { statedApiLimits } from "~/settings/settings.server";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/features";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// The unit tables stay on the server; the page receives only the figures and answers it shows,
// and the API limits of the Settings tab (docs/decisions/046-site-settings.md).
export function loader({ context }: Route.LoaderArgs) {
  return {
    units: atLeastLabel(unitCount),
    exact: answered(EXACT_QUERIES),
    freeText: answered(FREE_TEXT_QUERIES, true),
    compound: compounds(),
    limits: statedApiLimits(context),
  };
}

export default function Features({ loaderData }: Route.ComponentProps) {
  const { units, exact, freeText, compound, limits } = loaderData;

  return (
    <>
      <PageHeader
        title="Features"
        subtitle="Everything UnitWise does, from exact arithmetic to working offline, and how it does it."
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/#categories" className={buttonClass("primary", "lg")}>
            Browse converters
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to="/api" className={buttonClass("outline", "lg")}>
            API documentation
          </Link>
        </div>
      </PageHeader>

      <Container className="py-8">
        <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-4 text-center sm:grid-cols-4">
          {[
            { value: String(converterCount), label: "converters" },
            { value: String(categoryCount), label: "categories" },
            { value: units, label: "units" },
            { value: String(DEFAULT_PRECISION), label: "significant digits" },
          ].map((stat) => (
            <div key={stat.label} className="flex flex-col">
              <dt className="text-sm text-slate-600 dark:text-slate-300">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight text-brand-700 dark:text-brand-300">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>

      <FeatureSection
        id="exact-conversions"
        icon={Target}
        title="Exact conversions"
        examples={exact}
        examplesLabel="Factors as the engine holds them"
      >
        <p>
          Every factor is entered as the exact value from the standard that defines it: the SI
          Brochure (2019), NIST Special Publication 811 and the 1959 international yard and pound
          agreement. The engine keeps each one as an exact fraction, so an inch is exactly 0.0254
          meters and a US gallon exactly 3.785411784 liters, and nothing is lost between steps.
        </p>
        <p>
          Conversions involving π, such as degrees to radians, and logarithmic scales such as
          decibels are computed far beyond the digits shown. Results appear to {DEFAULT_PRECISION}{" "}
          significant digits by default, and you can choose a different precision. Units that share
          a name, like the US and imperial gallon or the thermochemical and International Table
          calorie, are labelled so you always know which one you are using.
        </p>
      </FeatureSection>

      <FeatureSection
        id="free-text-queries"
        icon={MessageSquareText}
        title="Ask in plain words"
        examples={freeText}
        examplesLabel="Questions UnitWise understands"
        joiner="→"
        tinted
      >
        <p>
          No need to hunt through menus: type the question the way you would say it. UnitWise reads
          numbers with fractions and mixed units, symbols and full names, and phrases such as “how
          many … in a …”, and works out which converter you mean.
        </p>
        <p>
          It understands common shorthand too, like <Kbd>F</Kbd> and <Kbd>C</Kbd> for degrees,{" "}
          <Kbd>mpg</Kbd> for miles per gallon and <Kbd>5&apos;3&quot;</Kbd> for feet and inches.
        </p>
      </FeatureSection>

      <FeatureSection
        id="compound-results"
        icon={Ruler}
        title="Results the way you say them"
        examples={compound}
        examplesLabel="Compound and fractional results"
      >
        <p>
          Heights, weights and workshop measurements are rarely said in decimals. UnitWise can write
          a length as feet and inches, a weight as pounds and ounces or stones and pounds, and a
          length in inches to the nearest 1/64, ready for a tape measure.
        </p>
        <p>
          Feet and inches are given to a tenth of an inch, pounds and ounces and stones and pounds
          to a tenth of the smaller unit, so the figure is as precise as the way you say it.
        </p>
      </FeatureSection>

      <CategoryOverview units={units} />

      <EverydayFeatures limits={limits} />

      <Container className="py-16">
        <section aria-labelledby="help-heading" className="mx-auto max-w-3xl text-center">
          <h2 id="help-heading" className="text-2xl font-bold tracking-tight">
            Need a hand?
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            The help center walks through every feature, the FAQ answers the common questions, and
            we read every message.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/help" className={buttonClass("primary")}>
              Help Center
            </Link>
            <Link to="/faq" className={buttonClass("outline")}>
              FAQ
            </Link>
            <Link to="/api" className={buttonClass("outline")}>
              API documentation
            </Link>
            <Link to="/contact" className={buttonClass("ghost")}>
              Contact us
            </Link>
          </div>
        </section>
      </Container>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Features",
    description: `What UnitWise does: exact conversions, plain-word questions, feet and inches, ${converterCount} converters in ${categoryCount} categories, a free API and offline use.`,
    path: "/features",
    origin: originFrom(matches),
  });
