import { proseClass } from "~/components/prose";
import type { ConverterPageGuide } from "./page";
import { cn } from "~/utils/cn";
import { languageInfo, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/localization";
import { rich } from "~/i18n/rich";

/**
 * The converter page's guide (docs/decisions/044-converter-guides.md): the published guide's
 * HTML, sanitized on the server, with its pictures drawn on the server from the engine's figures
 * between its sections, under a line saying who wrote it and what was checked (decision 062).
 * On another language's page, its translation when there is one (decision 082), marked with its
 * language; else the English guide, marked English. Everything here is HTML built by the
 * loader: the section adds no script to the page.
 */
export function GuideSection({
  guide,
  t,
  language,
}: {
  guide: ConverterPageGuide;
  t: Translate<"converter-copy">;
  language: Language;
}) {
  const { credit, translation } = guide;
  if (translation) return <TranslatedGuideSection guide={guide} translation={translation} t={t} />;
  // Guides are written in English (the writer's credit and checks with them): on another
  // language's page the section says so and is marked English (decision 080).
  const english = language !== "en";
  return (
    <section aria-labelledby="converter-guide" className="mt-10" lang={english ? "en" : undefined}>
      <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{credit.label}</p>
      <h2
        id="converter-guide"
        className="mt-1 text-xl font-semibold tracking-tight text-slate-900 dark:text-white"
      >
        {guide.title}
      </h2>
      {english && (
        <p
          lang={languageInfo(language).tag}
          className="mt-1 text-sm text-slate-600 dark:text-slate-300"
        >
          {t("englishOnly")}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {`${credit.byline} Updated `}
        <time dateTime={guide.updatedAt}>{guide.updated}</time>. {credit.checked}
      </p>
      {guide.parts.map((part, index) => (
        <div
          // The parts never change order: they are built once, on the server.
          key={index}
          className={part.kind === "prose" ? cn(proseClass, "mt-4") : undefined}
          data-guide-part={part.kind}
          dangerouslySetInnerHTML={{ __html: part.html }}
        />
      ))}
    </section>
  );
}

/**
 * A guide's translation into the page's language (docs/decisions/082-guide-translations.md):
 * said in that language, with who translated it and what was checked. Its pictures are drawn
 * with English captions, and are marked so.
 */
function TranslatedGuideSection({
  guide,
  translation,
  t,
}: {
  guide: ConverterPageGuide;
  translation: NonNullable<ConverterPageGuide["translation"]>;
  t: Translate<"converter-copy">;
}) {
  return (
    <section aria-labelledby="converter-guide" className="mt-10" lang={translation.tag}>
      <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{t("guideLabelAi")}</p>
      <h2
        id="converter-guide"
        className="mt-1 text-xl font-semibold tracking-tight text-slate-900 dark:text-white"
      >
        {guide.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t("guideTranslated", { model: translation.model })}{" "}
        {rich(t("guideUpdated", { date: guide.updated }), {
          time: (text) => <time dateTime={guide.updatedAt}>{text}</time>,
        })}
      </p>
      {guide.parts.map((part, index) => (
        <div
          // The parts never change order: they are built once, on the server.
          key={index}
          className={part.kind === "prose" ? cn(proseClass, "mt-4") : undefined}
          lang={part.kind === "visual" ? "en" : undefined}
          data-guide-part={part.kind}
          dangerouslySetInnerHTML={{ __html: part.html }}
        />
      ))}
    </section>
  );
}
