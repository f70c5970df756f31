import { proseClass } from "~/components/prose";
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/localization";
import { rich } from "~/i18n/rich";
import { cn } from "~/utils/cn";
import type { ConverterPageArticle } from "./page";

const sectionTitle = "text-xl font-semibold tracking-tight text-slate-900 dark:text-white";

/**
 * The converter's article (docs/decisions/042-converter-articles.md): its HTML was rendered from
 * markdown and sanitized on the server, with the blog's allow-list.
 */
export function ConverterArticle({
  article,
  t,
  language,
}: {
  article: ConverterPageArticle;
  t: Translate<"converter-copy">;
  language: Language;
}) {
  // Articles are written in English: on another language's page the section says so.
  const english = language !== "en";
  return (
    <section aria-labelledby="converter-article" className="mt-10">
      <h2 id="converter-article" className={sectionTitle} lang={english ? "en" : undefined}>
        {article.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {rich(t("articleUpdated", { date: article.updated }), {
          time: (text) => <time dateTime={article.updatedAt}>{text}</time>,
        })}
        {english && <> {t("englishOnly")}</>}
      </p>
      <div
        className={cn(proseClass, "mt-4")}
        lang={english ? "en" : undefined}
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
    </section>
  );
}
