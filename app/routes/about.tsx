import {
  ArrowRight,
  Calculator,
  Gift,
  Smartphone,
  Sparkles,
  Target,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { atLeastLabel, categoryCount, converterCount } from "~/content/catalogue-stats";
import { unitCount } from "@unitwise/units/catalogue";
import { DEFAULT_PRECISION } from "@unitwise/units";
import { originFrom, pageMeta } from "~/utils/seo";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/about";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// The unit tables stay on the server: the page needs only their count.
export function loader() {
  return { units: atLeastLabel(unitCount) };
}

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

function features(units: string): Feature[] {
  return [
    {
      icon: Calculator,
      title: `${converterCount} Converters`,
      text: `${converterCount} converters in ${categoryCount} categories and ${units} units: everyday length, weight and temperature, and also torque, luminance, magnetic flux, radiation dose and typography.`,
    },
    {
      icon: Zap,
      title: "Lightning Fast",
      text: "Results appear as you type, worked out in your browser rather than on a distant server, and pages come from Cloudflare's global network, close to wherever you are.",
    },
    {
      icon: Target,
      title: "Precision Accurate",
      text: `Exact factors from the SI Brochure, NIST SP 811 and the 1959 yard-and-pound agreement, exact arithmetic throughout, and results to ${DEFAULT_PRECISION} significant digits by default, or the precision you choose.`,
    },
    {
      icon: Smartphone,
      title: "Mobile First",
      text: "Designed for the phone in your hand first. Install UnitWise like an app, and a converter you have opened once keeps converting offline, in the workshop, the kitchen or on a plane.",
    },
    {
      icon: Sparkles,
      title: "User Friendly",
      text: "Type “5 ft 3 in to cm” and get the answer. Read results as feet and inches or pounds and ounces, switch to the dark theme, and use it all with a keyboard or screen reader.",
    },
    {
      icon: Gift,
      title: "Always Free",
      text: "No sign-up to convert, no paywall and a free public API. Ads help pay for hosting, and they appear only if you agree to them.",
    },
  ];
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { units } = loaderData;
  const stats = [
    { value: String(converterCount), label: "converters" },
    { value: String(categoryCount), label: "categories" },
    { value: units, label: "units" },
    { value: String(DEFAULT_PRECISION), label: "significant digits" },
  ];

  return (
    <>
      <PageHeader
        title="About UnitWise"
        subtitle="Free, exact unit conversion for students, engineers, cooks, professionals and anyone who needs a number they can trust."
      />

      <Container className="py-14">
        <section
          aria-labelledby="mission"
          className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]"
        >
          <div>
            <h2 id="mission" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Our mission
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">
              To make every unit conversion exact, fast and free, so that nobody has to wonder
              whether a factor was rounded, which gallon was meant or whether the last digits can be
              trusted.
            </p>
            <p className="mt-4 leading-7 text-slate-700 dark:text-slate-300">
              UnitWise is for the student checking homework, the engineer moving between SI and US
              customary units, the cook scaling a recipe and the developer who needs conversions in
              an app. Every converter is free to use without an account, and the same exact engine
              answers on the website and in the public API.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {stats.map((stat) => (
              <Card key={stat.label} className="flex flex-col p-5 text-center">
                <dt className="text-sm text-slate-600 dark:text-slate-300">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold tracking-tight text-brand-700 dark:text-brand-300">
                  {stat.value}
                </dd>
              </Card>
            ))}
          </dl>
        </section>
      </Container>

      <section
        aria-labelledby="why-unitwise"
        className="border-y border-slate-200 bg-slate-50 py-14 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="why-unitwise" className="text-2xl font-bold tracking-tight sm:text-3xl">
              What makes UnitWise different
            </h2>
            <p className="mt-3 text-slate-600 dark:text-slate-300">
              Six promises, each one something you can check for yourself.
            </p>
          </div>
          <ul className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features(units).map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full p-6">
                  <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                    <Icon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 leading-7 text-slate-600 dark:text-slate-300">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="py-14">
        <section aria-labelledby="our-story" className="mx-auto max-w-3xl">
          <h2 id="our-story" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Our story
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
            <p>
              Converting units sounds simple until you need to be sure. Is that a US or an imperial
              gallon? A thermochemical or an International Table calorie? Was the factor rounded
              before it was multiplied, and how many of the digits on the screen are real?
            </p>
            <p>
              UnitWise is built around the standards themselves. Every unit is data: its name,
              symbol, the other ways people write it, and its exact definition, taken from the SI
              Brochure, NIST SP 811 or the agreement that fixed it. The engine keeps each factor as
              an exact fraction, so an inch is exactly 0.0254 meters and nothing is lost between
              steps; conversions involving π or logarithms are carried far beyond the digits you
              see. Only the final answer is rounded, for display.
            </p>
            <p>
              Around that engine we added what we wanted from a converter ourselves: questions typed
              the way you would say them, answers in feet and inches or to the nearest sixty-fourth
              of an inch for the workshop, a free JSON API for developers and converters that keep
              working without a connection once you have opened them.
            </p>
            <p>
              Where a number cannot be exact forever, we say so. Exchange rates change by the
              minute, so the currency converter uses the newest European Central Bank reference
              rates UnitWise has fetched (the bank publishes them each working day) and shows their
              date next to every result instead of pretending to be live.
            </p>
          </div>

          <Card className="mt-12 p-6 sm:p-8">
            <h3 className="text-xl font-semibold">See it for yourself</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              Pick a converter, read how it all works, or tell us what you would like to see next.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/#categories" className={buttonClass("primary")}>
                Browse converters
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
              <Link to="/features" className={buttonClass("outline")}>
                All features
              </Link>
              <Link to="/contact" className={buttonClass("ghost")}>
                Contact us
              </Link>
            </div>
          </Card>
        </section>
      </Container>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "About UnitWise",
    description: `Why UnitWise exists and how it works: ${converterCount} free converters in ${categoryCount} categories, exact factors from the standards, and no sign-up.`,
    path: "/about",
    origin: originFrom(matches),
  });
