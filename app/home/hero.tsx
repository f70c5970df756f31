import { ArrowRight, LayoutGrid } from "./icons";
import { buttonClass } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { CATEGORIES_ANCHOR } from "./category-ids";
import type { Translate } from "~/i18n/localization";
import { languageInfo, localizedPath, type Language } from "~/i18n/languages";
import { rich } from "~/i18n/rich";

/** Definitions, so the page can state them exactly (SI Brochure 2019; 1959 agreement; NIST SP 811). */
const EXACT_EXAMPLES = [
  { from: "heroExactInch", value: 0.0254, unit: "m" },
  { from: "heroExactPound", value: 0.45359237, unit: "kg" },
  { from: "heroExactGallon", value: 3.785411784, unit: "L" },
  { from: "heroExactMile", value: 1609.344, unit: "m" },
  { from: "0 °C", value: 32, unit: "°F" },
] as const;

/**
 * The hero, rendered on the server (sections.server.tsx). Its two buttons are anchors to the
 * categories; with JavaScript the page glides there (scroll-to-categories.ts).
 */
export function Hero({
  converterCount,
  categoryCount,
  t,
  language,
}: {
  converterCount: number;
  categoryCount: number;
  t: Translate<"home">;
  language: Language;
}) {
  // The definitions' figures as the language writes them, ungrouped ("1609.344", "1609,344").
  const number = new Intl.NumberFormat(languageInfo(language).numberLocale, {
    maximumFractionDigits: 12,
    useGrouping: false,
  });
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white dark:border-slate-800 dark:from-brand-950 dark:via-slate-950 dark:to-slate-950">
      {/* A soft grid behind the hero, decoration only. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 [background-image:linear-gradient(to_right,rgb(148_163_184/0.12)_1px,transparent_1px),linear-gradient(to_bottom,rgb(148_163_184/0.12)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] [background-size:40px_40px]"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:py-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-sm font-medium text-brand-800 dark:border-brand-800 dark:bg-slate-900/70 dark:text-brand-200">
            {t("heroBadge")}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {rich(t("heroTitle"), {
              highlight: (text) => (
                <span className="bg-gradient-to-r from-brand-600 to-brand-800 bg-clip-text text-transparent dark:from-brand-300 dark:to-brand-400">
                  {text}
                </span>
              ),
            })}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600 lg:mx-0 dark:text-slate-300">
            {t("heroIntro", { converters: converterCount, categories: categoryCount })}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
            <a
              href={`#${CATEGORIES_ANCHOR}`}
              className={buttonClass("primary", "lg", "shadow-sm shadow-brand-600/30")}
            >
              {t("heroExplore")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
            <a
              href={`#${CATEGORIES_ANCHOR}`}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white/70 px-6 text-base font-medium text-slate-900 transition-colors hover:bg-white dark:border-slate-600 dark:bg-slate-900/70 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <LayoutGrid aria-hidden="true" className="h-4 w-4" />
              {t("heroViewCategories")}
            </a>
          </div>
        </div>

        <figure className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white/80 p-6 shadow-lg shadow-brand-900/5 backdrop-blur dark:border-slate-800 dark:bg-slate-900/80">
          <figcaption className="text-sm font-semibold text-slate-900 dark:text-white">
            {t("heroExactTitle")}
          </figcaption>
          <dl className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
            {EXACT_EXAMPLES.map((example) => (
              <div key={example.from} className="flex items-baseline justify-between gap-4 py-2.5">
                <dt className="text-slate-600 dark:text-slate-400">
                  {example.from.startsWith("hero")
                    ? t(example.from as "heroExactInch")
                    : example.from}
                </dt>
                <dd className="font-mono text-sm font-semibold text-slate-900 tabular-nums dark:text-slate-100">
                  = {`${number.format(example.value)} ${example.unit}`}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {rich(t("heroMixed"), {
              link: (text) => (
                <a
                  href={localizedPath("/calculator?q=60+mph+*+2+h+to+km", language)}
                  className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
                >
                  {text}
                </a>
              ),
            })}
          </p>
        </figure>
      </Container>
    </section>
  );
}
