import {
  Breadcrumb,
  ConverterFaq,
  EducationSection,
  RelatedConverters,
} from "./converter-sections";
import { GuideSection } from "./guide-section";
import { IngredientFacts } from "./ingredient-facts";
import { ConverterArticle } from "./converter-article";
import type { ConverterPage, ConverterSectionsHtml } from "./page";
import { boundedMemo } from "~/utils/memo/bounded";
import { jsonLd } from "~/utils/json-ld";
import { renderStaticMarkup } from "~/utils/static-markup.server";
import { EmbedSection } from "~/embed/embed-section";
import type { Translate } from "~/i18n/localization";

type Copy = Translate<"converter-copy">;

/**
 * The static sections as the isolate last rendered them (docs/decisions/055-render-cost.md):
 * the same for every request of a converter until the content version changes, which every
 * stored change to the catalogue, an article or a guide makes it do. Cached in two parts, so the
 * guide's markup (the biggest) is cached once per converter, not once per pair of units.
 */
const MAX_BYTES = 4 * 1024 * 1024;
const cachedShared = boundedMemo<SharedHtml>(
  MAX_BYTES,
  (html) => html.breadcrumb.length + html.top.length + (html.ingredient?.length ?? 0),
);
const cachedFaqs = boundedMemo<string>(MAX_BYTES, (html) => html.length);
const cachedEmbeds = boundedMemo<string>(MAX_BYTES, (html) => html.length);

interface SharedHtml {
  breadcrumb: string;
  /** education, article, guide and related converters */
  top: string;
  ingredient?: string;
}

/**
 * The page's static sections, rendered once per isolate for each set of what they show, and
 * served from memory after. `version` is the catalogue's; `locale` the one the page's texts were
 * written for (decision 053); `origin` the site's, which the embed code names.
 */
export async function cachedConverterPageHtml(
  page: ConverterPage,
  version: string,
  locale: string,
  origin: string,
  /** the sections' words, in the page's language */
  t: Copy,
): Promise<ConverterSectionsHtml & { sectionsIdentity: string }> {
  // The page's texts come written for the locale (the FAQ's and the ingredient's figures), in
  // the page's language (decision 080).
  const key = `${page.language}\u0000${locale}\u0000${sharedKey(page, version)}`;
  const [shared, faq, embed] = await Promise.all([
    cachedShared.load(key, () => renderSharedHtml(page, t)),
    // The FAQ speaks of the units in use: one per pair.
    cachedFaqs.load(`${key}\u0000${page.state.from}\u0000${page.state.to}`, () =>
      renderFaqHtml(page, t),
    ),
    // The embed code names the pair, and the site's origin.
    cachedEmbeds.load(
      `${page.language}\u0000${origin}\u0000${page.converter.slug}\u0000${page.state.from}\u0000${page.state.to}`,
      () => renderEmbedHtml(page, origin, t),
    ),
  ]);
  return {
    breadcrumb: shared.breadcrumb,
    sections: shared.top + embed + faq,
    sectionsIdentity: `sections\u0000${origin}\u0000${key}\u0000${page.state.from}\u0000${page.state.to}`,
    ...(shared.ingredient === undefined ? {} : { ingredient: shared.ingredient }),
  };
}

/**
 * What the shared sections depend on beyond the content version: the rates in use (stored
 * daily, not a catalogue change), the cooking converter's ingredient (and the name asked for when
 * it is unknown: the panel repeats it), and the article's and guide's own update times (covered
 * by the version too; kept in the key so a missed version change cannot show an old text).
 */
function sharedKey(page: ConverterPage, version: string): string {
  return [
    version,
    page.converter.key,
    page.table.rates ? `${page.table.rates.source} ${page.table.rates.date}` : "",
    page.cooking ? `${page.cooking.selected.id} ${page.cooking.unknown ?? ""}` : "",
    page.article?.updatedAt ?? "",
    page.guide?.updatedAt ?? "",
  ].join("\u0000");
}

/**
 * Renders the static sections on the server: the browser gets their markup in the page's data
 * and never downloads or hydrates their components. Not cached: cachedConverterPageHtml caches it.
 */
export async function renderConverterPageHtml(
  page: ConverterPage,
  origin: string,
  t: Copy,
): Promise<ConverterSectionsHtml> {
  const [shared, embed, faq] = await Promise.all([
    renderSharedHtml(page, t),
    renderEmbedHtml(page, origin, t),
    renderFaqHtml(page, t),
  ]);
  return {
    breadcrumb: shared.breadcrumb,
    sections: shared.top + embed + faq,
    ...(shared.ingredient === undefined ? {} : { ingredient: shared.ingredient }),
  };
}

async function renderSharedHtml(page: ConverterPage, t: Copy): Promise<SharedHtml> {
  const { language } = page;
  return {
    breadcrumb: await renderStaticMarkup(
      <Breadcrumb
        categoryName={page.categoryName}
        name={page.converter.name}
        t={t}
        language={language}
      />,
    ),
    top: await renderStaticMarkup(
      <>
        <EducationSection name={page.converter.name} education={page.education} t={t} />
        {page.article && <ConverterArticle article={page.article} t={t} language={language} />}
        {page.guide && <GuideSection guide={page.guide} t={t} language={language} />}
        <RelatedConverters items={page.related} t={t} language={language} />
      </>,
    ),
    ...(page.cooking
      ? { ingredient: await renderStaticMarkup(<IngredientFacts panel={page.cooking} t={t} />) }
      : {}),
  };
}

function renderEmbedHtml(page: ConverterPage, origin: string, t: Copy): Promise<string> {
  const { converter, state } = page;
  return renderStaticMarkup(
    <EmbedSection
      target={{
        origin,
        slug: converter.slug,
        name: converter.name,
        from: state.from,
        to: state.to,
      }}
      t={t}
    />,
  );
}

/** The FAQ and its structured data. */
function renderFaqHtml(page: ConverterPage, t: Copy): Promise<string> {
  return renderStaticMarkup(
    <>
      <ConverterFaq items={page.faq} t={t} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(faqStructuredData(page.faq)) }}
      />
    </>,
  );
}

function faqStructuredData(faq: ConverterPage["faq"]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
