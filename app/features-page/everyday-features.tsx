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
import { useLanguage, useLocalizedPath, useT } from "~/i18n/localization";
import { languageInfo } from "~/i18n/languages";
import { linkClass } from "./link-class";

/** The 'Built for everyday use' grid, stating the API's `limits` (the request's settings). */
export function EverydayFeatures({ limits }: { limits: ApiLimits }) {
  const t = useT("support");
  const to = useLocalizedPath();
  const { tag } = languageInfo(useLanguage());
  const perHour = limits.perHour.toLocaleString(tag);
  const perSecond = limits.perSecond.toLocaleString(tag);
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
          {t("featuresEverydayTitle")}
        </h2>
        <ul className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <FeatureCard icon={Braces} title={t("featuresApiTitle")}>
            <p>{t("featuresApiText", { perHour, perSecond })}</p>
            <p>
              <Link to={to("/api")} className={linkClass}>
                {t("featuresApiLink")}
              </Link>
            </p>
          </FeatureCard>
          <FeatureCard icon={WifiOff} title={t("featuresOfflineTitle")}>
            <p>{t("featuresOfflineText")}</p>
          </FeatureCard>
          <FeatureCard icon={Moon} title={t("featuresThemeTitle")}>
            <p>{t("featuresThemeText")}</p>
          </FeatureCard>
          <FeatureCard icon={ShieldCheck} title={t("featuresPrivacyTitle")}>
            <p>{t("featuresPrivacyText")}</p>
            <p>
              <Link to={to("/privacy#cookies")} className={linkClass}>
                {t("featuresPrivacyLink")}
              </Link>
            </p>
          </FeatureCard>
          <FeatureCard icon={Accessibility} title={t("featuresA11yTitle")}>
            <p>{t("featuresA11yText")}</p>
          </FeatureCard>
          <FeatureCard icon={Coins} title={t("featuresCurrencyTitle")}>
            <p>{t("featuresCurrencyText")}</p>
          </FeatureCard>
          <FeatureCard icon={UserRound} title={t("featuresAccountsTitle")}>
            <p>{t("featuresAccountsText")}</p>
          </FeatureCard>
          <FeatureCard icon={BookOpen} title={t("featuresGuidesTitle")}>
            <p>{t("featuresGuidesText")}</p>
            <p>
              {/* The blog is English-only: it has no copy in other languages. */}
              <Link to={to("/blog")} className={linkClass}>
                {t("featuresGuidesLink")}
              </Link>
            </p>
          </FeatureCard>
          <FeatureCard icon={Zap} title={t("featuresInstantTitle")}>
            <p>{t("featuresInstantText")}</p>
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
