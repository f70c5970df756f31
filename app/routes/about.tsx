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
import { pageMeta, siteOf } from "~/utils/seo";
import { requestLanguage, supportMessages } from "~/messages/support-words.server";
import { translator } from "~/i18n/messages.server";
import { languageInfo } from "~/i18n/languages";
import { useLocalizedPath, useT, type Translate } from "~/i18n/localization";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/about";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// The unit tables stay on the server: the page needs only their count.
export async function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const t = await translator(language, "support");
  const counts = { converters: converterCount, categories: categoryCount };
  return {
    units: atLeastLabel(unitCount, 100, languageInfo(language).tag),
    head: { title: t("aboutTitle"), description: t("aboutMetaDescription", counts) },
    messages: await supportMessages(language, ["about", "stat"]),
  };
}

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

function features(t: Translate<"support">, units: string): Feature[] {
  const params = {
    converters: converterCount,
    categories: categoryCount,
    units,
    digits: DEFAULT_PRECISION,
  };
  return [
    {
      icon: Calculator,
      title: t("aboutConvertersTitle", params),
      text: t("aboutConvertersText", params),
    },
    { icon: Zap, title: t("aboutFastTitle"), text: t("aboutFastText") },
    { icon: Target, title: t("aboutPreciseTitle"), text: t("aboutPreciseText", params) },
    { icon: Smartphone, title: t("aboutMobileTitle"), text: t("aboutMobileText") },
    { icon: Sparkles, title: t("aboutFriendlyTitle"), text: t("aboutFriendlyText") },
    { icon: Gift, title: t("aboutFreeTitle"), text: t("aboutFreeText") },
  ];
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { units } = loaderData;
  const t = useT("support");
  const to = useLocalizedPath();
  const stats = [
    { value: String(converterCount), label: t("statConverters") },
    { value: String(categoryCount), label: t("statCategories") },
    { value: units, label: t("statUnits") },
    { value: String(DEFAULT_PRECISION), label: t("statDigits") },
  ];

  return (
    <>
      <PageHeader title={t("aboutTitle")} subtitle={t("aboutSubtitle")} />

      <Container className="py-14">
        <section
          aria-labelledby="mission"
          className="mx-auto grid max-w-5xl items-center gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]"
        >
          <div>
            <h2 id="mission" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t("aboutMissionTitle")}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700 dark:text-slate-300">
              {t("aboutMission1")}
            </p>
            <p className="mt-4 leading-7 text-slate-700 dark:text-slate-300">
              {t("aboutMission2")}
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
              {t("aboutWhyTitle")}
            </h2>
            <p className="mt-3 text-slate-600 dark:text-slate-300">{t("aboutWhyText")}</p>
          </div>
          <ul className="mx-auto mt-10 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {features(t, units).map(({ icon: Icon, title, text }) => (
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
            {t("aboutStoryTitle")}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
            <p>{t("aboutStory1")}</p>
            <p>{t("aboutStory2")}</p>
            <p>{t("aboutStory3")}</p>
            <p>{t("aboutStory4")}</p>
          </div>

          <Card className="mt-12 p-6 sm:p-8">
            <h3 className="text-xl font-semibold">{t("aboutCtaTitle")}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t("aboutCtaText")}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={`${to("/")}#categories`} className={buttonClass("primary")}>
                {t("aboutCtaBrowse")}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </Link>
              <Link to={to("/features")} className={buttonClass("outline")}>
                {t("aboutCtaFeatures")}
              </Link>
              <Link to={to("/contact")} className={buttonClass("ghost")}>
                {t("aboutCtaContact")}
              </Link>
            </div>
          </Card>
        </section>
      </Container>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.head, path: "/about", ...siteOf(matches) }) : [];
