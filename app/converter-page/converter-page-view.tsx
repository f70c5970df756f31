import { useNumberLocale } from "./use-number-locale";
import { FavouriteStar } from "~/me/favourite-star";
import { useRememberConversion } from "~/me/use-remember-conversion";
import { memo, useState, type ReactNode } from "react";
import { AdSlots, useAdSidebar } from "~/ads/ad-slots";
import { ServerHtml, useSentHtmlProps } from "~/components/server-html";
import { Container } from "~/components/ui/container";
import { ConversionInformation, QuickReferenceTable } from "./converter-sections";
import { ConverterWidget } from "./converter-widget";
import { VisualRepresentation } from "./visual/visual-representation";
import { RatesHistoryPanel } from "~/exchange-rates/rates-history-panel";
import { IngredientSelect } from "./ingredient-panel";
import type { ConverterPageData, ConverterState } from "./page";
import { useConversionReport } from "./use-conversion-report";
import { useConverterState } from "./use-converter-state";
import { useT } from "~/i18n/localization";
import { useRootData } from "~/utils/root-data";

/**
 * The converter page's body (docs/product.md#converter-page), shared by the converter's page
 * (/{slug}) and its unit pairs' pages (/{slug}/{from}-to-{to}), which put their own heading in
 * `header` and their own sections (`children`) after the converter's result.
 *
 * Rendered again only when its props change (or its own state and what it reads): the router
 * renders its routes again at each change of its state (the routes it discovers after
 * hydration, a navigation starting), and the page has nothing new to show then. It reads the
 * root's data through useRootData, which changes only with the data.
 */
export const ConverterPageView = memo(function ConverterPageView({
  page,
  header,
  pathState,
  tabulated,
  children,
}: {
  page: ConverterPageData;
  /** in place of the breadcrumb, heading and description */
  header?: ReactNode;
  /** the state the page's path already says (useConverterState) */
  pathState?: ConverterState;
  /** a pair whose table of values `children` show: Quick Reference is left out while it is chosen */
  tabulated?: { from: string; to: string };
  children?: ReactNode;
}) {
  const { converter, table } = page;
  const locale = useNumberLocale();
  const { state, calculation, pending, update, swap, prepare } = useConverterState(
    table,
    page.state,
    page.calculation,
    pathState,
    locale,
  );
  const { conversion } = calculation;
  // Reported and remembered once the engine has answered for this state.
  const converted = !pending && conversion.status === "ok";
  useConversionReport(converter.slug, page.state, state, converted);
  // The signed-in visitor (the root loader's user), whose kept units and favourites follow them.
  const root = useRootData<{ user?: { id: string } | null }>();
  const userId = root?.user?.id ?? null;
  useRememberConversion(converter.slug, page.state, state, converted, userId);
  const from = table.units.find((unit) => unit.id === state.from);
  const to = table.units.find((unit) => unit.id === state.to);
  const t = useT("converter");
  // The pair's sections are the server's markup, not hydrated, until the visitor picks another
  // pair (or the figures change with the locale); from then on React renders them.
  const onPagePair =
    state.from === page.state.from &&
    state.to === page.state.to &&
    sameRows(calculation.quickReference, page.calculation.quickReference);
  const [leftPagePair, setLeftPagePair] = useState(false);
  if (!onPagePair && !leftPagePair) setLeftPagePair(true);
  const serverPair = onPagePair && !leftPagePair;
  // Hooks, so called on every render; shown only while `serverPair`.
  const information = useSentHtmlProps(page.html.information);
  const reference = useSentHtmlProps(page.html.reference ?? "");
  // Currency results always say which day's rates they use.
  const ratesNote = table.rates
    ? t("ratesNote", { source: table.rates.source, date: table.rates.date })
    : undefined;

  return (
    <Container className="py-8" data-ad-sidebar={useAdSidebar()}>
      <div className="min-w-0 flex-1">
        {header ?? (
          <>
            <ServerHtml html={page.html.breadcrumb} />
            <div className="mt-4 flex items-start justify-between gap-2">
              <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{converter.name}</h1>
              <FavouriteStar converter={converter.slug} label={converter.name} userId={userId} />
            </div>
            <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">
              {converter.description}
            </p>
          </>
        )}
        <ServerHtml html={page.html.query} />
        <div className="mt-6">
          <ConverterWidget
            slug={converter.slug}
            table={table}
            state={state}
            calculation={calculation}
            options={page.html.options}
            onChange={update}
            onSwap={swap}
            onPrepare={prepare}
            actions={
              from &&
              to && (
                <FavouriteStar
                  converter={converter.slug}
                  from={from.id}
                  to={to.id}
                  label={t("pairLabel", { from: from.plural, to: to.plural })}
                  userId={userId}
                />
              )
            }
          >
            {page.cooking && <IngredientSelect panel={page.cooking} />}
          </ConverterWidget>
        </div>
        {page.html.ingredient && <ServerHtml html={page.html.ingredient} />}
        {calculation.visual && (
          <VisualRepresentation className="mt-6" headingLevel={2} model={calculation.visual} />
        )}
        {page.rates && page.html.rates !== undefined && (
          <RatesHistoryPanel
            html={page.html.rates}
            opened={page.state}
            panel={page.rates}
            table={table}
            from={from}
            to={to}
            locale={locale}
          />
        )}
        {children}
        <ServerHtml
          html={page.html.popular}
          onLink={(_href, link) => {
            // A popular conversion's card sets the converter in place (its link is for no-JS).
            const { pickValue, pickFrom, pickTo } = link.dataset;
            if (pickValue === undefined || !pickFrom || !pickTo) return false;
            update({ value: pickValue, from: pickFrom, to: pickTo });
            return true;
          }}
        />
        <AdSlots placement="content" />
        {serverPair ? <div {...information} /> : <ConversionInformation from={from} to={to} />}
        {/* education, article, guide, related converters, FAQ and its structured data */}
        <ServerHtml html={page.html.sections} />
        {/* One table per pair on a page (docs/decisions/062-one-owner-per-fact.md). */}
        {!(tabulated && tabulated.from === state.from && tabulated.to === state.to) && (
          <QuickReferenceTable
            note={ratesNote}
            from={from}
            to={to}
            rows={calculation.quickReference}
            table={serverPair && page.html.reference ? reference : undefined}
          />
        )}
      </div>
      <AdSlots placement="sidebar" />
    </Container>
  );
});

function sameRows(
  a: ReadonlyArray<{ value: string; result: string }>,
  b: ReadonlyArray<{ value: string; result: string }>,
) {
  return (
    a.length === b.length &&
    a.every((row, i) => row.value === b[i]?.value && row.result === b[i]?.result)
  );
}
