import type { IconComponent } from "~/components/icons";
import { CategoryIcon } from "~/components/category-icon";
import { Container } from "~/components/ui/container";
import type { Category, Converter } from "@unitwise/units";
import { unitsLabel } from "./category-cards";
import { categoryHeadingId } from "./category-ids";
import { FeatureCards } from "./feature-cards";
import { ArrowRight, Beaker, Ruler, Thermometer, Weight } from "./icons";
import { PopularConverters, type PopularEntry } from "./popular-converters";
import type { Translate } from "~/i18n/localization";
import { localizedPath, type Language } from "~/i18n/languages";

// The home page's sections that never change in the browser, rendered on the server only
// (sections.server.tsx): their links are plain anchors, which the page hands to the router.

/** Quick-access links: the four converters of the main navigation. */
const QUICK_ACCESS: Array<{
  key: string;
  label: "quickLength" | "quickWeight" | "quickTemperature" | "quickVolume";
  icon: IconComponent;
}> = [
  { key: "length", label: "quickLength", icon: Ruler },
  { key: "weight", label: "quickWeight", icon: Weight },
  { key: "temperature", label: "quickTemperature", icon: Thermometer },
  { key: "volume", label: "quickVolume", icon: Beaker },
];

/** The words and links of the server's sections: the page's language. */
interface Words {
  t: Translate<"home">;
  language: Language;
}

/** The entries whose converter visitors can reach, each with its converter. */
export function withConverters<T extends { key: string }>(
  list: readonly T[],
  converters: readonly Converter[],
): Array<T & { converter: Converter }> {
  return list.flatMap((item) => {
    const converter = converters.find((c) => c.key === item.key);
    return converter ? [{ ...item, converter }] : [];
  });
}

/** The main converters at a click, beside the popular converters. */
export function QuickSection({
  converters,
  unitCounts,
  popular,
  measured,
  t,
  language,
}: {
  converters: readonly Converter[];
  unitCounts: Readonly<Record<string, string>>;
  popular: PopularEntry[];
  measured: boolean;
} & Words) {
  return (
    <section aria-labelledby="quick-heading" className="pb-14 sm:pb-20">
      <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="quick-heading" className="text-3xl font-bold tracking-tight">
            {t("quickTitle")}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t("quickIntro")}</p>
          <ul className="mt-8 grid grid-cols-2 gap-3">
            {withConverters(QUICK_ACCESS, converters).map(({ converter, label, icon: Icon }) => (
              <li key={converter.key}>
                <a
                  href={localizedPath(`/${converter.slug}`, language)}
                  className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700"
                >
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                    <Icon aria-hidden="true" className="h-5 w-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
                      {t(label)}
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {unitsLabel(unitCounts[converter.key], t)}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <PopularConverters entries={popular} measured={measured} t={t} language={language} />
      </Container>
    </section>
  );
}

export function FeaturesSection({ t }: Pick<Words, "t">) {
  return (
    <section
      aria-labelledby="features-heading"
      className="border-y border-slate-200 bg-slate-50 py-14 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            {t("featuresTitle")}
          </h2>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t("featuresIntro")}</p>
        </div>
        <div className="mt-10">
          <FeatureCards t={t} />
        </div>
      </Container>
    </section>
  );
}

/** The categories' heading and their links, above the category sections. */
export function CategoriesIntro({
  categories,
  converterCount,
  t,
  language,
}: {
  categories: readonly Category[];
  converterCount: number;
} & Words) {
  return (
    <>
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="categories-heading" className="text-3xl font-bold tracking-tight">
          {t("categoriesTitle")}
        </h2>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">
          {t("categoriesIntro", { converters: converterCount, categories: categories.length })}
        </p>
      </div>
      <nav aria-label={t("categoriesNav")} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-2">
          {categories.map((category) => (
            <li key={category.key}>
              <a
                href={`#${categoryHeadingId(category.key)}`}
                className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-brand-300 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-600 dark:hover:text-brand-300"
              >
                <CategoryIcon name={category.icon} className="h-4 w-4" />
                {/* English names say "… Converters" after the category; others are shown whole. */}
                {language === "en" ? category.name.replace(/ Converters$/, "") : category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

const ctaButton =
  "inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

export function CallToAction({ t, language }: Words) {
  return (
    <section aria-labelledby="cta-heading" className="pb-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            {t("ctaTitle")}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">{t("ctaText")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a
              href={localizedPath("/length-converter", language)}
              className={`${ctaButton} bg-white text-brand-800 hover:bg-brand-50`}
            >
              {t("ctaLength")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
            <a
              href={localizedPath("/api", language)}
              className={`${ctaButton} border border-white/60 text-white hover:bg-white/10`}
            >
              {t("ctaApi")}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
