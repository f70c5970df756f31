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
import { pageMeta, siteOf } from "~/utils/seo";
import { categoriesWithConverters } from "~/content/catalogue-stats";
import { requestLanguage, supportMessages } from "~/messages/support-words.server";
import { catalogueTranslation } from "~/i18n/catalogue.server";
import { languageInfo } from "~/i18n/languages";
import { translator } from "~/i18n/messages.server";
import { rich } from "~/i18n/rich";
import { useLocalizedPath, useT } from "~/i18n/localization";
import { sharedPageHeaders } from "~/utils/shared-page";
import type { Route } from "./+types/features";

// The same HTML for every anonymous visitor of a URL: the Worker may serve it again.
export const headers: Route.HeadersFunction = sharedPageHeaders;

// The unit tables stay on the server; the page receives only the figures and answers it shows,
// and the API limits of the Settings tab (docs/decisions/046-site-settings.md).
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const [t, catalogue] = await Promise.all([
    translator(language, "support"),
    catalogueTranslation(language),
  ]);
  const counts = { converters: converterCount, categories: categoryCount };
  return {
    head: { title: t("featuresTitle"), description: t("featuresMetaDescription", counts) },
    messages: await supportMessages(language, ["features", "stat"]),
    // Each category with its count and first three converters, named in the page's language.
    categories: categoriesWithConverters().map(({ category, converters }) => ({
      ...catalogue.category(category),
      count: converters.length,
      shown: converters
        .slice(0, 3)
        .map((converter) => ({ ...catalogue.converter(converter), slug: converter.slug })),
    })),
    units: atLeastLabel(unitCount, 100, languageInfo(language).tag),
    exact: answered(EXACT_QUERIES),
    freeText: answered(FREE_TEXT_QUERIES, true),
    compound: compounds(),
    limits: statedApiLimits(context),
  };
}

export default function Features({ loaderData }: Route.ComponentProps) {
  const { units, exact, freeText, compound, limits, categories } = loaderData;
  const t = useT("support");
  const to = useLocalizedPath();
  const kbd = { kbd: (text: string) => <Kbd>{text}</Kbd> };

  return (
    <>
      <PageHeader title={t("featuresTitle")} subtitle={t("featuresSubtitle")}>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={`${to("/")}#categories`} className={buttonClass("primary", "lg")}>
            {t("featuresBrowse")}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to={to("/api")} className={buttonClass("outline", "lg")}>
            {t("featuresApiDocs")}
          </Link>
        </div>
      </PageHeader>

      <Container className="py-8">
        <dl className="mx-auto grid max-w-4xl grid-cols-2 gap-4 text-center sm:grid-cols-4">
          {[
            { value: String(converterCount), label: t("statConverters") },
            { value: String(categoryCount), label: t("statCategories") },
            { value: units, label: t("statUnits") },
            { value: String(DEFAULT_PRECISION), label: t("statDigits") },
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
        title={t("featuresExactTitle")}
        examples={exact}
        examplesLabel={t("featuresExactExamples")}
      >
        <p>{t("featuresExact1")}</p>
        <p>{t("featuresExact2", { digits: DEFAULT_PRECISION })}</p>
      </FeatureSection>

      <FeatureSection
        id="free-text-queries"
        icon={MessageSquareText}
        title={t("featuresFreeTextTitle")}
        examples={freeText}
        examplesLabel={t("featuresFreeTextExamples")}
        joiner="→"
        tinted
      >
        <p>{t("featuresFreeText1")}</p>
        <p>{rich(t("featuresFreeText2"), kbd)}</p>
      </FeatureSection>

      <FeatureSection
        id="compound-results"
        icon={Ruler}
        title={t("featuresCompoundTitle")}
        examples={compound}
        examplesLabel={t("featuresCompoundExamples")}
      >
        <p>{t("featuresCompound1")}</p>
        <p>{t("featuresCompound2")}</p>
      </FeatureSection>

      <CategoryOverview units={units} categories={categories} />

      <EverydayFeatures limits={limits} />

      <Container className="py-16">
        <section aria-labelledby="help-heading" className="mx-auto max-w-3xl text-center">
          <h2 id="help-heading" className="text-2xl font-bold tracking-tight">
            {t("featuresHelpTitle")}
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t("featuresHelpText")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={to("/help")} className={buttonClass("primary")}>
              {t("featuresHelpCenter")}
            </Link>
            <Link to={to("/faq")} className={buttonClass("outline")}>
              {t("featuresFaq")}
            </Link>
            <Link to={to("/api")} className={buttonClass("outline")}>
              {t("featuresApiDocs")}
            </Link>
            <Link to={to("/contact")} className={buttonClass("ghost")}>
              {t("featuresContact")}
            </Link>
          </div>
        </section>
      </Container>
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta({ ...loaderData.head, path: "/features", ...siteOf(matches) }) : [];
