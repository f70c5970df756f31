import {
  Accessibility,
  BookOpen,
  Braces,
  Coins,
  Moon,
  ShieldCheck,
  UserRound,
  WifiOff,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import type { ApiLimits } from "~/content/legal/facts";
import { linkClass } from "./link-class";

/** The 'Built for everyday use' grid, stating the API's `limits` (the request's settings). */
export function EverydayFeatures({ limits }: { limits: ApiLimits }) {
  const perHour = limits.perHour.toLocaleString("en-US");
  const perSecond = limits.perSecond.toLocaleString("en-US");
  return (
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
              requests per hour and {perSecond} per second.
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
              Switch themes with the button in the header. Your choice is remembered in your browser
              and applied before the page is drawn, so there is no flash of the wrong theme.
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
              The currency converter uses the European Central Bank&apos;s euro reference rates,
              fetched each working day, and shows their date with the result. They are reference
              rates, not live prices, and UnitWise never pretends otherwise.
            </p>
          </FeatureCard>
          <FeatureCard icon={UserRound} title="Optional accounts">
            <p>
              Converting never needs an account. If you want your preferences saved, create one with
              just a username and a password; your name and email are optional.
            </p>
          </FeatureCard>
          <FeatureCard icon={BookOpen} title="Guides and articles">
            <p>
              Converter pages carry guides written from the converter&apos;s own data (or by an AI
              model, where the operator turns one on). Every conversion a guide states is recomputed
              by the engine: a guide where all match is published automatically, any other waits as
              a draft for an administrator. Each guide says what wrote it. The blog is written by
              the UnitWise team.
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
