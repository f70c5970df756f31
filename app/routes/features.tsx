import {
  Accessibility,
  ArrowRight,
  BookOpen,
  Braces,
  Calculator,
  Cog,
  Coins,
  Droplet,
  Flame,
  Grid3x3,
  Lightbulb,
  Magnet,
  MessageSquareText,
  Moon,
  Radiation,
  Ruler,
  ShieldCheck,
  Target,
  UserRound,
  WifiOff,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import {
  atLeastLabel,
  categoriesWithConverters,
  categoryCount,
  converterCount,
} from "~/content/catalogue-stats";
import { API_LIMITS } from "~/content/legal/facts";
import { answerQuery, getTable, unitCount } from "~/units/catalogue";
import { convertCompound } from "~/units/compound";
import { DEFAULT_PRECISION } from "~/units/format";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/features";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

/** Shown with the factors the engine holds exactly, and one carried far beyond 15 digits. */
const EXACT_QUERIES = ["1 in to m", "1 lb to kg", "1 US gallon to L", "1 degree to rad"];
const FREE_TEXT_QUERIES = [
  "5 ft 3 in to cm",
  "100 km/h in mph",
  "212 F to C",
  "3/8 inch to mm",
  "32 mpg to L/100km",
  "how many ml in a cup",
];
const COMPOUND_EXAMPLES = [
  { table: "length", value: "1.75", from: "meter", preset: "feet-inches" },
  { table: "length", value: "60", from: "millimeter", preset: "fractional-inches" },
  { table: "weight", value: "1", from: "kilogram", preset: "pounds-ounces" },
  { table: "weight", value: "70", from: "kilogram", preset: "stones-pounds" },
];

interface Example {
  question: string;
  answer: string;
}

/**
 * Every example on the page is answered by the engine itself, so the page cannot misquote it.
 * `asTyped` keeps the query as a visitor would type it instead of the engine's reading of it.
 */
function answered(queries: string[], asTyped = false): Example[] {
  return queries.flatMap((query) => {
    const answer = answerQuery(query);
    if (answer.status !== "ok") return [];
    return [{ question: asTyped ? query : answer.question, answer: answer.answer }];
  });
}

function compounds(): Example[] {
  return COMPOUND_EXAMPLES.flatMap(({ table: key, value, from, preset }) => {
    const table = getTable(key);
    const unit = table?.units.find((u) => u.id === from);
    if (!table || !unit) return [];
    const result = convertCompound(table, value, from, preset);
    return result.status === "ok"
      ? [{ question: `${value} ${unit.symbol}`, answer: result.result }]
      : [];
  });
}

// The unit tables stay on the server; the page receives only the figures and answers it shows.
export function loader() {
  const rates = getTable("currency")?.rates;
  return {
    units: atLeastLabel(unitCount),
    exact: answered(EXACT_QUERIES),
    freeText: answered(FREE_TEXT_QUERIES, true),
    compound: compounds(),
    ratesDate: rates
      ? new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
          new Date(`${rates.date}T00:00:00Z`),
        )
      : null,
  };
}

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  calculator: Calculator,
  cog: Cog,
  flame: Flame,
  droplet: Droplet,
  lightbulb: Lightbulb,
  zap: Zap,
  magnet: Magnet,
  radiation: Radiation,
  "grid-3x3": Grid3x3,
};

const linkClass =
  "font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 hover:decoration-current dark:text-brand-300 dark:decoration-brand-300/40";

