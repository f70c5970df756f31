import type { ReactNode } from "react";
import { AdSlots, useAdSidebar } from "~/ads/ad-slots";
import { Container } from "~/components/ui/container";
import { RatesHistory } from "~/exchange-rates/rates-history";
import { quickReferenceRows } from "~/units/quick-reference";
import { jsonLd } from "~/utils/json-ld";
import {
  Breadcrumb,
  ConversionInformation,
  ConverterArticle,
  ConverterFaq,
  EducationSection,
  PopularConversions,
  QuickReferenceTable,
  RelatedConverters,
} from "./converter-sections";
import { ConverterWidget } from "./converter-widget";
import { GuideSection } from "./guide-section";
import { IngredientFacts, IngredientSelect } from "./ingredient-panel";
import type { ConverterPage } from "./page";
import { QueryBox } from "./query-box";
import { useConversionReport } from "./use-conversion-report";
import { useConverterState, type ConverterState } from "./use-converter-state";
import { VisualRepresentation } from "./visual/visual-representation";

/**
 * The converter page's body (docs/product.md#converter-page), shared by the converter's page
 * (/{slug}) and its unit pairs' pages (/{slug}/{from}-to-{to}), which put their own heading in
 * `header` and their own sections (`children`) after the converter's result.
 */
export function ConverterPageView({
  page,
  header,
  pathState,
  children,
}: {
  page: ConverterPage;
  /** in place of the breadcrumb, heading and description */
  header?: ReactNode;
  /** the state the page's path already says (useConverterState) */
  pathState?: ConverterState;
  children?: ReactNode;
}) {
  const { converter, table } = page;
  const { state, conversion, baseValue, update, swap } = useConverterState(
    table,
    page.state,
    pathState,
  );
  useConversionReport(converter.slug, page.state, state, conversion.status === "ok");
  const from = table.units.find((unit) => unit.id === state.from);
  const to = table.units.find((unit) => unit.id === state.to);
  // Currency results always say which day's rates they use.
  const ratesNote = table.rates ? `Rates: ${table.rates.source}, ${table.rates.date}.` : undefined;

  return (
    <Container className="py-8" data-ad-sidebar={useAdSidebar()}>
      <div className="min-w-0 flex-1">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(faqStructuredData(page.faq)) }}
        />
        {header ?? (
          <>
            <Breadcrumb categoryName={page.categoryName} name={converter.name} />
            <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{converter.name}</h1>
            <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
              {converter.description}
            </p>
          </>
        )}
        <QueryBox slug={converter.slug} query={page.query} />
        <div className="mt-6">
          <ConverterWidget
            slug={converter.slug}
            table={table}
            state={state}
            conversion={conversion}
            onChange={update}
            onSwap={swap}
          >
            {page.cooking && <IngredientSelect panel={page.cooking} />}
          </ConverterWidget>
        </div>
        {page.cooking && <IngredientFacts panel={page.cooking} />}
        {from && to && (
          <VisualRepresentation
            className="mt-6"
            headingLevel={2}
            converterKey={table.key}
            fromValue={baseValue === null ? null : numberOrNull(state.value)}
            fromText={state.value}
            fromUnit={from}
            toValue={conversion.status === "ok" ? conversion.value : null}
            toText={conversion.status === "ok" ? conversion.result : ""}
            toUnit={to}
            baseValue={baseValue}
          />
        )}
        {page.rates && <RatesHistory panel={page.rates} table={table} from={from} to={to} />}
        {children}
        <PopularConversions
          note={ratesNote}
          slug={converter.slug}
          items={page.popular}
          onPick={(value, fromId, toId) => update({ value, from: fromId, to: toId })}
        />
        <AdSlots placement="content" />
        <ConversionInformation from={from} to={to} />
        <EducationSection name={converter.name} education={page.education} />
        {page.article && <ConverterArticle article={page.article} />}
        {page.guide && <GuideSection guide={page.guide} />}
        <RelatedConverters items={page.related} />
        <ConverterFaq items={page.faq} />
        <QuickReferenceTable
          note={ratesNote}
          from={from}
          to={to}
          rows={quickReferenceRows(table, state.from, state.to)}
        />
      </div>
      <AdSlots placement="sidebar" />
    </Container>
  );
}

function numberOrNull(text: string): number | null {
  const value = Number(text.replaceAll(",", ""));
  return Number.isFinite(value) ? value : null;
}

function faqStructuredData(faq: Array<{ question: string; answer: string }>) {
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
