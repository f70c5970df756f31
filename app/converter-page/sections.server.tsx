import { renderToStaticMarkup } from "react-dom/server";
import {
  Breadcrumb,
  ConverterArticle,
  ConverterFaq,
  EducationSection,
  RelatedConverters,
} from "./converter-sections";
import { GuideSection } from "./guide-section";
import { IngredientFacts } from "./ingredient-panel";
import type { ConverterPage, ConverterSectionsHtml } from "./page";
import { jsonLd } from "~/utils/json-ld";

/**
 * Renders the static sections once, on the server: the browser gets their markup in the page's
 * data and never downloads or hydrates their components.
 */
export function renderConverterPageHtml(page: ConverterPage): ConverterSectionsHtml {
  return {
    breadcrumb: renderToStaticMarkup(
      <Breadcrumb categoryName={page.categoryName} name={page.converter.name} />,
    ),
    sections: renderToStaticMarkup(
      <>
        <EducationSection name={page.converter.name} education={page.education} />
        {page.article && <ConverterArticle article={page.article} />}
        {page.guide && <GuideSection guide={page.guide} />}
        <RelatedConverters items={page.related} />
        <ConverterFaq items={page.faq} />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(faqStructuredData(page.faq)) }}
        />
      </>,
    ),
    ...(page.cooking
      ? { ingredient: renderToStaticMarkup(<IngredientFacts panel={page.cooking} />) }
      : {}),
  };
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