export default function Features({ loaderData }: Route.ComponentProps) {
  const { units, exact, freeText, compound, ratesDate } = loaderData;
  const perHour = API_LIMITS.perHour.toLocaleString("en-US");

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
              From the kitchen to the laboratory: {units} units, each with its symbol, the other
              ways people write it and its exact definition.
            </p>
          </div>
          <ul className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {categoriesWithConverters().map(({ category, converters }) => {
              const Icon = CATEGORY_ICONS[category.icon] ?? Calculator;
              const shown = converters.slice(0, 3);
              return (
                <li key={category.key}>
                  <Card className="flex h-full flex-col p-6">
                    <div className="flex items-center gap-3">
                      <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                        <Icon aria-hidden="true" className="h-5 w-5" />
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

      <section
        aria-labelledby="everyday-heading"
        className="border-y border-slate-200 bg-slate-50 py-16 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <Container>
          <h2
            id="everyday-heading"
            className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
          >
            Built for everyday use
          </h2>
          <ul className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <FeatureCard icon={Braces} title="A free JSON API">
              <p>
                The same exact engine, for your own apps: list categories and converters and convert
                values over HTTP. No key and no sign-up, within the documented limits of {perHour}{" "}
                requests per hour and {API_LIMITS.perSecond} per second.
              </p>
              <p>
                <Link to="/api" className={linkClass}>
                  Read the API documentation
                </Link>
              </p>
            </FeatureCard>
            <FeatureCard icon={WifiOff} title="Works offline">
              <p>
                Install UnitWise from your browser as an app. It opens like any other app on your
                phone or computer, and the converters keep working without a connection.
              </p>
            </FeatureCard>
            <FeatureCard icon={Moon} title="Light and dark theme">
              <p>
                Switch themes with the button in the header. Your choice is remembered in your
                browser and applied before the page is drawn, so there is no flash of the wrong
                theme.
              </p>
            </FeatureCard>
            <FeatureCard icon={ShieldCheck} title="Privacy first">
              <p>
                Analytics and ads load only if the site&apos;s operator has switched them on and you
                have agreed. Until you choose, every consent signal is “denied”, and you can change
                your mind with Cookie Settings in the footer.
              </p>
              <p>
                <Link to="/privacy#cookies" className={linkClass}>
                  How UnitWise uses cookies
                </Link>
              </p>
            </FeatureCard>
            <FeatureCard icon={Accessibility} title="Accessible to everyone">
              <p>
                Real headings and landmarks, a skip link, labelled controls and visible focus, all
                usable with a keyboard. Automated accessibility checks run against our pages in both
                themes.
              </p>
            </FeatureCard>
            <FeatureCard icon={Coins} title="Honest currency rates">
              <p>
                The currency converter uses the European Central Bank&apos;s euro reference rates
                {ratesDate ? ` of ${ratesDate}` : ""} and shows their date with the result. They are
                reference rates, not live prices, and UnitWise never pretends otherwise.
              </p>
            </FeatureCard>
            <FeatureCard icon={UserRound} title="Optional accounts">
              <p>
                Converting never needs an account. If you want your preferences saved, create one
                with just a username and a password; your name and email are optional.
              </p>
            </FeatureCard>
            <FeatureCard icon={BookOpen} title="Guides and articles">
              <p>
                Converter pages carry guides drafted with AI and reviewed by our administrators
                before they are published, and the blog is written by the UnitWise team.
              </p>
              <p>
                <Link to="/blog" className={linkClass}>
                  Visit the blog
                </Link>
              </p>
            </FeatureCard>
            <FeatureCard icon={Zap} title="Instant results">
              <p>
                Results update as you type, and pages are served from Cloudflare&apos;s global
                network, close to wherever you are.
              </p>
            </FeatureCard>
          </ul>
        </Container>
      </section>

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

function FeatureSection({
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

function FeatureCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="h-full p-6">
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <h3 className="mt-4 text-lg font-semibold">{title}</h3>
        <div className="mt-2 space-y-3 text-sm leading-6 text-slate-600 dark:text-slate-300">
          {children}
        </div>
      </Card>
    </li>
  );
}

function Kbd({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      {children}
    </code>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Features",
    description: `What UnitWise does: exact conversions, plain-word questions, feet and inches, ${converterCount} converters in ${categoryCount} categories, a free API and offline use.`,
    path: "/features",
    origin: originFrom(matches),
  });
